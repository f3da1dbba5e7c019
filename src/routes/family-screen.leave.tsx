import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { DEFAULT_AFTER_SIGN_IN, requireSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { isRefusal } from "../features/familyScreen/RefusalBoundary";
import { clearFamilyScreenKey, familyScreenKey } from "../features/familyScreen/screenKey";
import { notifyFailure, notifySuccess } from "../features/feedback/notify";
import { loadAllStrings } from "../i18n";

/**
 * Where "Leave family screen" leads once someone has signed in on the screen:
 * an admin turns the family screen off and this is an ordinary device again;
 * anyone else is told only an admin can, and goes back to the family screen.
 */
export const Route = createFileRoute("/family-screen/leave")({
  beforeLoad: async ({ context, location }) => {
    requireSignedIn(context.session, location.href);
    // Not a family screen (any more): nothing to leave.
    if (familyScreenKey() === null) throw redirect({ to: DEFAULT_AFTER_SIGN_IN, replace: true });
    await loadAllStrings();
  },
  component: LeavePage,
});

function LeavePage() {
  const { t } = useTranslation();
  const { session } = Route.useRouteContext();
  const isAdmin = session.status === "signedIn" && session.member.role === "admin";
  return <AuthCard title={t("familyScreen.leave.title")}>{isAdmin ? <AdminLeaves /> : <OnlyAnAdmin />}</AuthCard>;
}

function AdminLeaves() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useMutation(api.familyScreen.leave);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const screenKey = familyScreenKey();
    if (started.current || screenKey === null) return;
    started.current = true;
    leave({ screenKey })
      .catch((error: unknown) => {
        // Already turned off elsewhere: leaving is done all the same.
        if (!isRefusal(error, "SCREEN_NOT_ACTIVE")) throw error;
      })
      .then(() => {
        clearFamilyScreenKey();
        notifySuccess(t("familyScreen.leave.title"), t("familyScreen.leave.left"));
        return navigate({ to: DEFAULT_AFTER_SIGN_IN, replace: true });
      })
      .catch((error: unknown) => {
        setFailed(true);
        notifyFailure(error, { title: t("common.error"), message: t("familyScreen.leave.failed") });
      });
  }, [leave, navigate, t]);

  if (failed) {
    return <Text color="fg.error">{t("familyScreen.leave.failed")}</Text>;
  }
  return (
    <Stack direction="row" gap="3" align="center">
      <Spinner size="sm" />
      <Text>{t("familyScreen.leave.leaving")}</Text>
    </Stack>
  );
}

function OnlyAnAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The family screen signs out whoever is still signed in on it (nobody's session stays on the device).
  return (
    <Stack gap="4" role="alert">
      <Text fontSize="lg">{t("familyScreen.leave.adminOnly")}</Text>
      <Button colorPalette="green" size="lg" onClick={() => void navigate({ to: "/family-screen", replace: true })}>
        {t("familyScreen.leave.back")}
      </Button>
    </Stack>
  );
}
