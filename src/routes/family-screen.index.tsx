import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAuthFlow } from "../auth/AuthFlow";
import { FamilyScreen } from "../features/familyScreen/FamilyScreen";
import { FamilyScreenErrorBoundary, RenderWatchdog } from "../features/familyScreen/device";
import { RefusalBoundary } from "../features/familyScreen/RefusalBoundary";
import { clearFamilyScreenKey, familyScreenKey } from "../features/familyScreen/screenKey";
import { notifyInfo } from "../features/feedback/notify";
import { leavePresenceNow } from "../features/presence/usePresenceHeartbeat";
import { loadAllStrings } from "../i18n";

/**
 * The family screen: only on a device an admin turned into one
 * (it holds the screen's key); anywhere else, the sign-in page.
 */
export const Route = createFileRoute("/family-screen/")({
  beforeLoad: async () => {
    if (familyScreenKey() === null) throw redirect({ to: "/login", replace: true });
    await loadAllStrings();
  },
  component: FamilyScreenPage,
});

function FamilyScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screenKey = familyScreenKey();
  useNobodySignedIn();

  // Turned off from elsewhere (System Settings, another admin): an ordinary device again.
  function notActive() {
    clearFamilyScreenKey();
    notifyInfo(t("familyScreen.view.title"), t("familyScreen.notActive"));
    void navigate({ to: "/login", replace: true });
  }

  if (screenKey === null) return null;
  return (
    <FamilyScreenErrorBoundary>
      <RenderWatchdog>
        <RefusalBoundary on={{ SCREEN_NOT_ACTIVE: notActive }}>
          <FamilyScreen screenKey={screenKey} />
        </RefusalBoundary>
      </RenderWatchdog>
    </FamilyScreenErrorBoundary>
  );
}

/**
 * The family screen is nobody's session: someone still signed in here (an
 * admin who signed in and came back instead of leaving) is signed out.
 */
function useNobodySignedIn() {
  const { session } = Route.useRouteContext();
  const auth = useAuthFlow();
  const signingOut = useRef(false);
  const signedIn = session.status === "signedIn" || session.status === "waiting";
  useEffect(() => {
    if (!signedIn || signingOut.current) return;
    signingOut.current = true;
    void leavePresenceNow()
      .then(() => auth.signOut())
      .catch(() => undefined)
      .finally(() => {
        signingOut.current = false;
      });
  }, [signedIn, auth]);
}
