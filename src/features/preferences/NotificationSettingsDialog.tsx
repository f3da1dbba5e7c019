import { Alert, Button, CloseButton, Dialog, Portal, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { NotificationTopic } from "../../../convex/lib/notifications";
import type { SignedInMember } from "../../auth/session";
import { notifyFailure } from "../feedback/notify";
import { fullScreenOnPhones } from "../layout/dialogLayout";
import { receivableTopics } from "../notifications/topics";
import { useViewerSettings } from "./ViewerSettings";

const dialogContentLayout = fullScreenOnPhones("md");

type Props = {
  member: SignedInMember;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back to (the menu item that opened this is gone by then). */
  finalFocus: () => HTMLElement | null;
};

/**
 * The person's own notification choices: one switch per topic they can be
 * told of, on = told. Each switch saves at once and follows changes made on
 * another device.
 */
export function NotificationSettingsDialog({ member, open, onClose, finalFocus }: Props) {
  const { t } = useTranslation();
  const settings = useViewerSettings();
  const muted = useQuery(api.notifications.mutedTopics, open ? {} : "skip");
  // The switch moves at once; the live query confirms it.
  const setMuted = useMutation(api.notifications.setMuted).withOptimisticUpdate((store, { topic, muted: mute }) => {
    const current = store.getQuery(api.notifications.mutedTopics, {});
    if (current === undefined) return;
    const others = current.filter((other) => other !== topic);
    store.setQuery(api.notifications.mutedTopics, {}, mute ? [...others, topic] : others);
  });

  function toggle(topic: NotificationTopic, told: boolean) {
    setMuted({ topic, muted: !told }).catch((error: unknown) =>
      notifyFailure(error, { title: t("common.error"), message: t("notifications.settings.saveFailed") }),
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} finalFocusEl={finalFocus} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title>{t("notifications.settings.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted">{t("notifications.settings.description")}</Dialog.Description>
                {settings?.family.notifications === false && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Description>{t("notifications.panel.familyOff")}</Alert.Description>
                  </Alert.Root>
                )}
                <Stack as="ul" gap="4" listStyleType="none" aria-label={t("notifications.settings.listLabel")}>
                  {receivableTopics(member).map((topic) => {
                    const helpId = `notification-topic-${topic}-help`;
                    return (
                      <Stack as="li" key={topic} gap="1">
                        {muted === undefined ? (
                          <Skeleton h="6" w="60%" />
                        ) : (
                          <Switch.Root checked={!muted.includes(topic)} onCheckedChange={(e) => toggle(topic, e.checked)} colorPalette="green">
                            <Switch.HiddenInput aria-describedby={helpId} />
                            <Switch.Control />
                            <Switch.Label>{t(`notifications.topics.${topic}.label`)}</Switch.Label>
                          </Switch.Root>
                        )}
                        <Text id={helpId} fontSize="sm" color="fg.muted" ps="10">
                          {t(`notifications.topics.${topic}.help`)}
                        </Text>
                      </Stack>
                    );
                  })}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.close")}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
