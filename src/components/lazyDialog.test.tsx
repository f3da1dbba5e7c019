import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { lazyDialog } from "./lazyDialog";

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
});
