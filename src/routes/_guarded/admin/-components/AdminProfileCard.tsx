import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";

/** The Admin Panel's profile card: who is administering. */
export function AdminProfileCard() {
  const { t } = useTranslation();
  const viewer = useQuery(api.members.viewer, {});
  if (viewer?.status !== "signedIn") return null;
  const { member } = viewer;
  return (
    <Card.Root variant="outline" mb="6">
      <Card.Body>
        <HStack gap="3">
          <MemberAvatar member={member} size="lg" presence={member.status} />
          <Stack gap="0">
            <HStack gap="2">
              <Text fontWeight="semibold">{member.name}</Text>
              <Badge colorPalette="purple">{t("common.roles.admin")}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t(`common.memberTypes.${member.memberType}`)}
              {member.email ? ` · ${member.email}` : ""}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
