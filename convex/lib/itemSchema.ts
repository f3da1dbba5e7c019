// The inventory item form's rules, shared by the form (react-hook-form's zod
// resolver) and the server (model/inventory.ts, model/itemRequests.ts). Each
// message is an error code of lib/errors.ts, which both sides turn into the
// reader's text.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { photoFormFromInput, photoInputFromForm, photoSchema } from "./photoSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";
import { itemConditions, vItemCondition } from "./validators";

const code = (c: ErrorCode) => c;

/** Spec section 5: items with these names are always containers. */
export const containerNames = [
  "Wardrobe",
  "Bookshelf",
  "Cabinet",
  "Dresser",
  "Refrigerator",
  "Closet",
  "Drawer",
  "Box",
  "Storage Bin",
] as const;

/** Singular and plural spellings, lower-cased ("bookshelves", "boxes", "storage bins"). */
const containerSpellings = new Set(
  containerNames.flatMap((name) => {
    const lower = name.toLowerCase();
    const plural = lower.endsWith("shelf")
      ? `${lower.slice(0, -1)}ves`
      : lower.endsWith("x")
        ? `${lower}es`
        : `${lower}s`;
    return [lower, plural];
  }),
);

/** Whether the whole name (any case, extra spaces ignored) is a container name or its plural. */
export function isContainerName(name: string): boolean {
  return containerSpellings.has(name.trim().replace(/\s+/g, " ").toLowerCase());
}

export const QUANTITY_MAX = 100_000;

/** The add/edit item form. Container names make the item a container whatever the box says. */
export const itemFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, code("ITEM_FIELDS_REQUIRED"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    category: z
      .string()
      .trim()
      .min(1, code("ITEM_FIELDS_REQUIRED"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    quantity: z
      .number(code("QUANTITY_MIN"))
      .int(code("QUANTITY_MIN"))
      .min(1, code("QUANTITY_MIN"))
      .max(QUANTITY_MAX, code("QUANTITY_TOO_LARGE")),
    condition: z.enum(itemConditions, code("UNKNOWN_CHOICE")),
    notes: z.string().trim().max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG")),
    isContainer: z.boolean(code("UNKNOWN_CHOICE")),
    image: photoSchema,
  })
  .transform((item) => ({ ...item, isContainer: item.isContainer || isContainerName(item.name) }));
/** What the form edits. */
export type ItemForm = z.input<typeof itemFormSchema>;
/** What a valid form becomes (trimmed, container forced). */
export type ItemFormValues = z.output<typeof itemFormSchema>;

/** Spec section 4: quantity 1, condition good, not a container, no image. */
export const itemFormDefaults: ItemForm = {
  name: "",
  category: "",
  quantity: 1,
  condition: "good",
  notes: "",
  isContainer: false,
  image: { kind: "none" },
};

/** What the item functions take; checked with `itemFormSchema` on the server. */
export const vItemInput = v.object({
  name: v.string(),
  category: v.string(),
  quantity: v.number(),
  condition: vItemCondition,
  notes: v.optional(v.string()),
  isContainer: v.boolean(),
  imageUrl: v.optional(v.string()),
  imageStorageId: v.optional(v.id("_storage")),
});
export type ItemInput = Infer<typeof vItemInput>;

/** The form's values for an ItemInput (an upload wins over an address if both are given). */
export function itemFormFromInput(input: ItemInput): ItemForm {
  const image = photoFormFromInput(input);
  return {
    name: input.name,
    category: input.category,
    quantity: input.quantity,
    condition: input.condition,
    notes: input.notes ?? "",
    isContainer: input.isContainer,
    image,
  };
}

/** The ItemInput a valid form sends. */
export function itemInputFromForm(values: ItemFormValues): ItemInput {
  const { image, notes, ...rest } = values;
  return {
    ...rest,
    ...(notes !== "" ? { notes } : {}),
    ...photoInputFromForm(image),
  };
}
