// Times are typed and shown on the 24-hour clock whatever the browser's locale (a native time
// input showed "05:00 PM" in an en-US or en-GB Chrome); what is no time stays for the schema to refuse.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { Provider } from "../../components/ui/provider";
import { TimeField } from "./TimeField";
import { readTimeText } from "./timeText";

type Values = { start: string };
const held: { form?: ReturnType<typeof useForm<Values>> } = {};

function TimeForm({ start }: { start: string }) {
  const f = useForm<Values>({ defaultValues: { start } });
  useEffect(() => {
    held.form = f;
  }, [f]);
  return <TimeField form={f} name="start" label="From" required />;
}

function renderTime(start: string) {
  render(
    <Provider>
      <TimeForm start={start} />
    </Provider>,
  );
  return screen.getByRole("textbox", { name: /From/ });
}

describe("reading a typed time", () => {
  test("the ways a 24-hour time is written, and what is none", () => {
    expect(["17:30", "17.30", "17h30", "17 h 30", "1730", "17:30 Uhr"].map(readTimeText)).toEqual(Array(6).fill("17:30"));
    expect(readTimeText("9")).toBe("09:00");
    expect(readTimeText("9:05")).toBe("09:05");
    expect(["24:00", "17:60", "5pm", "", "soon"].map(readTimeText)).toEqual([null, null, null, null, null]);
  });
});

describe("the time field", () => {
  test("shows the stored time on the 24-hour clock, not the browser's 12-hour one", () => {
    expect(renderTime("17:00")).toHaveValue("17:00");
  });

  test("a typed time is kept as HH:mm and tidied on leaving; the arrows step it", () => {
    const input = renderTime("17:00");
    fireEvent.change(input, { target: { value: "9" } });
    expect(held.form?.getValues("start")).toBe("09:00");
    fireEvent.blur(input);
    expect(input).toHaveValue("09:00");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(held.form?.getValues("start")).toBe("09:05");
    fireEvent.keyDown(input, { key: "ArrowDown", shiftKey: true });
    expect(input).toHaveValue("08:05");
  });

  test("what is no time is kept as typed, for the schema to refuse under the field", async () => {
    const input = renderTime("17:00");
    fireEvent.change(input, { target: { value: "5pm" } });
    expect(held.form?.getValues("start")).toBe("5pm");
    await act(async () => held.form?.setError("start", { message: "Enter a time" }));
    expect(input).toHaveAccessibleDescription(/Enter a time/);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });
});
