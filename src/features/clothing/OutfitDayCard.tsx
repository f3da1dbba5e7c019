import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { CalendarPlus, Pencil, Shirt, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { outfitSlots } from "../../../convex/lib/outfitSchema";
import type { DayOfWeek } from "../../../convex/lib/validators";
import { ItemPhoto } from "../inventory/ItemPhoto";
import { LaundryBadge } from "./LaundryBadge";
import type { OutfitDay, PlannedOutfit } from "./types";

type Props = {
  day: OutfitDay;
  isToday: boolean;
  /** Admins plan, change and remove; members see the plan only. */
  canPlan: boolean;
  onPlan: (day: DayOfWeek, outfit: PlannedOutfit | null) => void;
  onRemove: (day: DayOfWeek, outfit: PlannedOutfit) => void;
};

/** One weekday of a member's plan: the outfit's name, its items (slot, photo, name, colour), notes. */
export function OutfitDayCard({ day, isToday, canPlan, onPlan, onRemove }: Props) {
  const { t } = useTranslation();
  const { outfit } = day;
  const dayName = t(`clothing.outfits.days.${day.dayOfWeek}`);
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="sm"
      aria-labelledby={`outfit-${day.dayOfWeek}`}
      borderColor={isToday ? "brand.solid" : undefined}
      borderWidth={isToday ? "2px" : undefined}
      data-testid={`outfit-day-${day.dayOfWeek}`}
    >
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Card.Title as="h3" id={`outfit-${day.dayOfWeek}`} fontSize="md" textTransform="capitalize">
            {dayName}
          </Card.Title>
          {isToday && <Badge colorPalette="green">{t("common.dates.today")}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {outfit === null ? (
          <Text color="fg.muted" fontSize="sm">
            {t("clothing.outfits.nothingPlanned")}
          </Text>
        ) : (
          <>
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {outfit.name}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {outfitSlots.map((slot) => {
                const item = outfit[slot];
                if (item === null) return null;
                return (
                  <HStack as="li" key={slot} gap="2" align="center" data-testid={`outfit-slot-${slot}`}>
                    <ItemPhoto url={item.imageUrl ?? undefined} name={item.name} placeholder={Shirt} h="10" w="10" />
                    <Stack gap="0" minW="0" flex="1">
                      <Text fontSize="xs" color="fg.muted">
                        {t(`clothing.outfits.slots.${slot}`)}
                      </Text>
                      <Text fontSize="sm" lineClamp={2} overflowWrap="anywhere">
                        {item.color ? `${item.name} · ${item.color}` : item.name}
                      </Text>
                    </Stack>
                    {item.laundryStatus === "Needs Washing" && <LaundryBadge status={item.laundryStatus} />}
                  </HStack>
                );
              })}
            </Stack>
            {outfit.notes && (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
                {outfit.notes}
              </Text>
            )}
          </>
        )}
      </Card.Body>
      {canPlan && (
        <Card.Footer gap="1" flexWrap="wrap">
          <Button
            size="xs"
            variant="outline"
            colorPalette="green"
            aria-label={t(outfit ? "clothing.outfits.changeLabel" : "clothing.outfits.planLabel", { day: dayName })}
            onClick={() => onPlan(day.dayOfWeek, outfit)}
          >
            {outfit ? <Pencil aria-hidden /> : <CalendarPlus aria-hidden />}
            {t(outfit ? "clothing.outfits.change" : "clothing.outfits.plan")}
          </Button>
          {outfit && (
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t("clothing.outfits.removeLabel", { day: dayName })} onClick={() => onRemove(day.dayOfWeek, outfit)}>
              <Trash2 aria-hidden /> {t("clothing.outfits.remove")}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
