// The outfit plan form's rules, shared by the form (react-hook-form's zod
// resolver) and the server (model/outfits.ts). Each message is an error code of
// lib/errors.ts. Whether the chosen items belong to the member and fit their
// slots needs the database, so the server checks that (OUTFIT_ITEM_MISMATCH).
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";
import { daysOfWeek, type ClothingCategory } from "./validators";

const code = (c: ErrorCode) => c;

/** The slots of an outfit and the wardrobe category each one takes. */
export const outfitSlots = ["top", "bottom", "dress", "shoes"] as const;
export type OutfitSlot = (typeof outfitSlots)[number];
export const slotCategory = {
  top: "Tops",
  bottom: "Bottoms",
  dress: "Dresses",
  shoes: "Shoes",
} as const satisfies Record<OutfitSlot, ClothingCategory>;

/** An item id, or "" / nothing for an empty slot (a select's "none" option). */
const slot = z
  .string(code("OUTFIT_ITEM_MISMATCH"))
  .trim()
  .optional()
  .transform((id) => (id === undefined || id === "" ? undefined : id));

export const outfitFormSchema = z
  .object({
    memberId: z.string(code("OUTFIT_MEMBER_REQUIRED")).trim().min(1, code("OUTFIT_MEMBER_REQUIRED")),
    dayOfWeek: z
      .string(code("OUTFIT_DAY_REQUIRED"))
      .refine((day) => (daysOfWeek as readonly string[]).includes(day), code("OUTFIT_DAY_REQUIRED"))
      .transform((day) => day as (typeof daysOfWeek)[number]),
    name: z
      .string(code("OUTFIT_NAME_REQUIRED"))
      .trim()
      .min(1, code("OUTFIT_NAME_REQUIRED"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    top: slot,
    bottom: slot,
    dress: slot,
    shoes: slot,
    notes: z.string(code("TEXT_TOO_LONG")).trim().max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG")),
  })
  .refine((outfit) => outfitSlots.some((name) => outfit[name] !== undefined), {
    message: code("OUTFIT_EMPTY"),
    path: ["top"],
  });
/** What the form edits. */
export type OutfitForm = z.input<typeof outfitFormSchema>;
/** What a valid form becomes (trimmed, empty slots left out). */
export type OutfitFormValues = z.output<typeof outfitFormSchema>;

/** A new plan for `memberId` on `dayOfWeek`: every slot empty. */
export function outfitFormDefaults(memberId: string, dayOfWeek: string): OutfitForm {
  return { memberId, dayOfWeek, name: "", top: "", bottom: "", dress: "", shoes: "", notes: "" };
}

/** What `outfits.planOutfit` takes as `outfit`; checked with `outfitFormSchema` on the server. */
export const vOutfitInput = v.object({
  memberId: v.string(),
  dayOfWeek: v.string(),
  name: v.string(),
  top: v.optional(v.string()),
  bottom: v.optional(v.string()),
  dress: v.optional(v.string()),
  shoes: v.optional(v.string()),
  notes: v.string(),
});
export type OutfitInput = Infer<typeof vOutfitInput>;

/** The `outfit` argument a valid form sends (empty slots left out). */
export function outfitInputFromForm(values: OutfitFormValues): OutfitInput {
  const input: OutfitInput = { memberId: values.memberId, dayOfWeek: values.dayOfWeek, name: values.name, notes: values.notes };
  for (const name of outfitSlots) {
    const id = values[name];
    if (id !== undefined) input[name] = id;
  }
  return input;
}
