// A storage id is worth something only to the person who uploaded it, once
// (model/uploads.ts): nobody uses, or deletes by quoting, someone else's file;
// a record whose file is gone still edits and deletes; unused uploads go.
import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { itemInput, nestedKitchen, storedFile, storeFile, uploadPhoto } from "./inventory.fixtures";
import { MAX_UNCLAIMED_PER_MEMBER, MAX_UPLOAD_URLS_PER_HOUR, UNCLAIMED_TTL_MS } from "./model/uploads";
import { expectRefused } from "./refusals.fixtures";
import { memberEditOf } from "./test.setup";

afterEach(() => vi.useRealTimers());

/** The admin gives a member `photo` through the edit form's one mutation. */
async function setAvatar(t: Awaited<ReturnType<typeof nestedKitchen>>["t"], admin: Parameters<typeof uploadPhoto>[1], memberId: Id<"members">, photo: Id<"_storage">) {
  const member = await t.run((ctx) => ctx.db.get("members", memberId));
  await admin.mutation(api.members.editMember, { ...memberEditOf(member), image: { imageStorageId: photo } });
}

const uploadRows = (t: Awaited<ReturnType<typeof nestedKitchen>>["t"]) => t.run((ctx) => ctx.db.query("uploads").collect());

describe("a storage id from someone else", () => {
  test("cannot be posted by a member, so deleting their post cannot delete the file", async () => {
    const { t, roles } = await nestedKitchen();
    const adminsPhoto = await uploadPhoto(t, roles.admin.as);
    await roles.admin.as.mutation(api.inventory.addItem, {
      roomId: (await t.run((ctx) => ctx.db.query("rooms").first()))!._id,
      item: itemInput({ imageStorageId: adminsPhoto }),
    });
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.feed.createPost, { body: "Mine now", image: { imageStorageId: adminsPhoto } }),
      "UPLOAD_NOT_YOURS",
    );
    expect(await storedFile(t, adminsPhoto)).not.toBeNull();
  });

  test("cannot be put in a member's item request, so withdrawing it cannot delete the file", async () => {
    const { t, roles, rooms } = await nestedKitchen();
    const avatar = await uploadPhoto(t, roles.admin.as);
    await setAvatar(t, roles.admin.as, roles.admin.memberId!, avatar);
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ imageStorageId: avatar }) }),
      "UPLOAD_NOT_YOURS",
    );
    expect(await storedFile(t, avatar)).not.toBeNull();
  });

  test("another member's checked upload is refused to the writer, and checking it again changes nothing", async () => {
    const { t, roles, rooms } = await nestedKitchen();
    const theirs = await uploadPhoto(t, roles.admin.as);
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ imageStorageId: theirs }) }),
      "UPLOAD_NOT_YOURS",
    );
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId: theirs })).toMatchObject({
      refused: { code: "UPLOAD_NOT_YOURS" },
    });
    expect(await storedFile(t, theirs)).not.toBeNull();
  });

  test("a file in use is never deleted by someone's check, even one that breaks the photo rules", async () => {
    const { t, roles } = await nestedKitchen();
    // An avatar stored before uploads were recorded (over an hour old, no record), in an odd type.
    const old = await storeFile(t, "image/svg+xml");
    await t.run((ctx) => ctx.db.patch("members", roles.admin.memberId!, { avatarStorageId: old }));
    vi.useFakeTimers({ now: Date.now() + UNCLAIMED_TTL_MS + 1000 });
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId: old })).toMatchObject({
      refused: { code: "UPLOAD_NOT_YOURS" },
    });
    expect(await storedFile(t, old)).not.toBeNull();
  });
});

describe("an upload is used once", () => {
  test("a second item cannot take the photo of the first", async () => {
    const { t, roles, rooms, add } = await nestedKitchen();
    const photo = await uploadPhoto(t, roles.admin.as);
    await add(rooms.kitchen, { name: "Lamp", imageStorageId: photo });
    await expectRefused(t, () => add(rooms.bedroom, { name: "Twin lamp", imageStorageId: photo }), "UPLOAD_NOT_YOURS");
  });

  test("an edit that keeps its photo claims nothing", async () => {
    const { t, roles, rooms, add } = await nestedKitchen();
    const photo = await uploadPhoto(t, roles.admin.as);
    const itemId = await add(rooms.kitchen, { name: "Lamp", imageStorageId: photo });
    await roles.admin.as.mutation(api.inventory.updateItem, { itemId, item: itemInput({ name: "Desk lamp", imageStorageId: photo }) });
    expect((await t.run((ctx) => ctx.db.get("items", itemId)))?.name).toBe("Desk lamp");
  });
});

describe("a record whose file is already gone", () => {
  test("a member whose avatar file was deleted can still be given a new photo and be deleted", async () => {
    const { t, roles } = await nestedKitchen();
    const first = await uploadPhoto(t, roles.admin.as, "image/png");
    await setAvatar(t, roles.admin.as, roles.member.memberId!, first);
    await t.run((ctx) => ctx.storage.delete(first));
    const second = await uploadPhoto(t, roles.admin.as, "image/jpeg");
    await setAvatar(t, roles.admin.as, roles.member.memberId!, second);
    expect((await t.run((ctx) => ctx.db.get("members", roles.member.memberId!)))?.avatarStorageId).toBe(second);
    await t.run((ctx) => ctx.storage.delete(second));
    await roles.admin.as.mutation(api.members.deleteMember, { memberId: roles.member.memberId! });
    expect(await t.run((ctx) => ctx.db.get("members", roles.member.memberId!))).toBeNull();
  });

  test("an item whose photo is gone can be deleted", async () => {
    const { t, roles, rooms, add } = await nestedKitchen();
    const photo = await uploadPhoto(t, roles.admin.as);
    const itemId = await add(rooms.kitchen, { name: "Lamp", imageStorageId: photo });
    await t.run((ctx) => ctx.storage.delete(photo));
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId });
    expect(await t.run((ctx) => ctx.db.get("items", itemId))).toBeNull();
  });
});

describe("limits and the sweep", () => {
  test(`a member holds at most ${MAX_UNCLAIMED_PER_MEMBER} checked uploads not yet saved`, async () => {
    const { t, roles } = await nestedKitchen();
    for (let i = 0; i < MAX_UNCLAIMED_PER_MEMBER; i++) await uploadPhoto(t, roles.member.as);
    const extra = await storeFile(t, "image/png");
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId: extra })).toMatchObject({
      refused: { code: "UPLOAD_LIMIT", message: expect.stringContaining(String(MAX_UNCLAIMED_PER_MEMBER)) },
    });
    expect(await storedFile(t, extra)).toBeNull();
    // The admin's own uploads are counted apart.
    await uploadPhoto(t, roles.admin.as);
  });

  test(`a member is handed at most ${MAX_UPLOAD_URLS_PER_HOUR} upload URLs an hour, wherever they ask; then again after the sweep`, async () => {
    const { t, roles } = await nestedKitchen();
    // Unchecked files cost storage until the sweep: the URLs that make them are counted, across every page.
    for (let i = 0; i < MAX_UPLOAD_URLS_PER_HOUR; i++) {
      await roles.member.as.mutation(i % 2 ? api.inventory.generateUploadUrl : api.feed.generateUploadUrl, {});
    }
    const refused = roles.member.as.mutation(api.tasks.generateUploadUrl, {});
    await expect(refused).rejects.toMatchObject({ data: { code: "UPLOAD_URL_LIMIT", message: expect.stringContaining(String(MAX_UPLOAD_URLS_PER_HOUR)) } });
    // Someone else's are counted apart.
    await roles.admin.as.mutation(api.inventory.generateUploadUrl, {});

    vi.useFakeTimers({ now: Date.now() + UNCLAIMED_TTL_MS + 1000 });
    await t.mutation(internal.uploads.sweep, {});
    expect(await t.run((ctx) => ctx.db.query("uploadUrlIssues").collect())).toEqual([]);
    await roles.member.as.mutation(api.inventory.generateUploadUrl, {});
  });

  test("after an hour, uploads never saved and files never checked are deleted; files in use stay", async () => {
    const { t, roles, rooms, add } = await nestedKitchen();
    await t.mutation(internal.uploads.sweep, {}); // The first sweep starts the record of what it looked at.
    const used = await uploadPhoto(t, roles.admin.as);
    await add(rooms.kitchen, { name: "Lamp", imageStorageId: used });
    const unsaved = await uploadPhoto(t, roles.member.as);
    const unchecked = await storeFile(t, "text/html", 20_000);
    await t.mutation(internal.uploads.sweep, {});
    for (const id of [used, unsaved, unchecked]) expect(await storedFile(t, id)).not.toBeNull();

    vi.useFakeTimers({ now: Date.now() + UNCLAIMED_TTL_MS + 1000 });
    await t.mutation(internal.uploads.sweep, {});
    expect(await storedFile(t, used)).not.toBeNull();
    expect(await storedFile(t, unsaved)).toBeNull();
    expect(await storedFile(t, unchecked)).toBeNull();
    expect((await uploadRows(t)).map((row) => row.storageId)).toEqual([used]);
  });

  test("a deleted member's photo in use stays (their uploads are no one's)", async () => {
    const { t, roles, rooms } = await nestedKitchen();
    const photo = await uploadPhoto(t, roles.member.as);
    const requestId = await roles.member.as.mutation(api.itemRequests.requestNewItem, {
      roomId: rooms.kitchen,
      item: itemInput({ name: "Mug", imageStorageId: photo }),
    });
    await roles.admin.as.mutation(api.itemRequests.approve, { requestId });
    await roles.admin.as.mutation(api.members.deleteMember, { memberId: roles.member.memberId! });
    expect(await storedFile(t, photo)).not.toBeNull();
    const [row] = await uploadRows(t);
    expect(row).toMatchObject({ storageId: photo, claimed: true });
    expect(row.uploaderId).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + UNCLAIMED_TTL_MS + 1000 });
    await t.mutation(internal.uploads.sweep, {});
    expect(await storedFile(t, photo)).not.toBeNull();
  });
});
