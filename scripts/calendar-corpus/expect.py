#!/usr/bin/python3
"""What an independent reader finds in each calendar of tests/calendar-corpus.

For every corpus file, every window chosen below and both family zones, lists the occurrences
that Debian's python3-icalendar 4.0.3 with python3-recurring-ical-events 2.0.1 finds, on the
family's calendar: the day (and last day when it ends on a later one), the wall-clock start
and end in the family's zone for a timed occurrence (a floating time is the family's own
clock), and the title. Writes convex/calendarCorpus/<file>.json, which
convex/calendarCorpus.test.ts compares our import with.

Two readings are ours, not the reader's: an occurrence with STATUS:CANCELLED, which it hands
back with that status, is left out (a calendar hides it); and a midnight UTC RECURRENCE-ID of
an all-day series names that day (day_series below). And 2.0.1 ignores RANGE=THISANDFUTURE
(it changes that one occurrence only): this_and_future below applies RFC 5545 3.8.4.4 to what
it finds, so the expectations are the RFC's reading, as our import's.

Run from the repository root with Debian's python (not a pyenv one):

    /usr/bin/python3 scripts/calendar-corpus/expect.py
"""
import datetime as dt
import json
import os
import sys
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "calendar-corpus")
OUT = os.path.join(ROOT, "convex", "calendarCorpus")
ZONES = ["Europe/London", "America/Los_Angeles"]
# Our import keeps an event at most this many days long (lib/calendarSchema.ts EVENT_DAYS_MAX).
EVENT_DAYS_MAX = 62
NAME_MAX_LENGTH = 100

# Windows of at most 62 days (the calendar's longest), over each file's interesting parts.
WINDOWS = {
    "holiday-calendar-sa--SA-School-Terms-Holidays.ics": [("2025-01-01", "2025-02-28"), ("2025-06-01", "2025-07-31"), ("2025-12-01", "2026-01-31")],
    # A daily COUNT=7 with two EXDATEs, in Brisbane's own VTIMEZONE.
    "ical4j--EXDATE.ics": [("2005-12-25", "2006-01-20")],
    "ical4j--Packers.ics": [("2005-09-01", "2005-10-31"), ("2005-11-01", "2005-12-31")],
    # Weekday standup across Australia's April DST change (Sydney leaves summer time 5 April 2009).
    "ical4j--Standup.ics": [("2009-03-10", "2009-04-30")],
    "ical4j--blalor.ics": [("2004-02-01", "2004-04-01"), ("2004-04-02", "2004-06-01")],
    # Dates without VALUE=DATE, moved holidays (RECURRENCE-ID) and yearly rules.
    "ical4j--google_aus_holidays.ics": [("2006-01-01", "2006-02-28"), ("2006-03-01", "2006-04-30"), ("2006-12-01", "2007-01-31")],
    "icalendar--created_calendar_with_unicode_fields.ics": [("2010-10-01", "2010-10-31")],
    "icalendar--issue_836_do_not_quote_tzid.ics": [("2024-10-20", "2024-11-20")],
    "recurring-ical-events--Germany.ics": [("2019-04-01", "2019-05-31"), ("2020-12-01", "2021-01-31")],
    "recurring-ical-events--issue_18_cancel_status.ics": [("2020-01-25", "2020-02-05")],
    # A daily series to a floating UNTIL, one EXDATE in UTC.
    "recurring-ical-events--issue_27_t1.ics": [("2020-04-20", "2020-05-10")],
    # Fortnightly all-day bins over the March and October changes, moved ones.
    "recurring-ical-events--issue_28_rrule_with_UTC_endinginZ.ics": [("2020-03-25", "2020-05-25"), ("2020-08-01", "2020-09-30")],
    # Chicago weekly series across the November DST change.
    "recurring-ical-events--issue_48_dst.ics": [("2020-10-15", "2020-12-15")],
    "recurring-ical-events--issue_62_moved_event.ics": [("2021-11-01", "2022-01-01")],
    "recurring-ical-events--issue_75_range_parameter.ics": [("2024-09-01", "2024-10-31")],
    "recurring-ical-events--machbar_16_feb_2019.ics": [("2019-02-10", "2019-04-10"), ("2019-04-11", "2019-06-10")],
    "recurring-ical-events--rdate_hackerpublicradio.ics": [("2014-03-01", "2014-04-30"), ("2014-05-01", "2014-06-30")],
    "recurring-ical-events--recurring_events_moved.ics": [("2019-03-01", "2019-04-15")],
}


def day(text):
    return dt.date.fromisoformat(text)


def clip(name):
    text = str(name or "").replace("\r\n", "\n").replace("\r", "\n").strip()
    return text if len(text) <= NAME_MAX_LENGTH else text[: NAME_MAX_LENGTH - 1] + "…"


def occurrence(event, zone):
    """One occurrence on the family's calendar, or None when it cannot be placed."""
    start = event["DTSTART"].dt
    end = event["DTEND"].dt if "DTEND" in event else None
    if end is None and "DURATION" in event:
        end = start + event["DURATION"].dt
    name = clip(event.get("SUMMARY"))
    if not isinstance(start, dt.datetime):
        last = start
        if isinstance(end, dt.date) and not isinstance(end, dt.datetime) and end > start:
            last = end - dt.timedelta(days=1)
        last = min(last, start + dt.timedelta(days=EVENT_DAYS_MAX - 1))
        out = {"date": start.isoformat(), "name": name}
        if last > start:
            out["endDate"] = last.isoformat()
        return out
    family = ZoneInfo(zone)

    def local(moment):
        # A floating time is the family's own wall clock.
        return moment.replace(tzinfo=family) if moment.tzinfo is None else moment.astimezone(family)

    begin = local(start)
    finish = local(end) if isinstance(end, dt.datetime) else begin
    if finish < begin:
        finish = begin
    if finish - begin > dt.timedelta(days=EVENT_DAYS_MAX):
        finish = (begin.astimezone(dt.timezone.utc) + dt.timedelta(days=EVENT_DAYS_MAX)).astimezone(family)
    last = (finish.astimezone(dt.timezone.utc) - dt.timedelta(minutes=1)).astimezone(family).date() if finish > begin else begin.date()
    out = {"date": begin.date().isoformat(), "startTime": begin.strftime("%H:%M"), "endTime": finish.strftime("%H:%M"), "name": name}
    if last > begin.date():
        out["endDate"] = last.isoformat()
    return out


def day_series(calendar):
    """A changed occurrence of an all-day series that names it by a midnight date-time (Google,
    2006: RECURRENCE-ID:20060101T000000Z for the 1 January of a DATE series) names that day.
    This reader matches the TZID form but not the UTC one, and would show the day twice."""
    all_day = {str(c["UID"]) for c in calendar.walk("VEVENT") if "UID" in c and "RECURRENCE-ID" not in c and not isinstance(c["DTSTART"].dt, dt.datetime)}
    for component in calendar.walk("VEVENT"):
        if "RECURRENCE-ID" not in component or str(component.get("UID")) not in all_day:
            continue
        moment = component["RECURRENCE-ID"].dt
        if isinstance(moment, dt.datetime) and moment.time() == dt.time(0):
            del component["RECURRENCE-ID"]
            component.add("RECURRENCE-ID", moment.date())


def futures_of(calendar):
    """Each uid's RECURRENCE-ID;RANGE=THISANDFUTURE overrides, by their RECURRENCE-ID, latest last."""
    out = {}
    for component in calendar.walk("VEVENT"):
        rid = component.get("RECURRENCE-ID")
        if rid is None or str(rid.params.get("RANGE", "")).upper() != "THISANDFUTURE":
            continue
        out.setdefault(str(component.get("UID")), []).append(component)
    for overrides in out.values():
        overrides.sort(key=lambda c: instant(c["RECURRENCE-ID"].dt, dt.timezone.utc))
    return out


def instant(value, zone):
    """A date or date-time as a comparable moment: a date is its midnight, a floating time is `zone`'s."""
    if not isinstance(value, dt.datetime):
        return dt.datetime.combine(value, dt.time(0), tzinfo=dt.timezone.utc)
    return value.replace(tzinfo=zone) if value.tzinfo is None else value


def this_and_future(found, futures, zone):
    """RFC 5545 3.8.4.4 on what 2.0.1 found: an occurrence of the series itself (no RECURRENCE-ID)
    at or after a RANGE=THISANDFUTURE override's RECURRENCE-ID is moved by as much as that
    override moved its own (DTSTART - RECURRENCE-ID), takes its length, and its title, place and
    notes; the latest such override before it wins; one cancelled calls the rest off. Changed
    occurrences (the override itself, a plain RECURRENCE-ID after it) are left as 2.0.1 found them.
    Applied only to files with RANGE=THISANDFUTURE; nothing else is touched."""
    family = ZoneInfo(zone)
    out = []
    for event in found:
        overrides = futures.get(str(event.get("UID")))
        if not overrides or "RECURRENCE-ID" in event:
            out.append(event)
            continue
        start = event["DTSTART"].dt
        applying = [c for c in overrides if instant(c["RECURRENCE-ID"].dt, family) <= instant(start, family) and isinstance(c["DTSTART"].dt, dt.datetime) == isinstance(start, dt.datetime)]
        if not applying:
            out.append(event)
            continue
        override = applying[-1]
        if str(override.get("STATUS", "")).upper() == "CANCELLED":
            continue
        own_start = override["DTSTART"].dt
        own_end = override["DTEND"].dt if "DTEND" in override else own_start + (override["DURATION"].dt if "DURATION" in override else dt.timedelta(0))
        moved = instant(own_start, family) - instant(override["RECURRENCE-ID"].dt, family)
        changed = icalendar.Event()
        for name in ("UID", "SUMMARY", "LOCATION", "DESCRIPTION"):
            if name in override:
                changed[name] = override[name]
        new_start = start + moved if isinstance(start, dt.datetime) else start + dt.timedelta(days=moved.days)
        changed.add("DTSTART", new_start)
        changed.add("DTEND", new_start + (instant(own_end, family) - instant(own_start, family)))
        out.append(changed)
    return out


def order(item):
    return (item["date"], item.get("startTime", ""), item["name"], item.get("endDate", ""), item.get("endTime", ""))


def main():
    os.makedirs(OUT, exist_ok=True)
    names = sorted(f for f in os.listdir(CORPUS) if f.endswith(".ics"))
    missing = [f for f in names if f not in WINDOWS]
    if missing:
        sys.exit(f"no window for {missing}")
    for name in names:
        with open(os.path.join(CORPUS, name), "rb") as handle:
            calendar = icalendar.Calendar.from_ical(handle.read())
        # An event without DTSTART has no place on a calendar (our import leaves it out and
        # says so); this reader would stop at it, so it is taken out first.
        calendar.subcomponents = [c for c in calendar.subcomponents if c.name != "VEVENT" or "DTSTART" in c]
        day_series(calendar)
        futures = futures_of(calendar)
        # Occurrences a THISANDFUTURE override moves into a window are looked for that much further out.
        reach = max([abs((instant(c["DTSTART"].dt, dt.timezone.utc) - instant(c["RECURRENCE-ID"].dt, dt.timezone.utc)).days) + 1 for cs in futures.values() for c in cs] or [0])
        windows = []
        for first, last in WINDOWS[name]:
            window = {"from": first, "to": last}
            for zone in ZONES:
                # A few days either side, then kept by the family's days (what a view shows).
                found = recurring_ical_events.of(calendar).between(day(first) - dt.timedelta(days=EVENT_DAYS_MAX + 2 + reach), day(last) + dt.timedelta(days=3 + reach))
                found = this_and_future(found, futures, zone)
                kept = []
                for event in found:
                    # This reader hands a cancelled occurrence back with its STATUS; a calendar hides it.
                    if str(event.get("STATUS", "")).upper() == "CANCELLED":
                        continue
                    item = occurrence(event, zone)
                    if item is not None and item["date"] <= last and item.get("endDate", item["date"]) >= first:
                        kept.append(item)
                window[zone] = sorted(kept, key=order)
            windows.append(window)
        with open(os.path.join(OUT, name.removesuffix(".ics") + ".json"), "w", encoding="utf-8") as handle:
            json.dump({"file": name, "reader": "python3-icalendar 4.0.3 + python3-recurring-ical-events 2.0.1", "windows": windows}, handle, ensure_ascii=False, indent=1)
            handle.write("\n")
        print(name, [len(w[zone]) for w in windows for zone in ZONES])


if __name__ == "__main__":
    main()
