import { Button, IconButton } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthFlow } from "../../auth/AuthFlow";
import { notifyError, notifySuccess } from "../feedback/notify";
import { leavePresenceNow, resumePresence } from "../presence/usePresenceHeartbeat";

/**
 * Logout signs out, then goes to / (spec section 2). First this tab says
 * goodbye, while the server still knows who is leaving, so the family sees the
 * dot turn grey at once.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await leavePresenceNow();
      await auth.signOut();
    } catch {
      resumePresence();
      notifyError(t("auth.errorTitle"), t("auth.signOut.failed"));
      return;
    } finally {
      setBusy(false);
    }
    await navigate({ to: "/" });
    notifySuccess(t("auth.signOut.successTitle"), t("auth.signOut.success"));
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={signOut} loading={busy} display={{ base: "none", sm: "inline-flex" }}>
        <LogOut aria-hidden /> {t("common.nav.logout")}
      </Button>
      <IconButton size="sm" variant="ghost" aria-label={t("common.nav.logout")} onClick={signOut} loading={busy} display={{ base: "inline-flex", sm: "none" }}>
        <LogOut />
      </IconButton>
    </>
  );
}
