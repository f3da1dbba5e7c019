import { Badge, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { MemberAvatar, type AvatarMember } from "../members/MemberAvatar";
import type { ClothingHandlers } from "./ClothingCard";
import { groupByOwner } from "./laundry";
import type { ClothingView } from "./types";
import { WardrobeGrid } from "./WardrobeGrid";

type Props = {
  /** `clothing.laundryBasket`'s live answer; undefined while it loads. */
  basket: readonly ClothingView[] | undefined;
  owners: ReadonlyMap<string, AvatarMember>;
  handlers: ClothingHandlers;
};

/** Everything that needs washing across the family, per owner, live; the owner or an admin marks it clean. */
export function LaundryBasket({ basket, owners, handlers }: Props) {
  const { t } = useTranslation();

  if (basket === undefined) {
    return <Skeleton h="40" rounded="lg" aria-busy aria-label={t("clothing.basket.loading")} />;
  }
  if (basket.length === 0) {
    return <EmptyStateBox icon={<Sparkles />} title={t("clothing.basket.empty")} description={t("clothing.basket.emptyHint")} />;
  }
  return (
    <Stack gap="6" data-testid="laundry-basket">
      <Text color="fg.muted" aria-live="polite">
        {t("clothing.basket.total", { count: basket.length })}
      </Text>
      {groupByOwner(basket).map((group) => {
        const owner = owners.get(group.ownerId) ?? { _id: group.ownerId as AvatarMember["_id"], name: group.ownerName };
        return (
          <Stack as="section" key={group.ownerId} gap="3" aria-label={t("clothing.basket.owner", { name: group.ownerName, count: group.items.length })} data-testid="basket-owner">
            <HStack gap="2">
              <MemberAvatar member={owner} size="sm" />
              <Heading as="h3" size="md">
                {group.ownerName}
              </Heading>
              <Badge colorPalette="orange" variant="subtle">
                {group.items.length}
              </Badge>
            </HStack>
            <WardrobeGrid items={group.items} owners={owners} handlers={handlers} />
          </Stack>
        );
      })}
    </Stack>
  );
}
