import { render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider, Outlet } from "@tanstack/react-router";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { defaultPageAccess } from "../../../convex/lib/access";
import { householdError } from "../../../convex/lib/errors";
import type { RouterContext, Session } from "../../auth/session";
import { Provider } from "../../components/ui/provider";
import { RouteRefusalScreen } from "./RouteRefusalScreen";

/** A tiny router: a page that throws `error`, under a layout whose error screen is RouteRefusalScreen. */
function renderThrowing(error: unknown, session: Session) {
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <main>
        <nav aria-label="Main" />
        <Outlet />
      </main>
    ),
  });
  const layout = createRoute({ getParentRoute: () => root, id: "_guarded", errorComponent: RouteRefusalScreen });
  const page = createRoute({
    getParentRoute: () => layout,
    path: "/dashboard",
    component: () => {
      throw error;
    },
  });
  const home = createRoute({ getParentRoute: () => layout, path: "/home-plan", component: () => <h1>Home Inventory</h1> });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([page, home])]),
    history: createMemoryHistory({ initialEntries: ["/dashboard"] }),
    context: { session },
  });
  render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const withoutDashboard: Session = {
  status: "signedIn",
  member: { _id: "m1" as Id<"members">, name: "Max", role: "member", pageAccess: { ...defaultPageAccess, dashboard: false, calendar: false } },
};

describe("RouteRefusalScreen", () => {
  test("a refused query shows its translated message inside the layout, with a way to a page the person may see", async () => {
    const router = renderThrowing(householdError("PAGE_ACCESS_DENIED"), withoutDashboard);
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    expect(screen.getByText("You don't have access to this page.")).toBeVisible();
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
    // The layout (navigation) is still there.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Go to Home Inventory" }));
    expect(await screen.findByRole("heading", { name: "Home Inventory" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/home-plan");
  });

  test("anything else is still the router's error screen, inside the layout", async () => {
    renderThrowing(new Error("Room list failed to load"), withoutDashboard);
    expect(await screen.findByText("Unexpected Application Error!")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });
});
