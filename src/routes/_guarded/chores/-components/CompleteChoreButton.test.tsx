// Ticking off a chore on the chores page says so in the chore's words, not a task's, and says whether it waits for an admin.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, expect, test, vi } from "vitest";
import { notifySuccess } from "../../../../features/feedback/notify";
import { i18n } from "../../../../i18n";
import de from "../../../../i18n/de";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { CompleteChoreButton } from "./CompleteChoreButton";

const calls: { name: string; args: unknown }[] = [];
vi.mock("convex/react", () => ({
  useMutation: (mutation: Parameters<typeof getFunctionName>[0]) => (args: unknown) => {
    calls.push({ name: getFunctionName(mutation), args });
    return Promise.resolve(null);
  },
  useAction: () => () => Promise.resolve(null),
}));
vi.mock("../../../../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), notifyFailure: vi.fn() }));

beforeEach(() => {
  calls.length = 0;
  vi.mocked(notifySuccess).mockClear();
});

async function completeOnce(needsApproval: boolean) {
  await renderInRouter(<CompleteChoreButton taskId="t1" title="Feed the cat" day="Today" photoProof={false} needsApproval={needsApproval} />);
  const button = screen.getByRole("button", { name: /Feed the cat/ });
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1));
  expect(calls).toEqual([{ name: "tasks:completeTask", args: { taskId: "t1" } }]);
}

test("a chore done is 'Chore done' with its name; a double click completes it once", async () => {
  await completeOnce(false);
  expect(notifySuccess).toHaveBeenCalledWith("Chore done", "“Feed the cat” is done.");
});

test("one an admin approves says it waits for them", async () => {
  await completeOnce(true);
  expect(notifySuccess).toHaveBeenCalledWith("Chore done", "“Feed the cat” is done and waits for an admin's approval.");
});

test("in German too", async () => {
  if (!i18n.hasResourceBundle("de", "translation")) i18n.addResourceBundle("de", "translation", de.translation);
  await i18n.changeLanguage("de");
  try {
    await completeOnce(false);
    expect(notifySuccess).toHaveBeenCalledWith("Hausarbeit erledigt", "„Feed the cat“ ist erledigt.");
  } finally {
    await i18n.changeLanguage("en");
  }
});
