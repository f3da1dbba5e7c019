// File storage: generateUploadUrl → POST bytes → storageId → getUrl → GET
// returns the same bytes with their Content-Type (photo types only), also after a restart.
import { afterAll, beforeAll, expect, test } from "vitest";
import { anyApi } from "convex/server";
import { startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

type StoredFile = { name: string; url: string | null; contentType: string | null };

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

async function fetchBytes(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
}

test("an upload round-trips byte for byte with its content type", async () => {
  const client = fixture.client();
  const bytes = new Uint8Array(70_000).map((_, index) => (index * 31 + 7) % 256);
  const uploadUrl = (await client.mutation(anyApi.files.generateUploadUrl, {})) as string;
  expect(uploadUrl.startsWith(`${fixture.backend.siteUrl}/`)).toBe(true);

  const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
  expect(upload.status).toBe(200);
  const { storageId } = (await upload.json()) as { storageId: string };
  await client.mutation(anyApi.files.save, { storageId, name: "photo" });

  const [file] = await waitForValue<StoredFile[]>(client, anyApi.files.list, {}, (files) => files.length === 1);
  expect(file.contentType).toBe("image/png");
  const served = await fetchBytes(file.url!);
  expect(served.status).toBe(200);
  expect(served.type).toBe("image/png");
  expect(Buffer.from(served.bytes).equals(Buffer.from(bytes))).toBe(true);
});

test("an upload URL needs a valid token", async () => {
  const response = await fetch(`${fixture.backend.siteUrl}/api/storage/upload?token=forged.token.sig`, {
    method: "POST",
    body: "x",
  });
  expect(response.status).toBe(401);
});

test("stored files survive a restart", async () => {
  const client = fixture.client();
  const uploadUrl = (await client.mutation(anyApi.files.generateUploadUrl, {})) as string;
  const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "kept" });
  const { storageId } = (await upload.json()) as { storageId: string };
  await client.mutation(anyApi.files.save, { storageId, name: "note" });
  await fixture.close({ keepData: true });

  fixture = await startFixtureBackend({ dataDir: fixture.dataDir });
  const files = await waitForValue<StoredFile[]>(fixture.client(), anyApi.files.list, {}, (list) => list.length === 2);
  const note = files.find((file) => file.name === "note")!;
  const served = await fetchBytes(note.url!);
  // Not a photo type: a download, never shown as what its uploader declared.
  expect(served.type).toBe("application/octet-stream");
  expect(Buffer.from(served.bytes).toString()).toBe("kept");
});

test("one upload URL takes one file", async () => {
  const uploadUrl = (await fixture.client().mutation(anyApi.files.generateUploadUrl, {})) as string;
  const first = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: "one" });
  expect(first.status).toBe(200);
  const again = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: "two" });
  expect(again.status).toBe(401);
});

test("a stored file is served as uploaded only for the photo types; anything else as a download nobody sniffs", async () => {
  const client = fixture.client();
  const served = async (contentType: string) => {
    const uploadUrl = (await client.mutation(anyApi.files.generateUploadUrl, {})) as string;
    const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": contentType }, body: "<script>alert(1)</script>" });
    const { storageId } = (await upload.json()) as { storageId: string };
    const response = await fetch(`${fixture.backend.siteUrl}/api/storage/${storageId}`);
    await response.arrayBuffer();
    return [response.headers.get("content-type"), response.headers.get("content-disposition"), response.headers.get("x-content-type-options")];
  };
  expect(await served("image/png")).toEqual(["image/png", null, "nosniff"]);
  expect(await served("text/html")).toEqual(["application/octet-stream", "attachment", "nosniff"]);
  expect(await served("image/svg+xml")).toEqual(["application/octet-stream", "attachment", "nosniff"]);
});
