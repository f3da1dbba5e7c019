import { SimpleGrid } from "@chakra-ui/react";
import type { AvatarMember } from "../members/MemberAvatar";
import { ClothingCard, type ClothingHandlers } from "./ClothingCard";
import type { ClothingView } from "./types";

/** Cards in a responsive grid: one column on a phone, up to four on a wide screen. */
export function WardrobeGrid({ items, owners, handlers, testId }: { items: readonly ClothingView[]; owners: ReadonlyMap<string, AvatarMember>; handlers: ClothingHandlers; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" data-testid={testId}>
      {items.map((item) => (
        <ClothingCard key={item._id} item={item} owner={owners.get(item.assignedTo)} handlers={handlers} />
      ))}
    </SimpleGrid>
  );
}
