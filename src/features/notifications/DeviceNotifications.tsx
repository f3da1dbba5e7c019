import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useDevicePermission } from "./browserNotifications";

/**
 * The browser's notifications on this device: asked for only when the person
 * clicks (never on load), then "On"; when the browser refuses or cannot, a
 * line saying so instead of a button that would do nothing.
 */
export function DeviceNotifications() {
  const { t } = useTranslation();
  const { permission, ask } = useDevicePermission();

  if (permission === "default") {
    return (
      <Button size="sm" variant="outline" w="full" onClick={() => void ask()}>
        <BellRing aria-hidden />
        {t("notifications.device.enable")}
      </Button>
    );
  }
  if (permission === "granted") {
    return (
      <Stack gap="0.5" w="full" data-testid="device-notifications">
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {t("notifications.device.enable")}
          </Text>
          <Badge colorPalette="green" variant="subtle">
            {t("notifications.device.on")}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t("notifications.device.onHint")}
        </Text>
      </Stack>
    );
  }
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="device-notifications">
      {permission === "denied" ? t("notifications.device.denied") : t("notifications.device.unsupported")}
    </Text>
  );
}
