import { Button, ButtonGroup, HStack, IconButton, Spinner, Stack, Text, useBreakpointValue } from "@chakra-ui/react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { CalendarArrowDown, CalendarSync, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { requirePage } from "../../auth/guards";
import { useSession } from "../../auth/useSession";
import { daysOf, stepDate, viewWindow } from "../../features/calendar/calendarDates";
import { calendarSearch, calendarViews, type CalendarView } from "../../features/calendar/calendarSearch";
import { useFamilyToday } from "../../features/dates/useToday";
import { PageHeader } from "../../features/layout/PageHeader";
import { useViewerSettings } from "../../features/preferences/ViewerSettings";
import { dateLocaleFor } from "../../i18n";
import { ListView, MonthView, WeekView, useDayFormat } from "./calendar/-components/CalendarViews";
import { EventDetailsDialog } from "./calendar/-components/EventDetailsDialog";
import { EventDialog } from "./calendar/-components/EventDialog";
import { ImportsDialog } from "./calendar/-components/ImportsDialog";
import { SubscribeDialog } from "./calendar/-components/SubscribeDialog";
import { entriesByDay, type Occurrence } from "./calendar/-components/entries";

export const Route = createFileRoute("/_guarded/calendar")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "calendar", { quiet: preload, cause }),
  validateSearch: calendarSearch,
  component: Calendar,
});

type Editing = { occurrence: Occurrence | null; date: string } | null;

/**
 * The family calendar: month, week with a column per person, the agenda (seven days from the
 * day shown) and one day. The view and day are in the URL; a phone opens on the agenda.
 */
function Calendar() {
  const { t, i18n } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const today = useFamilyToday();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const view: CalendarView = search.view ?? (phone ? "agenda" : "month");
  const date = search.date ?? today;
  const locale = dateLocaleFor(i18n.resolvedLanguage ?? "en");
  const weekStartsOn = locale?.options?.weekStartsOn ?? 1;
  const { from, to } = viewWindow(view, date, weekStartsOn);
  const range = useQuery(api.calendar.range, { from, to });
  const members = useQuery(api.members.list, {});
  const session = useSession();
  const settings = useViewerSettings();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Occurrence | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const [managingImports, setManagingImports] = useState(false);
  // The day the month grid's keys moved to in another month: focused once that month shows.
  const [gridFocus, setGridFocus] = useState<string | null>(null);
  const focused = () => setGridFocus(null);
  const fmtDay = useDayFormat();
  const days = daysOf(from, to);
  const byDay = range ? entriesByDay(range, days) : null;

  const go = (next: { view?: CalendarView; date?: string }) => void navigate({ search: { view, date, ...next } });
  const title =
    view === "month"
      ? fmtDay(date, "monthTitle", { heading: true })
      : view === "day"
        ? fmtDay(date, "dayWithYear", { heading: true })
        : t("calendar.range", { from: fmtDay(from, "rangeStart"), to: fmtDay(to, "rangeEnd") });
  const toMonthOf = (day: string) => {
    setGridFocus(day);
    go({ date: day });
  };
  const open = (occurrence: Occurrence) => (occurrence.canEdit ? setEditing({ occurrence, date: occurrence.date }) : setViewing(occurrence));
  const viewer = session.status === "signedIn" ? session.member : null;

  return (
    <>
      <PageHeader title={t("common.pages.calendar")} subtitle={t("calendar.subtitle")} />
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="2">
            <IconButton size="sm" variant="outline" aria-label={t("calendar.previous")} onClick={() => go({ date: stepDate(view, date, -1) })}>
              <ChevronLeft />
            </IconButton>
            <Button size="sm" variant="outline" onClick={() => go({ date: today })}>
              {t("common.dates.today")}
            </Button>
            <IconButton size="sm" variant="outline" aria-label={t("calendar.next")} onClick={() => go({ date: stepDate(view, date, 1) })}>
              <ChevronRight />
            </IconButton>
            <Text as="h2" fontWeight="semibold" fontSize={{ base: "md", md: "lg" }} aria-live="polite">
              {title}
            </Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t("calendar.views.label")}>
              {calendarViews.map((option) => (
                <Button key={option} aria-pressed={view === option} variant={view === option ? "solid" : "outline"} onClick={() => go({ view: option })}>
                  {t(`calendar.views.${option}`)}
                </Button>
              ))}
            </ButtonGroup>
            <Button size="sm" variant="outline" onClick={() => setSubscribing(true)}>
              <CalendarSync aria-hidden /> {t("calendar.feeds.button")}
            </Button>
            {viewer?.role === "admin" && (
              <Button size="sm" variant="outline" onClick={() => setManagingImports(true)}>
                <CalendarArrowDown aria-hidden /> {t("calendar.imports.open")}
              </Button>
            )}
            <Button size="sm" colorPalette="green" onClick={() => setEditing({ occurrence: null, date: date < today ? today : date })}>
              <Plus aria-hidden /> {t("calendar.add")}
            </Button>
          </HStack>
        </HStack>
        {range === undefined || members === undefined || byDay === null ? (
          <Spinner data-loading="" aria-label={t("calendar.loading")} />
        ) : (
          <>
            {range.truncated && <Text color="fg.warning">{t("calendar.truncated")}</Text>}
            {view === "month" && (
              <MonthView
                days={days}
                byDay={byDay}
                members={members}
                today={today}
                onOpen={open}
                onDay={(day) => go({ view: "day", date: day })}
                month={date.slice(0, 7)}
                cut={range.cut}
                onMonth={toMonthOf}
                focusDay={gridFocus}
                onFocused={focused}
              />
            )}
            {view === "week" && <WeekView days={days} byDay={byDay} members={members} today={today} onOpen={open} onDay={(day) => go({ view: "day", date: day })} />}
            {(view === "agenda" || view === "day") && (
              <ListView days={days} byDay={byDay} members={members} today={today} onOpen={open} onDay={(day) => go({ view: "day", date: day })} />
            )}
          </>
        )}
      </Stack>
      {editing && viewer && members && (
        <EventDialog
          occurrence={editing.occurrence}
          date={editing.date}
          members={members}
          viewerId={viewer._id}
          isAdmin={viewer.role === "admin"}
          mayPlanForEveryone={settings?.family.membersPlanForEveryone === true}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && members && <EventDetailsDialog occurrence={viewing} members={members} onClose={() => setViewing(null)} />}
      {subscribing && <SubscribeDialog onClose={() => setSubscribing(false)} />}
      {managingImports && members && <ImportsDialog members={members} onClose={() => setManagingImports(false)} />}
    </>
  );
}
