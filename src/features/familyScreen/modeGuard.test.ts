import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { allowedOnFamilyScreen, isFamilyView, requireFamilyScreenMode } from "./modeGuard";

function redirectOf(pathname: string, isScreen: boolean): string | null {
  try {
    requireFamilyScreenMode(pathname, isScreen);
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return String(thrown.options.to);
  }
}

describe("the family screen's mode guard", () => {
  it("sends every other page of a family screen to /family-screen", () => {
    for (const path of ["/", "/dashboard", "/finance", "/admin/settings", "/signup", "/home-plan/rooms", "/family-screenx"]) {
      expect(redirectOf(path, true), path).toBe("/family-screen");
    }
  });

  it("lets a family screen show itself and the sign-in pages an admin leaves through", () => {
    for (const path of ["/family-screen", "/family-screen/", "/family-screen/leave", "/login", "/forgot-password", "/reset-password"]) {
      expect(allowedOnFamilyScreen(path), path).toBe(true);
      expect(redirectOf(path, true), path).toBeNull();
    }
  });

  it("leaves an ordinary device alone", () => {
    expect(redirectOf("/dashboard", false)).toBeNull();
    expect(redirectOf("/finance", false)).toBeNull();
  });

  it("knows the family view from its leave page", () => {
    expect(isFamilyView("/family-screen")).toBe(true);
    expect(isFamilyView("/family-screen/leave")).toBe(false);
  });
});
