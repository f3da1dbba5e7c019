import { Badge, Button, Card, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { format } from "date-fns";
import { Pencil, Shirt, Sparkles, Trash2, WashingMachine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/format";
import { ItemPhoto } from "../inventory/ItemPhoto";
import { DOT } from "../inventory/separators";
import { MemberAvatar, type AvatarMember } from "../members/MemberAvatar";
import { LaundryBadge } from "./LaundryBadge";
import type { ClothingView } from "./types";

export type ClothingHandlers = {
  onToggleLaundry: (item: ClothingView) => void;
  isToggling: (id: string) => boolean;
  onEdit: (item: ClothingView) => void;
  onDelete: (item: ClothingView) => void;
};

type Props = {
  item: ClothingView;
  /** The owner's photo and colour, when the family list has them; else initials on a colour from the id. */
  owner: AvatarMember | undefined;
  handlers: ClothingHandlers;
};

/** One piece of clothing: photo, name, owner, category, size, colour, tags, laundry and date added. */
export function ClothingCard({ item, owner, handlers }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const details = [t(`clothing.categories.${item.category}`), item.size && t("clothing.card.size", { size: item.size }), item.color].filter(Boolean);
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="clothing-card" as="article" aria-label={item.name}>
      <ItemPhoto url={item.imageUrl ?? undefined} name={item.name} placeholder={Shirt} h={{ base: "28", md: "36" }} rounded="0" />
      <Card.Body p="3" gap="2">
        <Stack gap="0.5">
          <Text as="h3" fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
            {item.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1} overflowWrap="anywhere">
            {details.join(DOT)}
          </Text>
        </Stack>
        <HStack gap="2" minW="0">
          <MemberAvatar member={owner ?? { _id: item.assignedTo, name: item.ownerName }} size="sm" />
          <Text fontSize="sm" lineClamp={1} overflowWrap="anywhere">
            <Text as="span" srOnly>
              {t("clothing.card.owner", { name: item.ownerName })}
            </Text>
            <span aria-hidden>{item.ownerName}</span>
          </Text>
        </HStack>
        <HStack gap="1" wrap="wrap" aria-label={t("clothing.card.tags")} role="group">
          <LaundryBadge status={item.laundryStatus} />
          {item.occasionTags.map((tag) => (
            <Badge key={tag} colorPalette={tag === "Formal" ? "purple" : "blue"} variant="subtle">
              {t(`clothing.occasions.${tag}`)}
            </Badge>
          ))}
          {item.seasonTags.map((tag) => (
            <Badge key={tag} colorPalette="gray" variant="outline">
              {t(`clothing.seasons.${tag}`)}
            </Badge>
          ))}
        </HStack>
        {item.notes && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3} overflowWrap="anywhere" whiteSpace="pre-line">
            {item.notes}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t("clothing.card.added", { date: fmt.tableDay(format(item._creationTime, "yyyy-MM-dd")) })}
        </Text>
      </Card.Body>
      {(item.canToggleLaundry || item.canEdit) && (
        <Card.Footer p="2" pt="0" justifyContent="space-between" gap="1" flexWrap="wrap">
          {item.canToggleLaundry ? <LaundryButton item={item} handlers={handlers} /> : <span />}
          {item.canEdit && (
            <HStack gap="0.5">
              <IconButton size="sm" variant="ghost" aria-label={t("clothing.card.edit", { name: item.name })} onClick={() => handlers.onEdit(item)}>
                <Pencil />
              </IconButton>
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t("clothing.card.delete", { name: item.name })} onClick={() => handlers.onDelete(item)}>
                <Trash2 />
              </IconButton>
            </HStack>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** Clean ↔ Needs Washing for the owner or an admin; its name says what a press does. */
export function LaundryButton({ item, handlers, size = "sm" }: { item: ClothingView; handlers: Pick<ClothingHandlers, "onToggleLaundry" | "isToggling">; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const dirty = item.laundryStatus === "Needs Washing";
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={dirty ? "green" : "orange"}
      loading={handlers.isToggling(item._id)}
      aria-label={t(dirty ? "clothing.card.markCleanLabel" : "clothing.card.markDirtyLabel", { name: item.name })}
      // The second click of a double click is not a second press: once the first has flipped
      // the item (a fast server), it would flip it straight back.
      onClick={(event) => event.detail <= 1 && handlers.onToggleLaundry(item)}
    >
      {dirty ? <Sparkles aria-hidden /> : <WashingMachine aria-hidden />}
      {t(dirty ? "clothing.card.markClean" : "clothing.card.markDirty")}
    </Button>
  );
}
