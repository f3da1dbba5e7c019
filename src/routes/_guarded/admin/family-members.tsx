import type { AdminMemberView } from "../../../../convex/lib/memberView";
import { Button, Stack, Text } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { Role } from "../../../../convex/lib/validators";
import { notifyError, notifyFailure, notifySuccess } from "../../../features/feedback/notify";
import { BackButton } from "../../../features/layout/BackButton";
import { ConfirmDialog } from "../../../features/layout/ConfirmDialog";
import { PageHeader } from "../../../features/layout/PageHeader";
import { DeleteMemberDialog } from "./-components/DeleteMemberDialog";
import { EditMemberDialog } from "./-components/EditMemberDialog";
import { SetMemberPinDialog } from "./-components/MemberPinDialog";
import { MemberListItem } from "./-components/MemberListItem";
import { NewMemberDialog } from "../../../features/members/NewMemberDialog";
import { LoadingSpinner } from "../../../components/LoadingSpinner";

export const Route = createFileRoute("/_guarded/admin/family-members")({
  component: FamilyMembers,
});

/**
 * Admin → Family Members: everyone in the family, live; add, edit, photo and
 * colour, Make admin / Make member, family-screen PIN (set or clear), delete
 * (never oneself). The server checks every rule again (convex/model/members.ts,
 * deleteMember.ts).
 */
function FamilyMembers() {
  const { t } = useTranslation();
  const members = useQuery(api.members.listForAdmin, {});
  // Who has a family-screen PIN (ids only): live, so a member setting their own shows at once.
  const withPin = useQuery(api.members.membersWithPin, {});
  const setRole = useMutation(api.members.setRole);
  const { session } = Route.useRouteContext();
  const viewerId = session.status === "signedIn" ? session.member._id : null;

  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<Id<"members"> | null>(null);
  const [toDelete, setToDelete] = useState<AdminMemberView | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [pinForId, setPinForId] = useState<Id<"members"> | null>(null);
  const hasPin = (memberId: Id<"members">) => withPin?.includes(memberId) ?? false;
  // The live row: the dialog closes by itself if someone else deletes the member meanwhile.
  const editing = members?.find((member) => member._id === editingId) ?? null;
  const settingPinFor = members?.find((member) => member._id === pinForId) ?? null;

  // Making someone an admin hands them the whole household: it is asked first.
  const [toPromote, setToPromote] = useState<AdminMemberView | null>(null);
  const [promoteOpen, setPromoteOpen] = useState(false);

  async function changeRole(member: AdminMemberView, role: Role) {
    try {
      await setRole({ memberId: member._id, role });
      notifySuccess(
        t("admin.familyMembers.roleChanged"),
        role === "admin" ? t("admin.familyMembers.nowAdmin", { name: member.name }) : t("admin.familyMembers.nowMember", { name: member.name }),
      );
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.roleFailed") });
    }
  }

  function askToDelete(member: AdminMemberView) {
    // The spec's refusal at once: the server would refuse it too (DELETE_SELF).
    if (member._id === viewerId) return notifyError(t("errors.DELETE_SELF.title"), t("errors.DELETE_SELF.message"));
    setToDelete(member);
    setDeleteOpen(true);
  }

  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("admin.familyMembers.title")} subtitle={t("admin.familyMembers.subtitle")}>
        <Button mt="4" colorPalette="green" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden /> {t("admin.familyMembers.add")}
        </Button>
      </PageHeader>
      {members === undefined ? (
        <LoadingSpinner label={t("admin.familyMembers.loading")} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t("admin.familyMembers.listLabel")}>
          {members.map((member) => (
            <MemberListItem
              key={member._id}
              member={member}
              isViewer={member._id === viewerId}
              hasPin={hasPin(member._id)}
              onEdit={() => setEditingId(member._id)}
              onSetPin={() => setPinForId(member._id)}
              onSetRole={(role) => {
                if (role === "member") return void changeRole(member, role);
                setToPromote(member);
                setPromoteOpen(true);
              }}
              onDelete={() => askToDelete(member)}
            />
          ))}
        </Stack>
      )}
      <NewMemberDialog open={adding} onClose={() => setAdding(false)} />
      <EditMemberDialog member={editing} onClose={() => setEditingId(null)} />
      <DeleteMemberDialog member={toDelete} open={deleteOpen} onClose={() => setDeleteOpen(false)} />
      <ConfirmDialog
        open={promoteOpen}
        title={t("admin.familyMembers.promoteDialog.title", {
          name: toPromote?.name ?? "",
        })}
        confirmLabel={t("admin.familyMembers.makeAdmin")}
        onConfirm={async () => {
          if (toPromote) await changeRole(toPromote, "admin");
          setPromoteOpen(false);
        }}
        onClose={() => setPromoteOpen(false)}
      >
        <Text>{t("admin.familyMembers.promoteDialog.body")}</Text>
      </ConfirmDialog>
      <SetMemberPinDialog member={settingPinFor} hasPin={settingPinFor !== null && hasPin(settingPinFor._id)} onClose={() => setPinForId(null)} />
    </>
  );
}
