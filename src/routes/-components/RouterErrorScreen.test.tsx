import { render, screen } from "@testing-library/react";
import { householdError } from "../../../convex/lib/errors";
import { beforeAll, describe, expect, test } from "vitest";
import { Provider } from "../../components/ui/provider";
import { initTestI18n } from "../../test/i18n";
import { RouterErrorScreen, describeRouteError } from "./RouterErrorScreen";

beforeAll(initTestI18n);

describe("RouterErrorScreen", () => {
  test("shows the spec's heading and the error's message", () => {
    render(
      <Provider>
        <RouterErrorScreen error={new Error("Room list failed to load")} reset={() => {}} />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Room list failed to load");
  });

  test("shows a server's refusal as its translated message, without a stack", () => {
    render(
      <Provider>
        <RouterErrorScreen error={householdError("PAGE_ACCESS_DENIED")} reset={() => {}} />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Access Denied");
    expect(screen.getByRole("alert")).toHaveTextContent("You don't have access to this page.");
    expect(screen.queryByText(/ConvexError|at /)).toBeNull();
  });

  test("code that could not be downloaded asks for a reload, without a stack", () => {
    render(
      <Provider>
        <RouterErrorScreen error={new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:5310/assets/charts-CPtysPEP.js")} reset={() => {}} />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("Part of the app could not be downloaded. Check the connection, then reload the page.");
    expect(screen.getByRole("button", { name: "Reload page" })).toBeEnabled();
    expect(screen.queryByText(/charts-CPtysPEP|at /)).toBeNull();
  });

  test("describes an HTTP-like error by status and text", () => {
    expect(describeRouteError({ status: 404, statusText: "Not Found" })).toBe("404 Not Found");
    expect(describeRouteError("plain failure")).toBe("plain failure");
  });
});
