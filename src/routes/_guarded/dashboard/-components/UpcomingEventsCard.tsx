import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { useFormat } from "../../../../i18n/format";

export function UpcomingEventsCard() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const today = useFamilyToday();
  const events = useQuery(api.events.upcoming, { today });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t("dashboard.events.title")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {events === undefined ? (
          <span data-loading="" />
        ) : events.length === 0 ? (
          <Text color="fg.muted">{t("dashboard.events.empty")}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {events.map((event) => (
              <HStack as="li" key={event._id} align="start" gap="3">
                <Badge colorPalette={event.date === today ? "green" : "gray"} minW="14" justifyContent="center">
                  {event.date === today ? t("common.dates.today") : fmt.cardDay(event.date)}
                </Badge>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {event.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {event.description}
                  </Text>
                  {event.location && (
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {t("dashboard.events.where", { location: event.location })}
                    </Text>
                  )}
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
