// The pictures of chores (lib/choreSchema.ts's choreIcons), for children who cannot read yet.
import {
  Backpack,
  Bath,
  Bed,
  Blocks,
  BookOpen,
  Brush,
  Car,
  Cat,
  CookingPot,
  Dog,
  Recycle,
  Shirt,
  ShoppingCart,
  SprayCan,
  Sprout,
  Star,
  Toothbrush,
  Trash2,
  Utensils,
  WashingMachine,
  type LucideIcon,
} from "lucide-react";
import type { ChoreIcon } from "../../../convex/lib/choreSchema";

export const choreIconComponents: Record<ChoreIcon, LucideIcon> = {
  bed: Bed,
  toothbrush: Toothbrush,
  shirt: Shirt,
  utensils: Utensils,
  dish: CookingPot,
  trash: Trash2,
  recycle: Recycle,
  broom: Brush,
  clean: SprayCan,
  laundry: WashingMachine,
  dog: Dog,
  cat: Cat,
  plant: Sprout,
  book: BookOpen,
  backpack: Backpack,
  car: Car,
  bath: Bath,
  toy: Blocks,
  cart: ShoppingCart,
  star: Star,
};

/** A chore's picture; a star for a chore without one. */
export function ChoreIconImage({ icon, size = 20 }: { icon: ChoreIcon | null | undefined; size?: number }) {
  const Icon = icon ? choreIconComponents[icon] : Star;
  return <Icon size={size} aria-hidden="true" />;
}
