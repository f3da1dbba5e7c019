import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { useSession } from "./auth/useSession";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { router } from "./router";

/** Waits for the session, then renders the router with it; guards rerun when it changes. */
export function App() {
  const session = useSession();
  useEffect(() => {
    void router.invalidate();
  }, [session]);
  if (session.status === "loading") return <FullPageSpinner />;
  return <RouterProvider router={router} context={{ session }} />;
}
