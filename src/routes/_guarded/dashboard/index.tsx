import { Grid, GridItem, Spinner, Stack } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { requirePage } from "../../../auth/guards";
import { PageHeader } from "../../../features/layout/PageHeader";
import { ApprovalQueueCard } from "./-components/ApprovalQueueCard";
import { FamilyTreeCard } from "./-components/FamilyTreeCard";
import { MembersCard } from "./-components/MembersCard";
import { QuickActionsCard } from "./-components/QuickActionsCard";
import { UpcomingEventsCard } from "./-components/UpcomingEventsCard";

export const Route = createFileRoute("/_guarded/dashboard/")({
  beforeLoad: ({ context }) => requirePage(context.session, "dashboard"),
  component: Dashboard,
});

function Dashboard() {
  const { t } = useTranslation();
  const { session } = Route.useRouteContext();
  const members = useQuery(api.members.list, {});
  const viewer = members?.find((m) => session.status === "signedIn" && m._id === session.member._id);
  const firstName = session.status === "signedIn" ? session.member.name.split(" ")[0] : "";

  return (
    <>
      <PageHeader title={t("dashboard.title")} subtitle={t("dashboard.welcome", { name: firstName })} />
      {members === undefined || viewer === undefined ? (
        <Spinner aria-label={t("dashboard.loading")} />
      ) : (
        <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="4">
          <GridItem>
            <Stack gap="4">
              <MembersCard viewer={viewer} members={members} />
              <FamilyTreeCard members={members} />
            </Stack>
          </GridItem>
          <GridItem>
            <Stack gap="4">
              <QuickActionsCard viewer={viewer} members={members} />
              {viewer.role === "admin" && <ApprovalQueueCard viewer={viewer} members={members} />}
              <UpcomingEventsCard />
            </Stack>
          </GridItem>
        </Grid>
      )}
    </>
  );
}
