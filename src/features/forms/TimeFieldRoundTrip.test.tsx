// A time shown in the time field reads back as the same time in every language, for every minute of the
// day; and the ways people type a time are read as the parser claims (timeText.ts: the 24-hour clock with
// ":", ".", "h" or "Uhr", or the digits alone), while a 12-hour "pm" is refused with the event's time code.
import { act, fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, test } from "vitest";
import { calendarEventSchema } from "../../../convex/lib/calendarSchema";
import { Provider } from "../../components/ui/provider";
import { i18n } from "../../i18n";
import de from "../../i18n/de";
import en from "../../i18n/en";
import es from "../../i18n/es";
import fr from "../../i18n/fr";
import { TimeField } from "./TimeField";
import { readTimeText } from "./timeText";

const packs = { en, es, fr, de };
type Language = keyof typeof packs;
const languages = Object.keys(packs) as Language[];
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

type Values = { start: string };
const held: { form?: ReturnType<typeof useForm<Values>> } = {};
function TimeForm() {
  const f = useForm<Values>({ defaultValues: { start: "12:00" } });
  useEffect(() => {
    held.form = f;
  }, [f]);
  return <TimeField form={f} name="start" label="From" required />;
}

async function fieldIn(language: Language) {
  if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", packs[language].translation);
  await act(() => i18n.changeLanguage(language));
  const view = render(
    <Provider>
      <TimeForm />
    </Provider>,
  );
  return { input: screen.getByRole("textbox", { name: /From/ }), unmount: view.unmount };
}

/** What the form keeps once `text` is typed into the field. */
function typedValue(input: HTMLElement, text: string): string | undefined {
  fireEvent.change(input, { target: { value: text } });
  return held.form?.getValues("start");
}

afterEach(() => act(() => i18n.changeLanguage("en")));

describe("a stored time round-trips through the field", () => {
  test("every minute of the day reads back as itself", () => {
    for (let minute = 0; minute < 1440; minute++) expect(readTimeText(hhmm(minute))).toBe(hhmm(minute));
  });

  test("in each language, the field shows a stored HH:mm that, typed back, is the same HH:mm", async () => {
    for (const language of languages) {
      const { input, unmount } = await fieldIn(language);
      // Invariant: shown(stored) typed back === stored, whatever the minute.
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
          const stored = hhmm(minute);
          // Stored as a reset puts it (an event opened for editing), then read as shown.
          act(() => held.form?.reset({ start: stored }));
          const shown = (input as HTMLInputElement).value;
          expect(readTimeText(shown)).toBe(stored);
          expect(typedValue(input, shown)).toBe(stored);
          fireEvent.blur(input);
          expect(input).toHaveValue(stored);
        }),
        { numRuns: 60 },
      );
      unmount();
    }
  });
});

// Once the field has lost focus, every value set from outside is shown, also after the same one twice (the
// text once followed the value by state set in the render, and React dropped the text but kept the value).
test("a time set from outside is shown even after the same time was set twice", async () => {
  const { input } = await fieldIn("en");
  for (const stored of ["10:00", "11:00", "11:00", "23:49"]) {
    fireEvent.blur(input);
    act(() => held.form?.setValue("start", stored));
  }
  expect(held.form?.getValues("start")).toBe("23:49");
  expect(input).toHaveValue("23:49");
});

describe("what people type", () => {
  test("the hour alone, the digits alone, a colon or a dot", async () => {
    const { input } = await fieldIn("en");
    expect(["9", "930", "9:30", "09.30", "0930", " 9 : 30 "].map((text) => typedValue(input, text))).toEqual(["09:00", "09:30", "09:30", "09:30", "09:30", "09:30"]);
    expect(typedValue(input, "2130")).toBe("21:30");
    expect(typedValue(input, "0")).toBe("00:00");
  });

  test("French writes 21h30 and German 21.30 Uhr", async () => {
    const { input, unmount } = await fieldIn("fr");
    expect(["21h30", "21 h 30", "21h", "21H30"].map((text) => typedValue(input, text))).toEqual(["21:30", "21:30", "21:00", "21:30"]);
    unmount();
    const german = await fieldIn("de");
    expect(["21.30 Uhr", "21 Uhr", "21:30Uhr"].map((text) => typedValue(german.input, text))).toEqual(["21:30", "21:00", "21:30"]);
  });

  test("a 12-hour time, an hour or minute off the clock and words are kept as typed, and the event refuses them with its time code", async () => {
    const { input } = await fieldIn("en");
    const event = { name: "Swim", allDay: false, date: "2030-01-07", startTime: "09:00", endTime: "23:59", everyone: true, memberIds: [], repeat: { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 } };
    for (const text of ["9.30 pm", "9:30am", "24:00", "12:60", "12345", "930h", "half nine"]) {
      const kept = typedValue(input, text);
      expect(kept, text).toBe(text);
      const parsed = calendarEventSchema.safeParse({ ...event, startTime: kept });
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message]), text).toEqual([["startTime", "EVENT_TIME_REQUIRED"]]);
    }
    // Cleared, it is empty, not an old time, and refused the same way.
    expect(typedValue(input, "  ")).toBe("");
    expect(calendarEventSchema.safeParse({ ...event, startTime: "" }).error?.issues[0]?.message).toBe("EVENT_TIME_REQUIRED");
  });

  test("the refusal has words in all four languages", () => {
    for (const language of languages) {
      const entry = (packs[language].translation.errors as Record<string, { title?: string; description?: string } | string>).EVENT_TIME_REQUIRED;
      expect(entry, language).toBeTruthy();
    }
  });
});
