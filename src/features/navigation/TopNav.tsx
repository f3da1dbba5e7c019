import { Box, Container, Flex, HStack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { House } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { hasPageAccess } from "../../../convex/lib/access";
import type { Session } from "../../auth/session";
import { PendingApprovalsBadge } from "../approvals/PendingApprovalsBadge";
import { navLinks } from "./navLinks";
import { lazyComponent } from "../../components/lazyComponent";

// The phone menu needs Chakra's Menu (and its popper): only signed-in pages have
// links, so the signed-out first load never downloads it.
const MobileNavMenu = lazyComponent(() => import("./MobileNavMenu"), "default");

/** The links this session may see (spec section 2: only true flags; Admin only for admins with the flag). */
export function visibleNavLinks(session: Session) {
  if (session.status !== "signedIn") return [];
  return navLinks.filter((link) => hasPageAccess(session.member, link.page));
}

const linkStyle = {
  // Ten links beside the family's name at 1280 px: a little less room around each below 1536,
  // so the name keeps a few words.
  px: { base: "1.5", "2xl": "2.5" },
  whiteSpace: "nowrap",
  py: "2",
  rounded: "md",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.muted",
  _hover: { bg: "bg.muted", color: "fg" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing" },
  "&[data-status=active]": { color: "brand.fg", bg: "brand.subtle" },
} as const;

type Props = {
  session: Session;
  /** The family's name once signed in (System Settings); the product's name before. */
  familyName?: string;
  actions?: ReactNode;
};

export function TopNav({ session, familyName, actions }: Props) {
  const { t } = useTranslation();
  // The bar uses short names (all of them must fit at 1280 px in every language).
  const links = visibleNavLinks(session).map((link) => ({
    ...link,
    label: t(`common.nav.links.${link.label ?? link.page}`),
    // Only admins see the Admin link, so only they subscribe to the live approvals count.
    badge: link.page === "admin" ? <PendingApprovalsBadge /> : undefined,
  }));
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" px={{ base: "3", md: "6" }}>
        <Flex h="14" align="center" gap="2">
          {/* minW 0: the family name takes the room the header's buttons leave; on a phone, two short lines
              ("The Carter / Family") rather than one cut short; beside the wide navigation too, where it keeps to 16rem. */}
          <Box asChild minW="0">
            <Link to="/">
              <HStack gap="2" color="brand.fg" fontWeight="bold" minW="0">
                <House size={22} aria-hidden style={{ flexShrink: 0 }} />
                <Text lineClamp={{ base: 2, sm: 1, xl: 2 }} lineHeight="1.15" overflowWrap="anywhere" maxW={{ xl: "64" }} data-testid="family-name">
                  {familyName ?? t("common.brand")}
                </Text>
              </HStack>
            </Link>
          </Box>
          <HStack as="nav" aria-label={t("common.nav.main")} gap="0.5" ms="2" display={{ base: "none", xl: "flex" }}>
            {links.map((link) => (
              <Box asChild key={link.to} {...linkStyle}>
                <Link to={link.to}>
                  {link.label}
                  {link.badge}
                </Link>
              </Box>
            ))}
          </HStack>
          <HStack ms="auto" gap="1" flexShrink={0}>
            {actions}
            {links.length > 0 && (
              <Suspense fallback={null}>
                <MobileNavMenu links={links} />
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
