import { Input } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Provider } from "../../components/ui/provider";
import { FormField } from "./FormField";

function renderField(error: string | undefined) {
  render(
    <Provider>
      <FormField id="f-name" label="Name" error={error} help="As the family calls it" required>
        {(input) => <Input {...input} />}
      </FormField>
    </Provider>,
  );
  return screen.getByRole("textbox", { name: /Name/ });
}

describe("FormField", () => {
  test("valid: a required control described by its help", () => {
    const input = renderField(undefined);
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("As the family calls it");
  });

  test("invalid: the error code in the reader's words replaces the help", () => {
    const input = renderField("NAME_TOO_LONG");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Names and titles can be at most 100 characters long");
    expect(screen.queryByText("As the family calls it")).toBeNull();
  });

  test("a hidden label still names the control", () => {
    render(
      <Provider>
        <FormField id="f-comment" label="Write a comment" labelHidden error={undefined}>
          {(input) => <Input placeholder="Say something" {...input} />}
        </FormField>
      </Provider>,
    );
    expect(screen.getByRole("textbox", { name: "Write a comment" })).toBeVisible();
    expect(getComputedStyle(screen.getByText("Write a comment")).position).toBe("absolute");
  });
});
