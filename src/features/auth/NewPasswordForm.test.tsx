import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { initTestI18n } from "../../test/i18n";
import { NewPasswordForm } from "./NewPasswordForm";

vi.mock("../feedback/notify", () => ({ notifyError: vi.fn() }));

beforeAll(initTestI18n);

function renderForm(onSubmit: (input: { code: string; newPassword: string }) => unknown) {
  render(
    <Provider>
      <NewPasswordForm askForCode={false} busy={false} error={null} onSubmit={onSubmit} />
    </Provider>,
  );
  const password = screen.getByLabelText(/^New password/);
  const confirmation = screen.getByLabelText(/^Confirm/);
  return {
    password,
    confirmation,
    /** Types both passwords and submits. */
    send(typed?: [string, string]) {
      if (typed) {
        fireEvent.change(password, { target: { value: typed[0] } });
        fireEvent.change(confirmation, { target: { value: typed[1] } });
      }
      fireEvent.submit(password.closest("form")!);
    },
  };
}

describe("the new-password form, on the kit's fields without react-hook-form", () => {
  test("two different passwords: said under the confirmation, which takes the focus; nothing is sent", () => {
    const onSubmit = vi.fn();
    const { password, confirmation, send } = renderForm(onSubmit);
    send(["long-enough", "long-enougj"]);
    expect(confirmation).toBeInvalid();
    expect(confirmation).toHaveAccessibleDescription("Please make sure your passwords match");
    expect(confirmation).toHaveFocus();
    expect(password).toBeValid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("too short: said under the password, in place of its hint", () => {
    const { password, send } = renderForm(vi.fn());
    send(["short", "short"]);
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription("Password must be at least 8 characters long");
    expect(password).toHaveFocus();
  });

  test("a second submit while the first is on its way is ignored", async () => {
    let answer = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { send } = renderForm(onSubmit);
    send(["long-enough", "long-enough"]);
    send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    send();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
