import { RouterProvider } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { Suspense, useEffect, useState } from "react";
import { api } from "../convex/_generated/api";
import { useSession } from "./auth/useSession";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { useApplyPreferences } from "./features/preferences/useApplyPreferences";
import { ViewerSettingsContext } from "./features/preferences/ViewerSettings";
import { loadAllStrings } from "./i18n";
import { router } from "./router";
import { lazyComponent } from "./components/lazyComponent";

// Signed-in only: its warning dialog (and focus trap) stays out of the signed-out first load.
const IdleSignOut = lazyComponent(() => import("./features/session/IdleSignOut"), "IdleSignOut");

/**
 * Waits for the session (and, signed in, the person's settings), then renders
 * the router with it; guards rerun when it changes. The settings are live:
 * language, colour mode, family name and auto-logout follow every change.
 */
export function App() {
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const settings = useQuery(api.settings.forViewer, signedIn ? {} : "skip");
  useApplyPreferences(session, settings);
  const allStrings = useAllStrings(signedIn);
  const ready = session.status !== "loading" && !(signedIn && (settings === undefined || !allStrings));
  // Rerun the guards whenever the session changes, once the router is shown with it.
  useEffect(() => {
    if (ready) void router.invalidate();
  }, [session, ready]);
  if (!ready) return <FullPageSpinner />;
  return (
    <ViewerSettingsContext.Provider value={signedIn ? (settings ?? null) : null}>
      <RouterProvider router={router} context={{ session }} />
      {signedIn && settings && (
        <Suspense fallback={null}>
          <IdleSignOut minutes={settings.family.autoLogoutMinutes} />
        </Suspense>
      )}
    </ViewerSettingsContext.Provider>
  );
}

/** Whether the signed-in app's strings are in (fetched once `needed`); a failed fetch shows the page anyway. */
function useAllStrings(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    const done = () => {
      if (current) setLoaded(true);
    };
    loadAllStrings().then(done, done);
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return loaded;
}
