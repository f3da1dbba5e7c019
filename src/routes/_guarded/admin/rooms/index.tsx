import { Box, Heading, Tabs, VisuallyHidden } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { optionalChoice, optionalString, type Search } from "../../../../features/navigation/searchParams";
import { api } from "../../../../../convex/_generated/api";
import { BackButton } from "../../../../features/layout/BackButton";
import { PageHeader } from "../../../../features/layout/PageHeader";
import { AccessRequestsTab } from "./-components/AccessRequestsTab";
import { AdminOnlyBoundary } from "./-components/AdminOnlyNotice";
import { MemberAccessTab } from "./-components/MemberAccessTab";
import { MemberRoomMatrix } from "./-components/MemberRoomMatrix";
import { RoomManagementTab } from "./-components/RoomManagementTab";
import { LoadingSpinner } from "../../../../components/LoadingSpinner";

const tabs = ["management", "access", "matrix", "requests"] as const;
type Tab = (typeof tabs)[number];

// The open tab (and the member picked on Member Access) live in the URL, so
// reload, Back and a shared link keep them; anything unknown falls back.
function roomsAdminSearch(search: Search): { tab?: Tab; member?: string } {
  const tab = optionalChoice(tabs, search.tab);
  const member = optionalString(search.member);
  return { ...(tab ? { tab } : {}), ...(member ? { member } : {}) };
}

export const Route = createFileRoute("/_guarded/admin/rooms/")({
  validateSearch: roomsAdminSearch,
  component: RoomsAdmin,
});

/**
 * Admin → Rooms (spec section 2): four tabs over one live overview of the
 * rooms and the family. Every action is checked again by the server.
 */
function RoomsAdmin() {
  const { t } = useTranslation();
  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("rooms.title")} subtitle={t("rooms.subtitle")} />
      <AdminOnlyBoundary>
        <RoomsAdminTabs />
      </AdminOnlyBoundary>
    </>
  );
}

function RoomsAdminTabs() {
  const { t } = useTranslation();
  const { tab = "management", member } = Route.useSearch();
  const navigate = Route.useNavigate();
  const overview = useQuery(api.rooms.adminOverview, {});
  const accessRequests = useQuery(api.roomAccess.pending, {});
  const itemRequests = useQuery(api.itemRequests.pending, {});
  const waiting = (accessRequests?.length ?? 0) + (itemRequests?.length ?? 0);

  function show(next: Tab) {
    void navigate({ search: (prev) => ({ ...prev, tab: next === "management" ? undefined : next }), replace: true });
  }

  return (
    <Tabs.Root value={tab} onValueChange={(e) => show(e.value as Tab)} colorPalette="green" lazyMount unmountOnExit>
      <Tabs.List aria-label={t("rooms.tabs.label")} flexWrap="wrap">
        {tabs.map((value) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
            {t(`rooms.tabs.${value}`)}
            {value === "requests" && waiting > 0 && (
              <>
                <Box as="span" aria-hidden w="2.5" h="2.5" borderRadius="full" bg="red.600" data-testid="requests-dot" />
                <VisuallyHidden>{t("rooms.tabs.waiting", { count: waiting })}</VisuallyHidden>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {overview === undefined ? (
        // Inside the chosen tab's panel, so its trigger points at a panel that exists.
        <Tabs.Content value={tab}>
          <LoadingSpinner mt="6" label={t("rooms.loading")} />
        </Tabs.Content>
      ) : (
        <>
          <Tabs.Content value="management">
            <RoomManagementTab overview={overview} />
          </Tabs.Content>
          <Tabs.Content value="access">
            <Heading as="h2" size="lg" mb="4">
              {t("rooms.access.title")}
            </Heading>
            <MemberAccessTab
              overview={overview}
              memberId={member}
              onMember={(id) => void navigate({ search: (prev) => ({ ...prev, member: id }), replace: true })}
            />
          </Tabs.Content>
          <Tabs.Content value="matrix">
            <MemberRoomMatrix overview={overview} />
          </Tabs.Content>
          <Tabs.Content value="requests">
            <AccessRequestsTab accessRequests={accessRequests} itemRequests={itemRequests} />
          </Tabs.Content>
        </>
      )}
    </Tabs.Root>
  );
}
