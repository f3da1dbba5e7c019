import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { Menu as MenuIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The navigation links as a menu below the `lg` breakpoint. */
export default function MobileNavMenu({ links }: { links: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={t("common.nav.open")} variant="ghost" size="sm" display={{ base: "inline-flex", xl: "none" }}>
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
