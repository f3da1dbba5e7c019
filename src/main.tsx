import { Alert, Box, Code } from "@chakra-ui/react";
import { ConvexError } from "convex/values";
import { StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Trans } from "react-i18next";
import { App } from "./App";
import { mayBeSignedIn } from "./auth/storedSession";
import { AppProviders } from "./AppProviders";
import { AppErrorBoundary } from "./components/AppErrorBoundary";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { OptionalPartBoundary } from "./components/OptionalPartBoundary";
import { Provider } from "./components/ui/provider";
import { convex } from "./convexClient";
import { startingLanguage } from "./features/preferences/deviceLanguage";
import { AfterPageLoad } from "./features/pwa/AfterPageLoad";
import { familyScreenKey } from "./features/familyScreen/screenKey";
import { removePrerendered } from "./features/layout/prerendered";
import { nameTheAppFromMemory } from "./features/pwa/familyManifestLink";
import { OfflineBanner } from "./features/pwa/OfflineBanner";
import { i18n, loadAllStrings, prefetchAllStrings, startI18n } from "./i18n";
import { router } from "./router";
import { lazyComponent } from "./components/lazyComponent";

// Production builds only: development has no service worker (vite.config.ts).
const UpdatePrompt = import.meta.env.PROD ? lazyComponent(() => import("./features/pwa/UpdatePrompt"), "default") : null;

function MissingBackend() {
  return (
    <Box p="6">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{i18n.t("common.missingBackend.title")}</Alert.Title>
          <Alert.Description>
            <Trans i18nKey="common.missingBackend.description" components={[<Code key="start" />, <Code key="url" />]} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}

/**
 * A refusal from the server (a session ended, a page switched off while open)
 * is shown by the error screen that caught it; logging it too would only be
 * noise. Anything else caught is logged as React would.
 */
function onCaughtError(error: unknown) {
  if (error instanceof ConvexError && typeof (error.data as { code?: unknown } | undefined)?.code === "string") return;
  console.error(error);
}

function render() {
  // Without a backend the app explains that instead of showing the page the build prerendered.
  if (!convex) removePrerendered();
  const root = createRoot(document.getElementById("root")!, { onCaughtError });
  // A transition: React renders the first screen in slices that leave the main thread free
  // between them (a phone stays responsive; the build's prerendered copy shows meanwhile).
  startTransition(() =>
    root.render(
    <StrictMode>
      <Provider>
        <OptionalPartBoundary>
          <Suspense fallback={null}>
            <OfflineBanner client={convex} />
          </Suspense>
        </OptionalPartBoundary>
        {convex ? (
          <AppErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <AppProviders client={convex} clerkKey={import.meta.env.VITE_CLERK_PUBLISHABLE_KEY}>
                <App />
              </AppProviders>
            </Suspense>
          </AppErrorBoundary>
        ) : (
          <MissingBackend />
        )}
        {UpdatePrompt && (
          <OptionalPartBoundary>
            <AfterPageLoad>
              <Suspense fallback={null}>
                <UpdatePrompt />
              </Suspense>
            </AfterPageLoad>
          </OptionalPartBoundary>
        )}
      </Provider>
    </StrictMode>,
    ),
  );
}

/**
 * Starts fetching the code of the page being opened now, rather than after the
 * session is known (the router asks for it only then): on a phone that is one
 * round trip and download fewer between the first screen and the page. Signed
 * out, a guarded page's code is not fetched (the visitor goes to /login).
 */
function fetchThisPagesCode(signedIn: boolean) {
  const matches = router.matchRoutes(window.location.pathname, {});
  if (!signedIn && matches.some((match) => match.routeId.startsWith("/_guarded"))) return;
  for (const match of matches) void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
}

// Before anything else: an installed app checking its manifest at launch sees the family's name.
nameTheAppFromMemory();
const signedInHint = mayBeSignedIn();
fetchThisPagesCode(signedInHint);

// The first paint waits for one language's strings (a few KB), never for the others.
// A device with a session (or a family screen) fetches the rest of the strings meanwhile, while it connects.
const language = startingLanguage();
const needsAllStrings = signedInHint || familyScreenKey() !== null;
if (needsAllStrings) prefetchAllStrings(language);
startI18n(language)
  .then(() => {
    if (needsAllStrings) void loadAllStrings().catch(() => undefined);
  })
  .catch((error: unknown) => console.error("Could not load the translations", error))
  .finally(render);
