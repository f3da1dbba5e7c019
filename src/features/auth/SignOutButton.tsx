import { Button, IconButton } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthFlow } from "../../auth/AuthFlow";
import { notifyError, notifySuccess } from "../feedback/notify";

/** Logout signs out, then goes to / (spec section 2). */
export function SignOutButton() {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await auth.signOut();
      await navigate({ to: "/" });
      notifySuccess(t("auth.signOut.successTitle"), t("auth.signOut.success"));
    } catch {
      notifyError(t("auth.errorTitle"), t("auth.signOut.failed"));
    } finally {
      setBusy(false);
    }
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
