import { HStack, Switch, Text, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = Omit<StackProps, "onChange"> & {
  /** A room's icon or a member's avatar, before the name. */
  icon: ReactNode;
  /** The room or the member; it names the switch. */
  name: string;
  allowed: boolean;
  /** An admin: always allowed, so the switch is on, cannot be turned off, and says "Always". */
  always: boolean;
  onChange: (allowed: boolean) => void;
};

/** One list item: may this member enter this room? Member Access lists rooms, a room's page lists members. */
export function AccessSwitchRow({ icon, name, allowed, always, onChange, ...rowStyle }: Props) {
  const { t } = useTranslation();
  return (
    <HStack as="li" gap="3" minW="0" {...rowStyle}>
      {icon}
      <Switch.Root
        checked={always || allowed}
        disabled={always}
        onCheckedChange={(e) => onChange(e.checked)}
        colorPalette="green"
        flex="1"
        minW="0"
        justifyContent="space-between"
        flexDirection="row-reverse"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label minW="0" overflowWrap="anywhere">
          {name}
          {always && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
              {t("rooms.access.always")}
            </Text>
          )}
        </Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
