import type { Id } from "../../../convex/_generated/dataModel";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { adminPageAccess, defaultPageAccess } from "../../../convex/lib/access";
import type { Session } from "../../auth/session";
import { renderInRouter } from "../../test/renderWithProviders";
import { TopNav, visibleNavLinks } from "./TopNav";

const member: Session = { status: "signedIn", member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: defaultPageAccess } };
const admin: Session = { status: "signedIn", member: { _id: "m2" as Id<"members">, name: "Ada", role: "admin", pageAccess: adminPageAccess } };

describe("visibleNavLinks", () => {
  test("shows nothing to someone who is not in the family yet", () => {
    expect(visibleNavLinks({ status: "signedOut" })).toEqual([]);
    expect(visibleNavLinks({ status: "waiting" })).toEqual([]);
  });

  test("hides links whose page flag is off, and Admin from members", () => {
    const noFinance: Session = {
      status: "signedIn",
      member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: { ...defaultPageAccess, finance: false } },
    };
    const pages = visibleNavLinks(noFinance).map((link) => link.page);
    // Chores come with the dashboard's flag.
    expect(pages).toEqual(["dashboard", "calendar", "dashboard", "homePlan", "spiritualLife", "healthFitness", "education", "public"]);
    expect(visibleNavLinks(member).map((l) => l.page)).not.toContain("admin");
  });

  test("shows Chores after Calendar with the dashboard's flag, and hides it with that flag", () => {
    expect(visibleNavLinks(member).map((l) => l.to).slice(0, 3)).toEqual(["/dashboard", "/calendar", "/chores"]);
    const noDashboard: Session = {
      status: "signedIn",
      member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: { ...defaultPageAccess, dashboard: false } },
    };
    expect(visibleNavLinks(noDashboard).map((l) => l.to)).not.toContain("/chores");
  });

  test("shows Admin to admins (the page comes with the role, as the server's admin powers do), never to members", () => {
    expect(visibleNavLinks(admin).map((l) => l.page)).toContain("admin");
    // A stored flag out of step with the role changes nothing.
    const adminWithoutFlag: Session = {
      status: "signedIn",
      member: { _id: "m2" as Id<"members">, name: "Ada", role: "admin", pageAccess: { ...adminPageAccess, admin: false } },
    };
    expect(visibleNavLinks(adminWithoutFlag).map((l) => l.page)).toContain("admin");
    const memberWithFlag: Session = {
      status: "signedIn",
      member: { _id: "m3" as Id<"members">, name: "Max", role: "member", pageAccess: { ...defaultPageAccess, admin: true } },
    };
    expect(visibleNavLinks(memberWithFlag).map((l) => l.page)).not.toContain("admin");
  });
});

// jsdom evaluates no media queries, so the desktop nav counts as hidden (and
// nameless) there; find it by its label instead.
function desktopNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error("no main navigation");
  return nav;
}

describe("<TopNav>", () => {
  test("renders the brand link home and the member's links", async () => {
    await renderInRouter(<TopNav session={member} />, "/dashboard");
    expect(screen.getByRole("link", { name: "Family Household" })).toHaveAttribute("href", "/");
    const nav = desktopNav();
    expect(within(nav).getByRole("link", { name: "Finance", hidden: true })).toHaveAttribute("href", "/finance");
    expect(within(nav).getByRole("link", { name: "Chores", hidden: true })).toHaveAttribute("href", "/chores");
    // Every other link keeps its page's name.
    expect(within(nav).getAllByRole("link", { hidden: true }).map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Calendar",
      "Chores",
      "Home Inventory",
      "Spiritual Life",
      "Health & Fitness",
      "Education",
      "Finance",
      "Public",
    ]);
    expect(within(nav).queryByRole("link", { name: "Admin", hidden: true })).toBeNull();
  });

  test("shows no page links when signed out", async () => {
    await renderInRouter(<TopNav session={{ status: "signedOut" }} />);
    expect(desktopNav()).toBeEmptyDOMElement();
    expect(screen.queryByRole("button", { name: "Open navigation", hidden: true })).toBeNull();
  });
});
