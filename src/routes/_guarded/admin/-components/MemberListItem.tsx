import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { KeyRound, Pencil, ShieldCheck, ShieldMinus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";

type Props = {
  member: AdminMemberView;
  isViewer: boolean;
  /** Whether they have a family-screen PIN (admins see only that, never the PIN). */
  hasPin: boolean;
  onEdit: () => void;
  /** Set or clear their PIN (the dialog offers both). */
  onSetPin: () => void;
  onSetRole: (role: "admin" | "member") => void;
  onDelete: () => void;
};

/** One member on the Family Members page: who they are, and the admin's actions on them. */
export function MemberListItem({ member, isViewer, hasPin, onEdit, onSetPin, onSetRole, onDelete }: Props) {
  const { t } = useTranslation();
  const isAdmin = member.role === "admin";
  return (
    <Card.Root as="li" variant="outline" aria-label={member.name}>
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <Stack direction={{ base: "column", md: "row" }} gap="3" justify="space-between" align={{ base: "stretch", md: "center" }}>
          <HStack gap="3" align="center" minW="0">
            <MemberAvatar member={member} size="lg" presence={member.status} />
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" fontSize="lg" truncate>
                {member.name}{" "}
                {isViewer && (
                  <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md">
                    {t("common.you")}
                  </Text>
                )}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {t(`common.memberTypes.${member.memberType}`)}
                </Text>
                <Badge size="sm" colorPalette={isAdmin ? "purple" : "gray"}>
                  {t(`common.roles.${member.role}`)}
                </Badge>
                {hasPin && (
                  <Badge size="sm" variant="subtle" colorPalette="teal" data-testid="pin-badge">
                    <KeyRound size={12} aria-hidden /> {t("admin.familyMembers.pinSet")}
                  </Badge>
                )}
              </HStack>
              <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" minW="0">
                {member.email && (
                  <Text truncate maxW="full">
                    {member.email}
                  </Text>
                )}
                {!member.signsIn && (
                  <Badge size="sm" variant="outline" colorPalette="orange">
                    {t("admin.familyMembers.noSignIn")}
                  </Badge>
                )}
              </HStack>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap" justify={{ base: "flex-start", md: "flex-end" }} flexShrink={0}>
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("admin.familyMembers.editLabel", { name: member.name })}>
              <Pencil aria-hidden /> {t("admin.familyMembers.edit")}
            </Button>
            {!isAdmin && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="purple"
                onClick={() => onSetRole("admin")}
                aria-label={t("admin.familyMembers.makeAdminLabel", { name: member.name })}
              >
                <ShieldCheck aria-hidden /> {t("admin.familyMembers.makeAdmin")}
              </Button>
            )}
            {isAdmin && !isViewer && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onSetRole("member")}
                aria-label={t("admin.familyMembers.makeMemberLabel", { name: member.name })}
              >
                <ShieldMinus aria-hidden /> {t("admin.familyMembers.makeMember")}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={onSetPin}
              aria-label={t("admin.familyMembers.setPinLabel", { name: member.name })}
            >
              <KeyRound aria-hidden /> {t("admin.familyMembers.setPin")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onDelete}
              aria-label={t("admin.familyMembers.deleteLabel", { name: member.name })}
            >
              <Trash2 aria-hidden /> {t("admin.familyMembers.delete")}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
