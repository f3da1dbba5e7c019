// The add/edit clothing form: the shared `clothingFormSchema` (the server parses the same one)
// plus its photo, which travels beside the item as the `image` argument.
import {
  clothingFormDefaults,
  clothingFormFromItem,
  clothingFormSchema,
  type ClothingForm,
} from "../../../convex/lib/clothingSchema";
import { photoFormFromInput, photoSchema } from "../../../convex/lib/photoSchema";
import type { z } from "zod";
import type { ClothingView } from "./types";

export const clothingFormWithPhotoSchema = clothingFormSchema.extend({ image: photoSchema });
export type ClothingFormWithPhoto = z.input<typeof clothingFormWithPhotoSchema>;
export type ClothingFormWithPhotoValues = z.output<typeof clothingFormWithPhotoSchema>;

/** What an item looks like in the form: its fields, and its photo as it is stored (an upload keeps its id). */
export function formForItem(item: ClothingView): ClothingFormWithPhoto {
  return {
    ...clothingFormFromItem(item),
    image: photoFormFromInput({ imageStorageId: item.imageStorageId ?? undefined, imageUrl: item.imageUrl ?? undefined }),
  };
}

/** A new item: nobody chosen yet unless an owner is given (the member whose wardrobe is filtered). */
export function newItemForm(ownerId?: string): ClothingFormWithPhoto {
  const defaults: ClothingForm = { ...clothingFormDefaults, occasionTags: [], seasonTags: [] };
  return { ...defaults, ...(ownerId ? { assignedTo: ownerId } : {}), image: { kind: "none" } };
}
