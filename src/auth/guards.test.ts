import type { Id } from "../../convex/_generated/dataModel";
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, test } from "vitest";
import { adminPageAccess, defaultPageAccess } from "../../convex/lib/access";
import { redirectIfSignedIn, requirePage, requireSignedIn, safeRedirectTarget } from "./guards";
import type { Session } from "./session";

const member: Session = { status: "signedIn", member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: defaultPageAccess } };
const admin: Session = { status: "signedIn", member: { _id: "m2" as Id<"members">, name: "Ada", role: "admin", pageAccess: adminPageAccess } };

function redirectOf(fn: () => void) {
  try {
    fn();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  return null;
}

describe("route guards", () => {
  test("send signed-out people to /login remembering the wanted path", () => {
    expect(redirectOf(() => requireSignedIn({ status: "signedOut" }, "/finance?tab=2"))).toMatchObject({
      to: "/login",
      search: { redirect: "/finance?tab=2" },
    });
    expect(redirectOf(() => requireSignedIn(member, "/finance"))).toBeNull();
  });

  test("send people without the page's flag to /dashboard", () => {
    const noFinance: Session = {
      status: "signedIn",
      member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: { ...defaultPageAccess, finance: false } },
    };
    expect(redirectOf(() => requirePage(noFinance, "finance"))).toMatchObject({ to: "/dashboard" });
    expect(redirectOf(() => requirePage(member, "finance"))).toBeNull();
  });

  test("send non-admins away from admin pages", () => {
    expect(redirectOf(() => requirePage(member, "admin"))).toMatchObject({ to: "/dashboard" });
    expect(redirectOf(() => requirePage(admin, "admin"))).toBeNull();
  });

  test("let the waiting keep their URL (the layout shows the waiting screen instead)", () => {
    expect(redirectOf(() => requirePage({ status: "waiting" }, "dashboard"))).toBeNull();
    expect(redirectOf(() => requirePage({ status: "waiting" }, "finance"))).toBeNull();
    expect(redirectOf(() => requirePage({ status: "waiting" }, "admin"))).toBeNull();
  });

  test("send signed-in people from /login to the remembered path, else /dashboard", () => {
    expect(redirectOf(() => redirectIfSignedIn(member))).toMatchObject({ href: "/dashboard" });
    expect(redirectOf(() => redirectIfSignedIn(member, "/finance?tab=2"))).toMatchObject({ href: "/finance?tab=2" });
    expect(redirectOf(() => redirectIfSignedIn(member, "https://evil.example"))).toMatchObject({ href: "/dashboard" });
    expect(redirectOf(() => redirectIfSignedIn({ status: "signedOut" }))).toBeNull();
  });

  test("follow only same-site paths after sign-in", () => {
    expect(safeRedirectTarget("/finance")).toBe("/finance");
    expect(safeRedirectTarget(undefined)).toBe("/dashboard");
    expect(safeRedirectTarget("https://evil.example")).toBe("/dashboard");
    expect(safeRedirectTarget("//evil.example")).toBe("/dashboard");
  });
});
