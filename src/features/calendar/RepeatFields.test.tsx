// The weekly "On" days follow the start date the person types, until they pick days themself.
import { fireEvent, render, screen } from "@testing-library/react";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { repeatFormOf, type RepeatForm } from "../../../convex/lib/calendarSchema";
import { Provider } from "../../components/ui/provider";
import { RepeatFields } from "./RepeatFields";

function Harness({ start }: { start: string }) {
  const form = useForm<{ repeat: RepeatForm }>({ defaultValues: { repeat: { ...repeatFormOf(undefined, "2027-03-01"), freq: "weekly" } } });
  const byDay = useWatch({ control: form.control, name: "repeat.byDay" });
  return (
    <>
      <RepeatFields form={form} start={start} />
      <output aria-label="chosen days">{byDay.join(",")}</output>
    </>
  );
}

const chosen = () => screen.getByLabelText("chosen days").textContent;

describe("the weekly days", () => {
  test("a start moved from Monday 1 March to Saturday 6 March repeats on Saturdays", () => {
    const { rerender } = render(<Harness start="2027-03-01" />, { wrapper: Provider });
    expect(chosen()).toBe("MO");
    rerender(<Harness start="2027-03-06" />);
    expect(chosen()).toBe("SA");
    expect(screen.getByRole("button", { pressed: true }).textContent).toMatch(/^Sa/);
  });

  test("days the person picked stay when the start moves", () => {
    const { rerender } = render(<Harness start="2027-03-01" />, { wrapper: Provider });
    fireEvent.click(screen.getAllByRole("button", { pressed: false })[0]);
    expect(chosen()).toBe("MO,TU");
    rerender(<Harness start="2027-03-06" />);
    expect(chosen()).toBe("MO,TU");
  });

  test("each day toggle shows its short name and is named in full", () => {
    render(<Harness start="2027-03-01" />, { wrapper: Provider });
    const monday = screen.getByRole("button", { name: "Monday" });
    expect(monday).toHaveAttribute("aria-pressed", "true");
    expect(monday.textContent).toMatch(/^Mo/);
    for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) expect(screen.getByRole("button", { name: day })).toBeInTheDocument();
  });
});
