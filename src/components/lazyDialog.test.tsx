import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { notifyError } from "../features/feedback/notify";
import { initTestI18n } from "../test/i18n";
import { lazyDialog } from "./lazyDialog";

vi.mock("../features/feedback/notify", () => ({ notifyError: vi.fn() }));

function Shown({ open, label }: { open: boolean; label: string }) {
  return <p>{open ? `${label} open` : `${label} closed`}</p>;
}

describe("lazyDialog", () => {
  test("fetches nothing and renders nothing until first opened; then stays mounted when closed", async () => {
    const load = vi.fn(async () => ({ Shown }));
    const Dialog = lazyDialog(load, "Shown");
    const { rerender } = render(<Dialog open={false} label="Add task" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Add task/)).toBeNull();

    rerender(<Dialog open label="Add task" />);
    expect(await screen.findByText("Add task open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still there (it closes with its own animation), and not fetched again.
    rerender(<Dialog open={false} label="Add task" />);
    expect(screen.getByText("Add task closed")).toBeTruthy();
    rerender(<Dialog open label="Add task" />);
    expect(screen.getByText("Add task open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("reads whether it is open from its own props when told how", async () => {
    const load = vi.fn(async () => ({ Named: ({ member }: { member: string | null }) => <p>{member ?? "nobody"}</p> }));
    const Dialog = lazyDialog(load, "Named", (props) => props.member !== null);
    const { rerender } = render(<Dialog member={null} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog member="Sarah" />);
    expect(await screen.findByText("Sarah")).toBeTruthy();
  });

  test("a dialog whose code cannot be downloaded says so and stays closed; the page around it stays", async () => {
    await initTestI18n();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Dialog = lazyDialog(() => Promise.reject<{ Shown: typeof Shown }>(new TypeError("Importing a module script failed.")), "Shown");
    render(
      <>
        <p>The dashboard</p>
        <Dialog open label="Add task" />
      </>,
    );
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith("Error", "Part of the app could not be downloaded. Check the connection, then reload the page."),
    );
    expect(screen.getByText("The dashboard")).toBeTruthy();
    expect(screen.queryByText(/Add task/)).toBeNull();
  });
});
