// Shared by the clothing suites (clothing.test.ts, laundry.test.ts,
// outfits.test.ts): the access-test roles plus a child, a valid item input, and
// a snapshot of every clothing document to show a refused call wrote nothing.
// Two dots in the name: Convex does not deploy it.
import { expect } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { ClothingInput } from "./lib/clothingSchema";
import type { PhotoInput } from "./lib/photoSchema";
import type { OutfitInput } from "./lib/outfitSchema";
import { defaultPageAccess } from "./lib/access";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

export function clothingInput(assignedTo: Id<"members"> | string, overrides: Partial<ClothingInput> = {}): ClothingInput {
  return {
    name: "Blue Jumper",
    assignedTo,
    category: "Tops",
    size: "M",
    color: "Blue",
    occasionTags: ["Casual"],
    seasonTags: ["Winter"],
    notes: "",
    ...overrides,
  };
}

/** Ada (admin) and Max (member) of seedRoles, and Kim, a child with no sign-in. */
export async function setupClothing() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const admin = roles.admin.memberId!;
  const member = roles.member.memberId!;
  const kid = await t.run((ctx) =>
    ctx.db.insert("members", {
      name: "Kim Kid",
      role: "member",
      memberType: "Daughter",
      status: "offline",
      pageAccess: defaultPageAccess,
    }),
  );
  const add = (assignedTo: Id<"members"> | string, overrides: Partial<ClothingInput> = {}, image: PhotoInput = {}) =>
    roles.admin.as.mutation(api.clothing.addClothingItem, { item: clothingInput(assignedTo, overrides), image });
  const update = (
    itemId: Id<"clothingItems">,
    assignedTo: Id<"members"> | string,
    overrides: Partial<ClothingInput> = {},
    image: PhotoInput = {},
  ) => roles.admin.as.mutation(api.clothing.updateClothingItem, { itemId, item: clothingInput(assignedTo, overrides), image });
  const plan = (outfit: Partial<OutfitInput> & { memberId: string }) =>
    roles.admin.as.mutation(api.outfits.planOutfit, { outfit: { dayOfWeek: "Monday", name: "School day", notes: "", ...outfit } });
  return { t, roles, ids: { admin, member, kid }, add, update, plan };
}

export const getClothing = (t: TestBackend, id: Id<"clothingItems">) => t.run((ctx) => ctx.db.get("clothingItems", id));
export const getOutfit = (t: TestBackend, id: Id<"outfits">) => t.run((ctx) => ctx.db.get("outfits", id));

/** Every clothing and outfit document and every stored file. */
export async function clothingSnapshot(t: TestBackend) {
  return t.run(async (ctx) => ({
    clothingItems: await ctx.db.query("clothingItems").collect(),
    outfits: await ctx.db.query("outfits").collect(),
    storage: await ctx.db.system.query("_storage").collect(),
  }));
}

/** The call (started only after the snapshot) is refused with `message`, and nothing changed. */
export async function expectNothingWritten(t: TestBackend, attempt: () => Promise<unknown>, message: string) {
  const before = await clothingSnapshot(t);
  await expect(attempt()).rejects.toThrow(message);
  expect(await clothingSnapshot(t)).toEqual(before);
}
