import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthFlow } from "../../auth/AuthFlow";
import { notifySuccess } from "../feedback/notify";
import { leavePresenceNow, resumePresence } from "../presence/usePresenceHeartbeat";
import { deviceStaysSignedIn } from "./deviceSignIn";
import { idleState, lastActivity, recordActivity, type IdleState } from "./idleClock";

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;
/** Writing the shared clock on every mouse move would be wasteful; every 5 s is plenty. */
const WRITE_EVERY_MS = 5_000;

/**
 * Auto-logout (spec section 5, DESIGN.md decision 9): after `minutes` without
 * pointer, keyboard, touch or scroll on any of this person's tabs, sign out
 * with a toast saying why; a minute before (halfway, for limits of two
 * minutes or less), a warning with 'Stay signed in'.
 * 0 minutes, or a device that stays signed in, turns it off.
 */
export function IdleSignOut({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const [state, setState] = useState<IdleState>({ phase: "active" });
  const ownLatest = useRef(0);
  const signingOut = useRef(false);

  useEffect(() => {
    if (minutes <= 0) return;
    const limitMs = minutes * 60_000;
    const touch = (force = false) => {
      const now = Date.now();
      if (force || now - ownLatest.current >= WRITE_EVERY_MS) {
        ownLatest.current = now;
        recordActivity(now);
      }
    };
    const onActivity = () => touch();
    touch(true); // opening the app is activity
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));

    const tick = () => {
      if (deviceStaysSignedIn()) return setState({ phase: "active" });
      const next = idleState(Date.now(), lastActivity(ownLatest.current), limitMs);
      setState((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
      if (next.phase === "expired" && !signingOut.current) {
        signingOut.current = true;
        // Goodbye first, while the server still knows who is leaving (the dot turns grey at once).
        leavePresenceNow()
          .then(() => auth.signOut())
          .then(() => notifySuccess(t("settings.autoLogout.signedOutTitle"), t("settings.autoLogout.signedOutMessage", { count: minutes })))
          .catch(() => {
            signingOut.current = false;
            resumePresence();
          });
      }
    };
    const timer = setInterval(tick, 1_000);
    return () => {
      clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
    };
  }, [minutes, auth, t]);

  const stay = () => {
    ownLatest.current = Date.now();
    recordActivity(ownLatest.current);
    setState({ phase: "active" });
  };

  return (
    <Dialog.Root open={state.phase === "warning"} role="alertdialog" onOpenChange={(e) => !e.open && stay()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("settings.autoLogout.warningTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("settings.autoLogout.warningMessage", { count: state.phase === "warning" ? state.secondsLeft : 60 })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void leavePresenceNow().then(() => auth.signOut()).catch(resumePresence)}>
                {t("settings.autoLogout.signOutNow")}
              </Button>
              <Button colorPalette="green" onClick={stay}>
                {t("settings.autoLogout.staySignedIn")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
