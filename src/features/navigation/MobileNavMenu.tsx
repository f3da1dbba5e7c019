import { Box, IconButton, Menu, Portal } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { Menu as MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The navigation links as a menu below the `lg` breakpoint. */
export default function MobileNavMenu({ links }: { links: { to: string; label: string; badge?: ReactNode }[] }) {
  const { t } = useTranslation();
  // A link's live count (the admin's pending approvals) also shows on the closed menu's button;
  // the button keeps its name, the count is read out on the menu item itself.
  const badge = links.find((link) => link.badge)?.badge;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={t("common.nav.open")} variant="ghost" size="sm" position="relative" display={{ base: "inline-flex", xl: "none" }}>
          <MenuIcon />
          {badge && (
            <Box position="absolute" top="-1.5" insetEnd="-1.5" aria-hidden pointerEvents="none">
              {badge}
            </Box>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {links.map((link) => (
              // The router marks the current page's link (aria-current): it shows, as in the wide navigation.
              <Menu.Item key={link.to} value={link.to} asChild _currentPage={{ fontWeight: "semibold", bg: "brand.subtle", color: "brand.fg" }}>
                <Link to={link.to}>
                  {link.label}
                  {link.badge}
                </Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
