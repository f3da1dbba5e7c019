import { Box, Container, Flex, HStack, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { House, Menu as MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { hasPageAccess } from "../../../convex/lib/access";
import type { Session } from "../../auth/session";
import { ColorModeButton } from "../../components/ui/color-mode";
import { navLinks } from "./navLinks";

/** The links this session may see (spec section 2: only true flags; Admin only for admins with the flag). */
export function visibleNavLinks(session: Session) {
  if (session.status !== "signedIn") return [];
  return navLinks.filter((link) => hasPageAccess(session.member, link.page));
}

const linkStyle = {
  px: "3",
  py: "2",
  rounded: "md",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.muted",
  _hover: { bg: "bg.muted", color: "fg" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing" },
  "&[data-status=active]": { color: "brand.fg", bg: "brand.subtle" },
} as const;

export function TopNav({ session, actions }: { session: Session; actions?: ReactNode }) {
  const links = visibleNavLinks(session);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" px={{ base: "3", md: "6" }}>
        <Flex h="14" align="center" gap="2">
          <Link to="/" aria-label="Family Household home">
            <HStack gap="2" color="brand.fg" fontWeight="bold">
              <House size={22} aria-hidden />
              <Text display={{ base: "none", sm: "block" }}>Family Household</Text>
            </HStack>
          </Link>
          <HStack as="nav" aria-label="Main" gap="0.5" ms="4" display={{ base: "none", lg: "flex" }}>
            {links.map((link) => (
              <Box asChild key={link.to} {...linkStyle}>
                <Link to={link.to}>{link.label}</Link>
              </Box>
            ))}
          </HStack>
          <HStack ms="auto" gap="1">
            {actions}
            <ColorModeButton />
            {links.length > 0 && (
              <Menu.Root>
                <Menu.Trigger asChild>
                  <IconButton aria-label="Open navigation" variant="ghost" size="sm" display={{ base: "inline-flex", lg: "none" }}>
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
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
