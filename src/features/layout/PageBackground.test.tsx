import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Provider } from "../../components/ui/provider";
import { PageBackground, backgroundAreaFor, backgroundAreas } from "./PageBackground";

describe("backgroundAreaFor", () => {
  test.each([
    ["/spiritual-life", "spiritual"],
    ["/health-fitness", "health"],
    ["/education", "education"],
    ["/finance", "finance"],
    ["/admin", "admin"],
    ["/admin/rooms/abc", "admin"],
    ["/admin/finance-settings", "admin"],
    ["/clothing", "clothing"],
  ])("%s shows the %s background", (path, area) => {
    expect(backgroundAreaFor(path)).toBe(area);
  });

  test.each(["/dashboard", "/public", "/home-plan", "/home-plan/kitchen", "/administrator", "/finance-old", "/"])(
    "%s has no themed background",
    (path) => {
      expect(backgroundAreaFor(path)).toBeNull();
    },
  );

  test("all six areas of the spec have a route", () => {
    const paths = ["/spiritual-life", "/health-fitness", "/education", "/finance", "/admin", "/clothing"];
    expect(new Set(paths.map(backgroundAreaFor))).toEqual(new Set(backgroundAreas));
  });
});

describe("PageBackground", () => {
  test("is decorative: hidden from assistive technology and from the pointer", () => {
    render(
      <Provider>
        <PageBackground area="spiritual" />
      </Provider>,
    );
    const layer = screen.getByTestId("page-background");
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer).toHaveAttribute("data-area", "spiritual");
    expect(getComputedStyle(layer).pointerEvents).toBe("none");
  });

  test("a plain page has no background layer", () => {
    render(
      <Provider>
        <PageBackground area={null} />
      </Provider>,
    );
    expect(screen.queryByTestId("page-background")).toBeNull();
  });
});
