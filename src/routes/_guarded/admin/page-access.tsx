import type { AdminMemberView } from "../../../../convex/lib/memberView";
import { Badge, Card, HStack, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { hasPageAccess } from "../../../../convex/lib/access";
import { pageKeys, type PageKey } from "../../../../convex/lib/validators";
import { notifyFailure } from "../../../features/feedback/notify";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";
import { LoadingSpinner } from "../../../components/LoadingSpinner";

export const Route = createFileRoute("/_guarded/admin/page-access")({
  component: PageAccessPage,
});

function PageAccessPage() {
  const { t } = useTranslation();
  const members = useQuery(api.members.listForAdmin, {});
  const { session } = Route.useRouteContext();
  const viewerId = session.status === "signedIn" ? session.member._id : null;
  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("admin.pageAccess.title")} subtitle={t("admin.pageAccess.subtitle")} />
      {members === undefined ? (
        <LoadingSpinner label={t("admin.pageAccess.loading")} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {members.map((member) => (
            <MemberPageAccessCard key={member._id} member={member} isViewer={member._id === viewerId} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

function MemberPageAccessCard({ member, isViewer }: { member: AdminMemberView; isViewer: boolean }) {
  const { t } = useTranslation();
  const setPageAccess = useMutation(api.members.setPageAccess);
  async function toggle(page: PageKey, enabled: boolean) {
    try {
      await setPageAccess({ memberId: member._id, page, enabled });
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.pageAccess.failed") });
    }
  }
  return (
    <Card.Root variant="outline" role="group" aria-labelledby={`page-access-${member._id}`}>
      <Card.Header>
        <HStack>
          <Card.Title as="h2" id={`page-access-${member._id}`}>
            {member.name}
          </Card.Title>
          <Badge colorPalette={member.role === "admin" ? "purple" : "gray"}>{t(`admin.pageAccess.roles.${member.role}`)}</Badge>
          {isViewer && <Text color="fg.muted" fontSize="sm">{t("common.you")}</Text>}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {pageKeys.map((page) => {
            // The Admin page comes with the role (convex/lib/access.ts): its switch shows the role
            // and only Family Members' Make admin / Make member changes it (the server refuses it here).
            const followsRole = page === "admin";
            // Clothing opens from Home Inventory and needs that switch on as well: said while it is off.
            const clothingBlocked = page === "clothing" && !member.pageAccess.homePlan;
            const hint = followsRole ? t("admin.pageAccess.adminFollowsRole") : clothingBlocked ? t("admin.pageAccess.clothingNeedsHome") : null;
            const hintId = `page-access-${member._id}-${page}-hint`;
            // A member saved before the calendar page existed has no flag for it, and has the page.
            const stored = page === "calendar" ? hasPageAccess(member, "calendar") : member.pageAccess[page];
            return (
              <Stack key={page} gap="1">
                <Switch.Root
                  checked={followsRole ? hasPageAccess(member, "admin") : stored}
                  onCheckedChange={(e) => void toggle(page, e.checked)}
                  colorPalette="green"
                  disabled={followsRole}
                >
                  <Switch.HiddenInput aria-describedby={hint ? hintId : undefined} />
                  <Switch.Control />
                  <Switch.Label>{t(`common.pages.${page}`)}</Switch.Label>
                </Switch.Root>
                {hint && (
                  <Text id={hintId} fontSize="xs" color="fg.muted" ps="10">
                    {hint}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
