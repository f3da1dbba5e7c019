import { Badge, Box, Flex, HStack, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { format } from "date-fns";
import { useTranslation } from "react-i18next";
import { dateLocaleFor } from "../../i18n";
import { dateStyle } from "../dates/dateStyle";
import { localDay } from "./device/useToday";
import { capitalFirst, useFormat } from "../../i18n/format";
import { ConnectionIndicator } from "../connection/ConnectionIndicator";
import { useNow } from "./device";
import { FAMILY_SCREEN_LEAVE_PATH } from "./modeGuard";
import { distinctInitials } from "../members/initials";
import { MemberTile } from "./MemberTile";
import { ScreenSection } from "./ScreenSection";
import type { FamilyView as View, ScreenEvent, ScreenMember } from "./screenTypes";

type Props = {
  view: View;
  today: string;
  /** Set while the view is one kept from earlier (no connection yet): when it was current. */
  lastKnownAt: number | null;
  /** Absent while the view is a kept one: the tiles cannot open a PIN pad then. */
  onTapMember?: (member: ScreenMember) => void;
};

/**
 * The glanceable family view: the day and the time, whether it is live, each
 * member as a big tile with what they have to do today, and what is coming up.
 */
export function FamilyView({ view, today, lastKnownAt, onTapMember }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  // Told apart across the whole family: faces are how a child who cannot read finds themself.
  const initials = distinctInitials(view.members.map((member) => member.name));
  return (
    <Stack as="main" gap={{ base: "4", md: "6" }} px={{ base: "3", md: "8" }} py={{ base: "4", md: "6" }} maxW="8xl" mx="auto" minH="100dvh">
      <ScreenHeader familyName={view.familyName} now={now} lastKnownAt={lastKnownAt} />
      <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
        {t("familyScreen.view.tapHint")}
      </Text>
      {/* From 1024 px a column per person, four to six across; more wrap to a second row. */}
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, md: Math.min(Math.max(view.members.length, 1), 3), lg: Math.min(Math.max(view.members.length, 1), 6) }}
        gap={{ base: "3", md: "5", lg: "3", xl: "5" }} listStyleType="none" aria-label={t("familyScreen.view.membersLabel")}>
        {view.members.map((member, index) => (
          <MemberTile
            key={member._id}
            member={member}
            initials={initials[index]}
            today={today}
            todayEvents={view.events.filter((event) => isFor(event, member._id) && event.date <= today && (event.endDate ?? event.date) >= today)}
            locked={member.lockedUntil !== null && member.lockedUntil > now.getTime()}
            onTap={onTapMember && (() => onTapMember(member))}
          />
        ))}
      </SimpleGrid>
      <Events events={view.events} members={view.members} today={today} />
      <Box flex="1" />
      <ChakraLink asChild alignSelf="center" color="fg.muted" fontSize="sm" py="2">
        <Link to="/login" search={{ redirect: FAMILY_SCREEN_LEAVE_PATH }}>
          {t("familyScreen.view.leave")}
        </Link>
      </ChakraLink>
    </Stack>
  );
}

function ScreenHeader({ familyName, now, lastKnownAt }: { familyName: string; now: Date; lastKnownAt: number | null }) {
  const { t, i18n } = useTranslation();
  // The app's one date style, in its language, capitalised as the chore cards' day headings are.
  const today = localDay(now);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = capitalFirst(dateStyle(t, language, today).day(today), language);
  // The language's short time, as "Last updated" and the rest of the app write it (date-fns "p").
  const time = format(now, "p", { locale: dateLocaleFor(i18n.language) });
  return (
    <Flex as="header" gap="3" wrap="wrap" align="center" justify="space-between">
      <Stack gap="0" minW="0">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} data-testid="screen-date">
          {date}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: "md", md: "xl" }} truncate>
          {familyName}
        </Text>
      </Stack>
      <Stack gap="1" align={{ base: "flex-start", sm: "flex-end" }}>
        <Text as="time" fontSize={{ base: "3xl", md: "5xl" }} fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums" data-testid="screen-clock">
          {time}
        </Text>
        <ConnectionIndicator knownSince={lastKnownAt} />
      </Stack>
    </Flex>
  );
}

/** Whether an event of the week is for `memberId` (everyone's is). */
function isFor(event: ScreenEvent, memberId: string): boolean {
  return event.everyone || event.memberIds.includes(memberId as ScreenEvent["memberIds"][number]);
}

/** The next seven days from today, day by day, each event with its time and whom it is for. */
function Events({ events, members, today }: { events: View["events"]; members: ScreenMember[]; today: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const days = [...new Set(events.map((event) => event.date))];
  const namesOf = (event: ScreenEvent) =>
    event.everyone ? t("familyScreen.view.everyone") : members.filter((member) => isFor(event, member._id)).map((member) => member.name).join(" · ");
  return (
    <ScreenSection id="screen-events" title={t("familyScreen.view.events")} emptyText={t("familyScreen.view.noEvents")} isEmpty={events.length === 0}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {days.map((day) => (
          <Stack key={day} gap="2">
            <Badge colorPalette={day === today ? "green" : "gray"} size="lg" alignSelf="start">
              {day === today ? t("familyScreen.view.today") : fmt.cardDay(day)}
            </Badge>
            <Stack as="ul" gap="2" listStyleType="none">
              {events
                .filter((event) => event.date === day)
                .map((event) => (
                  <HStack as="li" key={event._id} align="start" gap="3" fontSize="lg">
                    <Text fontWeight="semibold" minW="14" fontVariantNumeric="tabular-nums">
                      {event.startTime ?? t("familyScreen.view.allDay")}
                    </Text>
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" overflowWrap="anywhere">
                        {event.title}
                      </Text>
                      <Text fontSize="md" color="fg.muted" overflowWrap="anywhere">
                        {namesOf(event)}
                      </Text>
                    </Stack>
                  </HStack>
                ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </ScreenSection>
  );
}
