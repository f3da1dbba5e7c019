import { Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmDialog } from "../layout/ConfirmDialog";
import { FAMILY_SCREEN_PATH } from "./modeGuard";
import { storeFamilyScreenKey } from "./screenKey";

/**
 * System Settings' "Family screen" section: turn this device into the family
 * screen (it then signs the admin out: the screen holds a session of its own),
 * and see and turn off the devices that are one (a lost tablet).
 */
export function FamilyScreenSettings() {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" maxW="2xl" as="section" aria-labelledby="family-screen-settings">
      <Card.Header>
        <Card.Title as="h2" id="family-screen-settings">
          {t("familyScreen.start.title")}
        </Card.Title>
        <Card.Description>{t("familyScreen.start.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <StartButton />
          <ActiveScreens />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StartButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation(api.familyScreen.start);
  const [asking, setAsking] = useState(false);

  async function confirm() {
    try {
      const { screenKey } = await start({});
      storeFamilyScreenKey(screenKey);
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("familyScreen.start.failed") });
      return;
    }
    setAsking(false);
    // The family screen signs the admin out as it opens: the device keeps no one's session.
    await navigate({ to: FAMILY_SCREEN_PATH, replace: true });
  }

  return (
    <>
      {/* Long in some languages: it wraps on a phone instead of leaving the card. */}
      <Button colorPalette="green" alignSelf="start" whiteSpace="normal" h="auto" minH="10" py="2" textAlign="start" onClick={() => setAsking(true)}>
        <MonitorSmartphone aria-hidden /> {t("familyScreen.start.use")}
      </Button>
      <ConfirmDialog open={asking} title={t("familyScreen.start.confirmTitle")} confirmLabel={t("familyScreen.start.confirm")} onConfirm={confirm} onClose={() => setAsking(false)}>
        <Text>{t("familyScreen.start.confirmBody")}</Text>
      </ConfirmDialog>
    </>
  );
}

function ActiveScreens() {
  const { t, i18n } = useTranslation();
  const screens = useQuery(api.familyScreen.list, {});
  const revoke = useMutation(api.familyScreen.revoke);
  const [turningOff, setTurningOff] = useState<{ _id: Id<"familyScreens">; name: string } | null>(null);
  const when = (at: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(at);

  async function confirm() {
    if (!turningOff) return;
    try {
      await revoke({ screenId: turningOff._id });
      notifySuccess(t("familyScreen.start.title"), t("familyScreen.start.turnedOff"));
      setTurningOff(null);
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("familyScreen.start.turnOffFailed") });
    }
  }

  if (screens === undefined) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t("familyScreen.start.active")}</Text>
      {screens.length === 0 ? (
        <Text color="fg.muted">{t("familyScreen.start.none")}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t("familyScreen.start.active")}>
          {screens.map((screen) => (
            <HStack as="li" key={screen._id} gap="3" justify="space-between" wrap="wrap" aria-label={screen.name} borderWidth="1px" rounded="l2" p="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {screen.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t("familyScreen.start.startedBy", { name: screen.createdByName, date: when(screen.createdAt) })}
                </Text>
                {screen.lastSeenAt !== null && (
                  <Text fontSize="sm" color="fg.muted">
                    {t("familyScreen.start.lastSeen", { date: when(screen.lastSeenAt) })}
                  </Text>
                )}
              </Stack>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setTurningOff(screen)} aria-label={t("familyScreen.start.turnOffLabel", { name: screen.name })}>
                {t("familyScreen.start.turnOff")}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={turningOff !== null}
        title={t("familyScreen.start.turnOffTitle")}
        confirmLabel={t("familyScreen.start.turnOff")}
        destructive
        onConfirm={confirm}
        onClose={() => setTurningOff(null)}
      >
        <Text>{t("familyScreen.start.turnOffBody")}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
