import { Bath, BedDouble, CookingPot, House, Sofa, type LucideProps } from "lucide-react";
import type { RoomType } from "../../../convex/lib/validators";

const icons = { bedroom: BedDouble, bathroom: Bath, kitchen: CookingPot, living: Sofa, other: House } as const;

/** The icon of a room's type (decorative: the type is also written out where it matters). */
export function RoomTypeIcon({ type, ...props }: { type: RoomType } & LucideProps) {
  const Icon = icons[type];
  return <Icon aria-hidden {...props} />;
}
