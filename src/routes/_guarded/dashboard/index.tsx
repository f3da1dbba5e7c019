import type { MemberView } from "../../../../convex/lib/memberView";
import { Grid, GridItem, Stack, useBreakpointValue } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useDeferredValue, useLayoutEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { hasPageAccess } from "../../../../convex/lib/access";
import { requirePage } from "../../../auth/guards";
import { optionalString } from "../../../features/navigation/searchParams";
import { ApprovalsSummaryCard } from "../../../features/approvals/ApprovalsSummaryCard";
import { PageHeader } from "../../../features/layout/PageHeader";
import { FamilyTreeCard } from "./-components/FamilyTreeCard";
import { MembersCard } from "./-components/MembersCard";
import { NoPagesYet } from "./-components/NoPagesYet";
import { QuickActionsCard } from "./-components/QuickActionsCard";
import { UpcomingEventsCard } from "./-components/UpcomingEventsCard";
import { LoadingSpinner } from "../../../components/LoadingSpinner";
import { useLastSeenCopy } from "../../../features/layout/lastSeen";
import { removePrerendered } from "../../../features/layout/prerendered";

/**
 * `?task=…`: a task notification opens the reader's task list at that task; with `&member=…`
 * (a calendar's task chip, for an admin) that member's list.
 */
type DashboardSearch = { task?: string; member?: string };

export const Route = createFileRoute("/_guarded/dashboard/")({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => {
    const task = optionalString(search.task);
    const member = optionalString(search.member);
    return task === undefined ? {} : member === undefined ? { task } : { task, member };
  },
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "dashboard", { quiet: preload, cause }),
  component: DashboardPage,
});

/** The guard sends anyone without the dashboard to their first page; with no page at all, they land here. */
function DashboardPage() {
  const { session } = Route.useRouteContext();
  const noPages = session.status === "signedIn" && !hasPageAccess(session.member, "dashboard");
  // The device's last-seen copy of the dashboard is not what this person sees now.
  useLayoutEffect(() => {
    if (noPages) removePrerendered();
  }, [noPages]);
  if (noPages) return <NoPagesYet />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const { session } = Route.useRouteContext();
  // The cards render as a transition, in slices that leave a phone's main thread free, rather than in one long task.
  const members = useDeferredValue(useQuery(api.members.list, {}));
  const viewer = members?.find((m) => session.status === "signedIn" && m._id === session.member._id);
  const firstName = session.status === "signedIn" ? session.member.name.split(" ")[0] : "";
  useLastSeenCopy(viewer !== undefined);

  return (
    <>
      <PageHeader title={t("dashboard.title")} subtitle={t("dashboard.welcome", { name: firstName })} />
      {members === undefined || viewer === undefined ? (
        <LoadingSpinner label={t("dashboard.loading")} />
      ) : (
        <DashboardCards viewer={viewer} members={members} />
      )}
    </>
  );
}

/**
 * Two columns from 1024 px: the family on the left, actions and events on the
 * right. On a narrower screen one column, with what asks for action first: an
 * admin's approval queue and quick actions before the member cards; a member's
 * own card (their tasks) before the rest and the quick-actions notice last.
 * The order in the page is the order on screen, for keyboards and screen readers too.
 */
function DashboardCards({ viewer, members }: { viewer: MemberView; members: MemberView[] }) {
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const isAdmin = viewer.role === "admin";
  const { task, member: taskMember } = Route.useSearch();
  const navigate = Route.useNavigate();
  const cards: Record<"members" | "tree" | "quickActions" | "approvals" | "events", ReactNode> = {
    members: (
      <MembersCard
        key="members"
        viewer={viewer}
        members={members}
        openTask={task}
        openTaskMember={taskMember}
        onTaskShown={() => void navigate({ search: {}, replace: true })}
      />
    ),
    tree: <FamilyTreeCard key="tree" members={members} />,
    quickActions: <QuickActionsCard key="quickActions" viewer={viewer} members={members} />,
    // Every kind of pending decision, task completions included: count, the oldest few to decide in place, the inbox.
    approvals: isAdmin ? <ApprovalsSummaryCard key="approvals" /> : null,
    events: <UpcomingEventsCard key="events" />,
  };

  if (!wide) {
    const order = isAdmin
      ? (["approvals", "quickActions", "members", "events", "tree"] as const)
      : (["members", "events", "tree", "quickActions"] as const);
    return (
      <Stack gap="4" data-testid="dashboard-cards">
        {order.map((name) => cards[name])}
      </Stack>
    );
  }
  return (
    <Grid templateColumns="2fr 1fr" gap="4" data-testid="dashboard-cards">
      <GridItem minW="0">
        <Stack gap="4">
          {cards.members}
          {cards.tree}
        </Stack>
      </GridItem>
      <GridItem minW="0">
        <Stack gap="4">
          {cards.quickActions}
          {cards.approvals}
          {cards.events}
        </Stack>
      </GridItem>
    </Grid>
  );
}
