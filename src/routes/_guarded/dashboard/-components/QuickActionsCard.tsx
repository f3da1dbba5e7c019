import type { MemberView } from "../../../../../convex/lib/memberView";
import { Alert, Button, Card, Stack } from "@chakra-ui/react";
import { CalendarPlus, ListPlus, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../../components/lazyDialog";

// Their forms (zod, the date picker) load when one first opens, not with the dashboard.
const AddEventDialog = lazyDialog(() => import("./AddEventDialog"), "AddEventDialog");
const NewMemberDialog = lazyDialog(() => import("../../../../features/members/NewMemberDialog"), "NewMemberDialog");
const TaskFormDialog = lazyDialog(() => import("./TaskFormDialog"), "TaskFormDialog");

type Open = "event" | "member" | "task" | null;

export function QuickActionsCard({ viewer, members }: { viewer: MemberView; members: MemberView[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t("dashboard.quickActions.title")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {viewer.role === "admin" ? (
          <Stack gap="2">
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("event")}>
              <CalendarPlus aria-hidden /> {t("dashboard.quickActions.addEvent")}
            </Button>
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("member")}>
              <UserPlus aria-hidden /> {t("dashboard.quickActions.addMember")}
            </Button>
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("task")}>
              <ListPlus aria-hidden /> {t("dashboard.quickActions.addTask")}
            </Button>
          </Stack>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t("dashboard.quickActions.adminOnly")}</Alert.Description>
          </Alert.Root>
        )}
      </Card.Body>
      <AddEventDialog open={open === "event"} onClose={() => setOpen(null)} />
      <NewMemberDialog open={open === "member"} onClose={() => setOpen(null)} />
      <TaskFormDialog open={open === "task"} onClose={() => setOpen(null)} members={members} requireEveryField />
    </Card.Root>
  );
}
