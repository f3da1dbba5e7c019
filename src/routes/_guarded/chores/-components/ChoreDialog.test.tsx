// The chore form refuses under the field that is wrong (who does it, the points) in the reader's
// language, and sends nothing while it does: a person sees what to change where they change it.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import type { Chore } from "../../../../features/chores/choreText";
import { i18n } from "../../../../i18n";
import de from "../../../../i18n/de";
import en from "../../../../i18n/en";
import es from "../../../../i18n/es";
import fr from "../../../../i18n/fr";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { ChoreDialog } from "./ChoreDialog";

const calls = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn() }));

vi.mock("convex/react", async () => {
  const { getFunctionName: nameOf } = await import("convex/server");
  return {
    useQuery: () => undefined,
    useMutation: (ref: Parameters<typeof nameOf>[0]) => (nameOf(ref) === "chores:createChore" ? calls.create : nameOf(ref) === "chores:updateChore" ? calls.update : vi.fn()),
  };
});
vi.mock("../../../../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), notifyFailure: vi.fn() }));

const member = (id: string, name: string) => ({ _id: id, _creationTime: 0, name, memberType: "Son", role: "member", status: "online", color: "blue" }) as MemberView;
const family = [member("m1", "Emma"), member("m2", "Sam"), member("m3", "Max")];
// Monday 7 January 2030.
const today = "2030-01-07";

const packs = { en, es, fr, de } as const;
type Language = keyof typeof packs;
type Pack = (typeof packs)[Language]["translation"];

async function speak(language: Language) {
  if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", packs[language].translation);
  await act(() => i18n.changeLanguage(language));
}

beforeEach(() => {
  calls.create.mockReset().mockResolvedValue(null);
  calls.update.mockReset().mockResolvedValue(null);
});
afterEach(() => speak("en"));

// A rotation of Emma and Sam after Sam was taken out of the family: a person leaves each chore's
// people, so the chore comes back to its form with one person left (or a one-person chore with none).
const leftWithEmma: Chore = {
  _id: "c1" as Id<"chores">,
  title: "Feed the cat",
  icon: "cat",
  partOfDay: "morning",
  points: 5,
  needsApproval: false,
  photoProof: false,
  schedule: { kind: "repeat", start: "2030-01-01", repeat: { freq: "weekly", interval: 1, byDay: ["TU", "FR"] } },
  months: [],
  missable: true,
  assignment: "rotation",
  rotateBy: "occurrence",
  paused: false,
  people: [{ _id: "m1" as Id<"members">, name: "Emma", color: "pink" }],
  skips: [],
  occurrences: [],
};

/** The form of a saved chore, opened to change it. */
async function edit(pack: Pack, chore: Chore) {
  await renderInRouter(<ChoreDialog chore={chore} today={today} members={family} onClose={vi.fn()} />);
  return (await screen.findByText(pack.chores.edit)).closest<HTMLElement>("[role=dialog]")!;
}

// Queries by label and text, not by role: the form is long (twenty pictures, twelve months) and
// role queries over it cost seconds a test on a loaded machine.

/** A new chore's form, its title typed, `people` ticked and shared as `assignment` (labels from `pack`). */
async function fill(pack: Pack, assignment: "fixed" | "rotation", people: string[]) {
  await renderInRouter(<ChoreDialog chore={null} today={today} members={family} onClose={vi.fn()} />);
  const dialog = (await screen.findByText(pack.chores.add)).closest<HTMLElement>("[role=dialog]")!;
  fireEvent.change(within(dialog).getByLabelText(pack.chores.form.title, { exact: false }), { target: { value: "Feed the cat" } });
  if (assignment === "rotation") await click(within(dialog).getByLabelText(pack.chores.form.assignmentChoices.rotation));
  for (const name of people) await click(within(dialog).getByLabelText(name));
  return dialog;
}

// Each tick is its own act: the checkbox reports its change after the click's event, and a next
// click before the form has taken it would start from the list as it was (no person clicks that fast).
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const save = (dialog: HTMLElement, pack: Pack) => fireEvent.click(within(dialog).getByText(pack.chores.save).closest("button")!);
const peopleOf = (dialog: HTMLElement, pack: Pack) => within(dialog).getByText(pack.chores.form.people).closest<HTMLElement>("fieldset")!;
const pointsOf = (dialog: HTMLElement, pack: Pack) => within(dialog).getByLabelText(pack.chores.form.points, { exact: false });

describe("<ChoreDialog> refusals sit under their own field, and nothing is sent", () => {
  test("one person's chore with two people ticked: CHORE_ONE_PERSON under Who does it?", async () => {
    const dialog = await fill(en.translation, "fixed", ["Emma", "Sam"]);
    save(dialog, en.translation);
    expect(await within(peopleOf(dialog, en.translation)).findByText(en.translation.errors.CHORE_ONE_PERSON.message)).toBeInTheDocument();
    // Only that field is wrong: the Points field says nothing.
    expect(pointsOf(dialog, en.translation)).not.toHaveAttribute("aria-invalid", "true");
    expect(calls.create).not.toHaveBeenCalled();
  });

  test("turns with one person ticked: CHORE_ROTATION_PEOPLE under Who does it?, and a second person lets it save", async () => {
    const dialog = await fill(en.translation, "rotation", ["Emma"]);
    save(dialog, en.translation);
    expect(await within(peopleOf(dialog, en.translation)).findByText(en.translation.errors.CHORE_ROTATION_PEOPLE.message)).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
    // The refusal is about the count, not the form: with two it goes.
    await click(within(dialog).getByLabelText("Sam"));
    save(dialog, en.translation);
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.create.mock.calls[0][0].chore).toMatchObject({ assignment: "rotation", memberIds: ["m1", "m2"] });
  });

  test("a one-person chore whose person left: CHORE_PEOPLE_REQUIRED under Who does it?", async () => {
    const dialog = await edit(en.translation, { ...leftWithEmma, assignment: "fixed", people: [] });
    save(dialog, en.translation);
    expect(await within(peopleOf(dialog, en.translation)).findByText(en.translation.errors.CHORE_PEOPLE_REQUIRED.message)).toBeInTheDocument();
    expect(calls.update).not.toHaveBeenCalled();
  });

  test("Points emptied: FIELD_REQUIRED under Points (not saved as 0), nothing under Who does it?", async () => {
    const dialog = await fill(en.translation, "fixed", ["Emma"]);
    const points = pointsOf(dialog, en.translation);
    fireEvent.change(points, { target: { value: "" } });
    save(dialog, en.translation);
    await waitFor(() => expect(points).toHaveAccessibleDescription(en.translation.errors.FIELD_REQUIRED.message));
    expect(points).toHaveAttribute("aria-invalid", "true");
    expect(within(peopleOf(dialog, en.translation)).queryByText(en.translation.errors.CHORE_ONE_PERSON.message)).toBeNull();
    expect(calls.create).not.toHaveBeenCalled();
  });

  test("a chore always repeats: the calendar rule offers no \"Does not repeat\", so CHORE_REPEAT_REQUIRED cannot be reached from the form", async () => {
    const dialog = await fill(en.translation, "fixed", ["Emma"]);
    const freq = within(dialog).getByLabelText<HTMLSelectElement>(en.translation.calendar.repeat.freq);
    const offered = [...freq.querySelectorAll("option")].map((option) => [option.value, option.textContent]);
    expect(offered).toEqual(["daily", "weekly", "monthly", "yearly"].map((f) => [f, en.translation.calendar.repeat.freqs[f as "daily"]]));
    save(dialog, en.translation);
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.create.mock.calls[0][0].chore.repeat).toMatchObject({ freq: "daily" });
  });

  // English is the test above; a render costs seconds here.
  test.each(["es", "fr", "de"] as const)("a rotation left with one person is refused in %s too, from its translation pack", async (language) => {
    await speak(language);
    const pack = packs[language].translation;
    const dialog = await edit(pack, leftWithEmma);
    save(dialog, pack);
    expect(await within(peopleOf(dialog, pack)).findByText(pack.errors.CHORE_ROTATION_PEOPLE.message)).toBeInTheDocument();
    // The packs differ from English (a missing key would fall back and still pass).
    expect(pack.errors.CHORE_ROTATION_PEOPLE.message).not.toBe(en.translation.errors.CHORE_ROTATION_PEOPLE.message);
    expect(calls.update).not.toHaveBeenCalled();
  });
});
