import { render } from "@testing-library/react";
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Provider } from "../components/ui/provider";

/** Renders a component inside Chakra and a throwaway router (Links need one). */
export async function renderInRouter(ui: ReactNode, path = "/") {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  await router.load();
  return { ...result, router };
}
