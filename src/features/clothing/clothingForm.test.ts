import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { photoInputFromForm } from "../../../convex/lib/photoSchema";
import { clothingFormWithPhotoSchema, formForItem, newItemForm } from "./clothingForm";
import type { ClothingView } from "./types";

const item: ClothingView = {
  _id: "c1" as Id<"clothingItems">,
  _creationTime: 0,
  name: "Navy Suit Jacket",
  imageUrl: "http://127.0.0.1:3211/api/storage/abc",
  imageStorageId: "abc" as Id<"_storage">,
  assignedTo: "m1" as Id<"members">,
  ownerName: "David",
  category: "Tops",
  size: "L",
  color: "Navy",
  occasionTags: ["Church", "Formal"],
  seasonTags: ["All-season"],
  laundryStatus: "Clean",
  notes: "",
  canToggleLaundry: true,
  canEdit: true,
};

describe("the clothing form's values", () => {
  test("an uploaded photo is sent back as its storage id, never as its address", () => {
    const form = formForItem(item);
    expect(form.image).toEqual({ kind: "upload", storageId: "abc" });
    const parsed = clothingFormWithPhotoSchema.parse(form);
    expect(photoInputFromForm(parsed.image)).toEqual({ imageStorageId: "abc" });
  });

  test("a pasted address stays an address, and no photo is none", () => {
    expect(formForItem({ ...item, imageStorageId: null, imageUrl: "https://example.com/a.png" }).image).toEqual({ kind: "url", url: "https://example.com/a.png" });
    expect(formForItem({ ...item, imageStorageId: null, imageUrl: null }).image).toEqual({ kind: "none" });
  });

  test("Formal is display-only: the form leaves it out", () => {
    expect(formForItem(item).occasionTags).toEqual(["Church"]);
  });

  test("a new item starts empty, with the owner when one is given", () => {
    expect(newItemForm()).toMatchObject({ name: "", assignedTo: "", category: "", laundryStatus: "Clean", image: { kind: "none" } });
    expect(newItemForm("m2").assignedTo).toBe("m2");
    const result = clothingFormWithPhotoSchema.safeParse(newItemForm());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["CLOTHING_NAME_REQUIRED", "CLOTHING_OWNER_REQUIRED", "CLOTHING_CATEGORY_REQUIRED"]),
    );
  });
});
