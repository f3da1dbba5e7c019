import type { MemberView } from "../../../../../convex/lib/memberView";
import { Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MemberType } from "../../../../../convex/lib/validators";
import { PresenceDot } from "../../../../features/members/PresenceDot";

const generations: { label: "grandparents" | "parents" | "children" | "family"; types: MemberType[] }[] = [
  { label: "grandparents", types: ["Granddad", "Grandma"] },
  { label: "parents", types: ["Dad", "Mum"] },
  { label: "children", types: ["Son", "Daughter"] },
  { label: "family", types: ["Other"] },
];

/** The family by generation, from each member's type. */
export function FamilyTreeCard({ members }: { members: MemberView[] }) {
  const { t } = useTranslation();
  const rows = generations
    .map((generation) => ({ ...generation, members: members.filter((m) => generation.types.includes(m.memberType)) }))
    .filter((row) => row.members.length > 0);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t("dashboard.familyTree.title")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4">
          {rows.map((row) => (
            <Stack key={row.label} gap="2" align="center">
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                {t(`dashboard.familyTree.generations.${row.label}`)}
              </Text>
              <HStack gap="2" wrap="wrap" justify="center">
                {row.members.map((member) => (
                  <HStack key={member._id} gap="2" borderWidth="1px" rounded="full" px="3" py="1" bg="bg.subtle">
                    <PresenceDot status={member.status} />
                    <Text fontSize="sm">
                      {member.name} <Text as="span" color="fg.muted">{`(${t(`common.memberTypes.${member.memberType}`)})`}</Text>
                    </Text>
                  </HStack>
                ))}
              </HStack>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
