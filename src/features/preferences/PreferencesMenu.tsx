import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { Bell, KeyRound, Settings2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { colorModes } from "../../../convex/lib/validators";
import type { SignedInMember } from "../../auth/session";
import { languageNames, supportedLanguages } from "../../i18n/languages";
import { notifyFailure } from "../feedback/notify";
import { deviceStaysSignedIn, setDeviceStaysSignedIn } from "../session/deviceSignIn";
import { lazyDialog } from "../../components/lazyDialog";
import { useViewerSettings } from "./ViewerSettings";

// The menu is on every signed-in page; its dialogs (the PIN form brings zod) load when first opened.
const FamilyScreenPinDialog = lazyDialog(() => import("./FamilyScreenPinDialog"), "FamilyScreenPinDialog");
const NotificationSettingsDialog = lazyDialog(() => import("./NotificationSettingsDialog"), "NotificationSettingsDialog");

/** "Follow the family" is stored as no personal choice at all. */
const FAMILY = "family";

/**
 * The header's preferences: the person's own language and light/dark mode
 * (stored on their record, so every device follows), and whether this device
 * stays signed in (stored on the device, for the kitchen tablet); and, in a
 * dialog of their own, which notifications they want.
 */
export function PreferencesMenu({ member }: { member: SignedInMember }) {
  const { t } = useTranslation();
  const settings = useViewerSettings();
  const trigger = useRef<HTMLButtonElement>(null);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const setMyLanguage = useMutation(api.settings.setMyLanguage);
  const setMyColorMode = useMutation(api.settings.setMyColorMode);
  const [staysSignedIn, setStaysSignedIn] = useState(deviceStaysSignedIn);
  if (settings === null) return null;

  const failed = (error: unknown) => notifyFailure(error, { title: t("common.error"), message: t("settings.menu.changeFailed") });
  const familyLanguage = languageNames[settings.family.language];
  const familyColorMode = t(`settings.colorModes.${settings.family.colorMode}`);

  return (
    <>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <IconButton ref={trigger} aria-label={t("settings.menu.open")} title={t("settings.menu.open")} variant="ghost" size="sm">
            <Settings2 />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            {/* On a phone its longest items (a language's "family default (…)") wrap instead of leaving the screen. */}
            <Menu.Content minW="64" maxW="calc(100dvw - 1rem)">
              <Menu.RadioItemGroup
                value={settings.personal.language ?? FAMILY}
                onValueChange={(e) => setMyLanguage({ language: e.value === FAMILY ? null : e.value }).catch(failed)}
              >
                <Menu.ItemGroupLabel>{t("settings.menu.language")}</Menu.ItemGroupLabel>
                <Menu.RadioItem value={FAMILY}>
                  {t("settings.menu.familyDefault", { value: familyLanguage })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                {supportedLanguages.map((language) => (
                  <Menu.RadioItem key={language} value={language} lang={language}>
                    {languageNames[language]}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.RadioItemGroup
                value={settings.personal.colorMode ?? FAMILY}
                onValueChange={(e) => setMyColorMode({ colorMode: e.value === FAMILY ? null : e.value }).catch(failed)}
              >
                <Menu.ItemGroupLabel>{t("settings.menu.appearance")}</Menu.ItemGroupLabel>
                <Menu.RadioItem value={FAMILY}>
                  {t("settings.menu.familyDefault", { value: familyColorMode })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                {colorModes.map((mode) => (
                  <Menu.RadioItem key={mode} value={mode}>
                    {t(`settings.colorModes.${mode}`)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t("settings.menu.thisDevice")}</Menu.ItemGroupLabel>
                <Menu.CheckboxItem
                  value="stays-signed-in"
                  checked={staysSignedIn}
                  onCheckedChange={(checked) => {
                    setDeviceStaysSignedIn(checked);
                    setStaysSignedIn(checked);
                  }}
                >
                  {t("settings.menu.staysSignedIn")}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="notifications" closeOnSelect onSelect={() => setNotificationsOpen(true)}>
                <Bell aria-hidden />
                {t("notifications.settings.open")}
              </Menu.Item>
              <Menu.Item value="family-screen-pin" closeOnSelect onSelect={() => setPinOpen(true)}>
                <KeyRound aria-hidden />
                {t("familyScreen.pinSettings.open")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <NotificationSettingsDialog
        member={member}
        open={notificationsOpen}
        onClose={() => setNotificationsOpen(false)}
        finalFocus={() => trigger.current}
      />
      <FamilyScreenPinDialog open={pinOpen} onClose={() => setPinOpen(false)} finalFocus={() => trigger.current} />
    </>
  );
}
