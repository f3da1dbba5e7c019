import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { ConfirmDialog } from "./ConfirmDialog";

function renderDialog(onConfirm: () => Promise<void>, onClose = vi.fn()) {
  render(
    <Provider>
      <ConfirmDialog open title="Delete Kitchen?" confirmLabel="Delete Room" destructive onConfirm={onConfirm} onClose={onClose}>
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </Provider>,
  );
  return { onClose, dialog: screen.getByRole("alertdialog", { name: "Delete Kitchen?" }) };
}

/** The dialog listens for Escape from the frame after it opens. */
const listening = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("ConfirmDialog", () => {
  // Cancel is focused first when there is no close button (jsdom has no layout to focus by; the browser tests check it).
  test("an alert dialog named by its question, with no close button", () => {
    const { dialog } = renderDialog(async () => {});
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  test("Cancel closes without confirming", async () => {
    const onConfirm = vi.fn(async () => {});
    const { onClose } = renderDialog(onConfirm);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test("Escape closes too", async () => {
    const { onClose, dialog } = renderDialog(async () => {});
    await listening();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  test("while the answer is on its way both buttons wait and Escape does not close", async () => {
    let settle = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { onClose, dialog } = renderDialog(onConfirm);
    fireEvent.click(screen.getByRole("button", { name: "Delete Room" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled());
    // The label stays (hidden behind the spinner), so the button is found by its text.
    expect(screen.getByText("Delete Room").closest("button")).toBeDisabled();
    await listening();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await listening();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => settle());
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });
});
