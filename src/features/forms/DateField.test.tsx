import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { i18n } from "../../i18n";
import de from "../../i18n/de";
import { DateField } from "./DateField";
import { readDayText } from "./dayText";

type Values = { day: string };

// The rendered form, for the test to read its values.
const held: { form?: ReturnType<typeof useForm<Values>> } = {};

function DayForm({ day, error, min }: { day: string; error?: string; min?: string }) {
  const f = useForm<Values>({ defaultValues: { day } });
  useEffect(() => {
    held.form = f;
    if (error) f.setError("day", { message: error });
  }, [f, error]);
  return <DateField form={f} name="day" label="Day" min={min} required />;
}

function renderDay(day: string, error?: string, min?: string) {
  render(
    <Provider>
      <DayForm day={day} error={error} min={min} />
    </Provider>,
  );
  return screen.getByRole("textbox", { name: /Day/ });
}

async function speak(language: "en" | "de") {
  if (language === "de" && !i18n.hasResourceBundle("de", "translation")) i18n.addResourceBundle("de", "translation", de.translation);
  await act(() => i18n.changeLanguage(language));
}

afterEach(() => speak("en"));

// jsdom has no ResizeObserver; the calendar's positioning asks for one.
beforeAll(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe("DateField", () => {
  test("German shows and reads dd.mm.yyyy; the form keeps yyyy-MM-dd", async () => {
    await speak("de");
    const input = renderDay("2030-01-02");
    expect(input).toHaveValue("02.01.2030");
    expect(input).toHaveAttribute("placeholder", "TT.MM.JJJJ");

    fireEvent.change(input, { target: { value: "15.03.2031" } });
    expect(held.form?.getValues("day")).toBe("2031-03-15");
    expect(input).toHaveValue("15.03.2031");
  });

  test("the calendar speaks German, starts on Monday, and a picked day is yyyy-MM-dd", async () => {
    await speak("de");
    const input = renderDay("2030-01-02");
    fireEvent.click(screen.getByRole("button", { name: "Kalender öffnen" }));
    const grid = await screen.findByRole("grid");
    expect(screen.getAllByText("Januar 2030")[0]).toBeVisible();
    const headers = Array.from(grid.querySelectorAll("thead th"), (th) => th.textContent);
    expect(headers).toEqual(["M", "D", "M", "D", "F", "S", "S"]);
    fireEvent.click(screen.getByRole("button", { name: /15\. Januar 2030/ }));
    await waitFor(() => expect(input).toHaveValue("15.01.2030"));
    expect(held.form?.getValues("day")).toBe("2030-01-15");
  });

  test("English is British: dd/mm/yyyy", () => {
    const input = renderDay("2030-01-02");
    expect(input).toHaveValue("02/01/2030");
    fireEvent.change(input, { target: { value: "5/3/31" } });
    expect(held.form?.getValues("day")).toBe("2031-03-05");
    // Tidied once the person moves on.
    fireEvent.blur(input);
    expect(input).toHaveValue("05/03/2031");
  });

  test("a pasted ISO day is read; a text that is no day is kept for the schema to refuse", () => {
    const input = renderDay("");
    fireEvent.change(input, { target: { value: "2031-03-15" } });
    expect(held.form?.getValues("day")).toBe("2031-03-15");
    fireEvent.change(input, { target: { value: "31/02/2031" } });
    expect(held.form?.getValues("day")).toBe("31/02/2031");
    expect(input).toHaveValue("31/02/2031");
    fireEvent.change(input, { target: { value: " " } });
    expect(held.form?.getValues("day")).toBe("");
  });

  test("a day typed before `min` stays as typed, for the schema to say why not; the calendar offers none of them", async () => {
    const input = renderDay("", undefined, "2030-01-10");
    fireEvent.change(input, { target: { value: "02/01/2030" } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole("button", { name: "Open calendar" }));
    expect(await screen.findByRole("button", { name: /2 January 2030, not available/ })).toHaveAttribute("aria-disabled", "true");
    expect(held.form?.getValues("day")).toBe("2030-01-02");
    expect(input).toHaveValue("02/01/2030");
  });

  test("a value set by the form shows in the reader's way", () => {
    const input = renderDay("2030-01-02");
    act(() => held.form?.reset({ day: "2029-12-24" }));
    expect(input).toHaveValue("24/12/2029");
  });

  test("the kit's behaviour: required, an error by code under it and describing it, a calendar button", async () => {
    const input = renderDay("", "DATE_REQUIRED");
    expect(input).toBeRequired();
    await screen.findByText("Date is required");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Date is required");
    expect(screen.getByRole("button", { name: "Open calendar" })).toBeInTheDocument();
  });
});

describe("readDayText", () => {
  test("each language's order and separators; not a day: null", () => {
    expect(readDayText("15.03.2031", "de")).toBe("2031-03-15");
    expect(readDayText("15/03/2031", "fr")).toBe("2031-03-15");
    expect(readDayText("15-3-2031", "es")).toBe("2031-03-15");
    expect(readDayText("2031-03-15", "en")).toBe("2031-03-15");
    expect(readDayText("29/02/2028", "en")).toBe("2028-02-29");
    expect(readDayText("29/02/2027", "en")).toBeNull();
    expect(readDayText("03/15/2031", "en")).toBeNull();
    expect(readDayText("15.03.203", "de")).toBeNull();
    expect(readDayText("morgen", "de")).toBeNull();
  });
});
