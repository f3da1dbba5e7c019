import type { Id } from "../../convex/_generated/dataModel";
import { isRedirect } from "@tanstack/react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { adminPageAccess, defaultPageAccess } from "../../convex/lib/access";
import type { PageAccess } from "../../convex/lib/validators";
import { notifyError, notifyWarning } from "../features/feedback/notify";
import {
  firstAllowedPage,
  redirectIfSignedIn,
  requireAdminPage,
  requirePage,
  requireSignedIn,
  safeRedirectTarget,
} from "./guards";
import type { Session } from "./session";

vi.mock("../features/feedback/notify", () => ({ notifyError: vi.fn(), notifyWarning: vi.fn() }));
beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifyWarning).mockClear();
});

const noPages: PageAccess = {
  dashboard: false,
  calendar: false,
  homePlan: false,
  spiritualLife: false,
  healthFitness: false,
  education: false,
  finance: false,
  public: false,
  clothing: false,
  admin: false,
};
const memberWith = (pageAccess: PageAccess): Extract<Session, { status: "signedIn" }> => ({
  status: "signedIn",
  member: { _id: "m3" as Id<"members">, name: "Sam", role: "member", pageAccess },
});

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
    expect(redirectOf(() => requirePage(noFinance, "finance"))).toMatchObject({ href: "/dashboard" });
    expect(redirectOf(() => requirePage(member, "finance"))).toBeNull();
  });

  test("send non-admins away from admin pages", () => {
    expect(redirectOf(() => requirePage(member, "admin"))).toMatchObject({ href: "/dashboard" });
    expect(redirectOf(() => requirePage(admin, "admin"))).toBeNull();
  });

  test("let the waiting keep their URL (the layout shows the waiting screen instead)", () => {
    expect(redirectOf(() => requirePage({ status: "waiting" }, "dashboard"))).toBeNull();
    expect(redirectOf(() => requirePage({ status: "waiting" }, "finance"))).toBeNull();
    expect(redirectOf(() => requirePage({ status: "waiting" }, "admin"))).toBeNull();
  });

  test("send someone without the dashboard to the first page they may see, in navigation order", () => {
    const noDashboard = memberWith({ ...defaultPageAccess, dashboard: false, calendar: false, homePlan: false });
    expect(redirectOf(() => requirePage(noDashboard, "dashboard"))).toMatchObject({ href: "/spiritual-life", replace: true });
    // A page they may not see sends them there too, not to a dashboard that is closed to them.
    expect(redirectOf(() => requirePage(noDashboard, "homePlan"))).toMatchObject({ href: "/spiritual-life" });
    expect(redirectOf(() => requirePage(memberWith({ ...noPages, public: true }), "dashboard"))).toMatchObject({ href: "/public" });
    expect(firstAllowedPage(memberWith({ ...noPages, finance: true, public: true }).member)).toBe("/finance");
  });

  test("keep someone with no page at all on /dashboard, which says so", () => {
    const nothing = memberWith(noPages);
    expect(firstAllowedPage(nothing.member)).toBeNull();
    expect(redirectOf(() => requirePage(nothing, "dashboard"))).toBeNull();
    expect(redirectOf(() => requirePage(nothing, "finance"))).toMatchObject({ href: "/dashboard" });
  });

  test("tell a member sent away from a page switched off for them why, once; not on a preload, nor from the dashboard", () => {
    const noFinance = memberWith({ ...defaultPageAccess, finance: false });
    expect(redirectOf(() => requirePage(noFinance, "finance"))).toMatchObject({ href: "/dashboard" });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith("Access Denied", "“Finance” is not open to you. An admin can switch it on under Page Access.");

    vi.mocked(notifyError).mockClear();
    expect(redirectOf(() => requirePage(noFinance, "finance", { quiet: true }))).toMatchObject({ href: "/dashboard" });
    expect(redirectOf(() => requirePage(memberWith({ ...noPages, public: true }), "dashboard"))).toMatchObject({ href: "/public" });
    expect(notifyError).not.toHaveBeenCalled();
    // The admin pages say it their own way, once.
    expect(redirectOf(() => requireAdminPage(member))).toMatchObject({ href: "/dashboard" });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  test("a page switched off while it is open (the guards rerun for it) says so by the page's own name, also for chores", () => {
    const noDashboard = memberWith({ ...defaultPageAccess, dashboard: false });
    expect(redirectOf(() => requirePage(noDashboard, "dashboard", { cause: "stay", name: "chores" }))).toMatchObject({ href: "/calendar", replace: true });
    expect(notifyWarning).toHaveBeenCalledTimes(1);
    expect(notifyWarning).toHaveBeenCalledWith("You no longer have access to Chores", "An admin switched this page off for you.");
    expect(notifyError).not.toHaveBeenCalled();

    vi.mocked(notifyWarning).mockClear();
    const noFinance = memberWith({ ...defaultPageAccess, finance: false });
    expect(redirectOf(() => requirePage(noFinance, "finance", { cause: "stay" }))).toMatchObject({ href: "/dashboard" });
    expect(notifyWarning).toHaveBeenCalledWith("You no longer have access to Finance", "An admin switched this page off for you.");
    // An old link to chores names chores, not the dashboard whose flag they share.
    expect(redirectOf(() => requirePage(noDashboard, "dashboard", { cause: "enter", name: "chores" }))).toMatchObject({ href: "/calendar" });
    expect(notifyError).toHaveBeenCalledWith("Access Denied", "“Chores” is not open to you. An admin can switch it on under Page Access.");
    // A preload says nothing.
    vi.mocked(notifyWarning).mockClear();
    expect(redirectOf(() => requirePage(noFinance, "finance", { cause: "stay", quiet: true }))).toMatchObject({ href: "/dashboard" });
    expect(notifyWarning).not.toHaveBeenCalled();
  });

  test("tell a member sent away from the admin pages why, but not when a link only preloads them", () => {
    expect(redirectOf(() => requireAdminPage(member))).toMatchObject({ href: "/dashboard" });
    expect(notifyError).toHaveBeenCalledWith("Access Denied", "You need admin permissions to view this page.");

    vi.mocked(notifyError).mockClear();
    expect(redirectOf(() => requireAdminPage(member, { preload: true }))).toMatchObject({ href: "/dashboard" });
    expect(notifyError).not.toHaveBeenCalled();

    expect(redirectOf(() => requireAdminPage(admin))).toBeNull();
    expect(redirectOf(() => requireAdminPage({ status: "waiting" }))).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
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
    // What a browser reads as another site, though it starts with one slash.
    expect(safeRedirectTarget("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirectTarget("/\t/evil.example")).toBe("/dashboard");
    expect(safeRedirectTarget("/\\/evil.example/x")).toBe("/dashboard");
    // A path of this site keeps its query and hash.
    expect(safeRedirectTarget("/finance?tab=2#bills")).toBe("/finance?tab=2#bills");
  });
});
