// The clothing item form's rules, shared by the form (react-hook-form's zod
// resolver) and the server (model/clothing.ts). Each message is an error code
// of lib/errors.ts, which both sides turn into the reader's text. The server's
// argument validators are deliberately loose (plain strings) so that a bad
// value is refused by this schema with a catalogued message, not by Convex's
// argument check with an unreadable one.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";
import { clothingCategories, laundryStatuses, seasonTags, type OccasionTag } from "./validators";

const code = (c: ErrorCode) => c;

/** A family's wardrobe holds at most this many items (CLOTHING_LIMIT): views read them all. */
export const MAX_CLOTHING_ITEMS = 1000;
/** Size ("M", "EU 38", "7-8 years") and colour are short labels. */
export const CLOTHING_DETAIL_MAX_LENGTH = 40;

/** The occasions an admin may tag; "Formal" is only ever displayed when present (spec section 3). */
export const taggableOccasions = ["Casual", "School", "Church", "Party", "Sports"] as const satisfies readonly OccasionTag[];

/** One of `values`; a form starts empty (""), so the input is any string. */
function oneOf<T extends string>(values: readonly T[], message: ErrorCode) {
  return z
    .string(message)
    .refine((value) => (values as readonly string[]).includes(value), message)
    .transform((value) => value as T);
}

/** A set of tags from `values`, kept in the offered order without repeats. */
function tagsOf<T extends string>(values: readonly T[]) {
  return z
    .array(oneOf(values, "UNKNOWN_CHOICE"), code("UNKNOWN_CHOICE"))
    .max(values.length * 2, code("UNKNOWN_CHOICE"))
    .transform((tags): T[] => values.filter((tag) => (tags as readonly string[]).includes(tag)));
}

const detail = z.string(code("CLOTHING_DETAIL_TOO_LONG")).trim().max(CLOTHING_DETAIL_MAX_LENGTH, code("CLOTHING_DETAIL_TOO_LONG"));

/** The add/edit clothing form; the photo travels beside it (`clothingImageSchema`). */
export const clothingFormSchema = z.object({
  name: z
    .string(code("CLOTHING_NAME_REQUIRED"))
    .trim()
    .min(1, code("CLOTHING_NAME_REQUIRED"))
    .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
  /** A member id; that it names a member of the family is checked on the server. */
  assignedTo: z.string(code("CLOTHING_OWNER_REQUIRED")).trim().min(1, code("CLOTHING_OWNER_REQUIRED")),
  category: oneOf(clothingCategories, "CLOTHING_CATEGORY_REQUIRED"),
  size: detail,
  color: detail,
  occasionTags: tagsOf(taggableOccasions),
  seasonTags: tagsOf(seasonTags),
  laundryStatus: oneOf(laundryStatuses, "UNKNOWN_CHOICE").default("Clean"),
  notes: z.string(code("TEXT_TOO_LONG")).trim().max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG")),
});
/** What the form edits. */
export type ClothingForm = z.input<typeof clothingFormSchema>;
/** What a valid form becomes (trimmed, tags in order). */
export type ClothingFormValues = z.output<typeof clothingFormSchema>;

/** A new item: nobody chosen yet, Clean (spec section 4), no tags. */
export const clothingFormDefaults: ClothingForm = {
  name: "",
  assignedTo: "",
  category: "",
  size: "",
  color: "",
  occasionTags: [],
  seasonTags: [],
  laundryStatus: "Clean",
  notes: "",
};


/** What `addClothingItem`/`updateClothingItem` take as `item`; checked with `clothingFormSchema` on the server. */
export const vClothingInput = v.object({
  name: v.string(),
  assignedTo: v.string(),
  category: v.string(),
  size: v.string(),
  color: v.string(),
  occasionTags: v.array(v.string()),
  seasonTags: v.array(v.string()),
  laundryStatus: v.optional(v.string()),
  notes: v.string(),
});
export type ClothingInput = Infer<typeof vClothingInput>;

/**
 * The form's values for a stored item (editing). "Formal" is left out: it is
 * display-only, and the server keeps it on the item when the form is saved.
 */
export function clothingFormFromItem(item: {
  name: string;
  assignedTo: string;
  category: string;
  size: string;
  color: string;
  occasionTags: readonly string[];
  seasonTags: readonly string[];
  laundryStatus: string;
  notes?: string;
}): ClothingForm {
  return {
    name: item.name,
    assignedTo: item.assignedTo,
    category: item.category,
    size: item.size,
    color: item.color,
    occasionTags: item.occasionTags.filter((tag) => tag !== "Formal"),
    seasonTags: [...item.seasonTags],
    laundryStatus: item.laundryStatus,
    notes: item.notes ?? "",
  };
}

/** The `item` argument a valid form sends. */
export function clothingInputFromForm(values: ClothingFormValues): ClothingInput {
  return { ...values, occasionTags: [...values.occasionTags], seasonTags: [...values.seasonTags] };
}
