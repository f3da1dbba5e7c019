// The wardrobe's five filters (ISSUE.md "Clothing"): each is "any" until chosen. The choices are
// checked against the app's lists, so a stale member id or an unknown value is simply no filter.
import {
  clothingCategories,
  laundryStatuses,
  occasionTags,
  seasonTags,
  type ClothingCategory,
  type LaundryStatus,
  type OccasionTag,
  type SeasonTag,
} from "../../../convex/lib/validators";

export type WardrobeFilters = {
  memberId?: string;
  category?: ClothingCategory;
  season?: SeasonTag;
  occasion?: OccasionTag;
  laundryStatus?: LaundryStatus;
};

export const noFilters: WardrobeFilters = {};

const pick = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((option) => option === value);

/** The filters after one select changed ("" is any). */
export function withFilter(filters: WardrobeFilters, key: keyof WardrobeFilters, value: string): WardrobeFilters {
  const next: WardrobeFilters = { ...filters };
  delete next[key];
  const chosen =
    key === "memberId"
      ? value || undefined
      : key === "category"
        ? pick(clothingCategories, value)
        : key === "season"
          ? pick(seasonTags, value)
          : key === "occasion"
            ? pick(occasionTags, value)
            : pick(laundryStatuses, value);
  return chosen === undefined ? next : { ...next, [key]: chosen };
}

export function isFiltered(filters: WardrobeFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
