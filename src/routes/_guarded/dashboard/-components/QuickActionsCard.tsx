import { Alert, Button, Card, Stack } from "@chakra-ui/react";
import { CalendarPlus, ListPlus, UserPlus } from "lucide-react";
import { useState } from "react";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import { AddEventDialog } from "./AddEventDialog";
import { AddMemberDialog } from "./AddMemberDialog";
import { TaskFormDialog } from "./TaskFormDialog";

type Open = "event" | "member" | "task" | null;

export function QuickActionsCard({ viewer, members }: { viewer: Doc<"members">; members: Doc<"members">[] }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">Quick Actions</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {viewer.role === "admin" ? (
          <Stack gap="2">
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("event")}>
              <CalendarPlus aria-hidden /> Add Family Event
            </Button>
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("member")}>
              <UserPlus aria-hidden /> Add Family Member
            </Button>
            <Button variant="outline" justifyContent="start" onClick={() => setOpen("task")}>
              <ListPlus aria-hidden /> Add Family Task
            </Button>
          </Stack>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              Admin privileges are required for quick actions. Please contact your family administrator.
            </Alert.Description>
          </Alert.Root>
        )}
      </Card.Body>
      <AddEventDialog open={open === "event"} onClose={() => setOpen(null)} />
      <AddMemberDialog open={open === "member"} onClose={() => setOpen(null)} />
      <TaskFormDialog open={open === "task"} onClose={() => setOpen(null)} members={members} requireEveryField />
    </Card.Root>
  );
}
