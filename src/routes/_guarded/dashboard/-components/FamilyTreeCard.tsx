import { Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import type { MemberType } from "../../../../../convex/lib/validators";
import { PresenceDot } from "../../../../features/members/PresenceDot";

const generations: { label: string; types: MemberType[] }[] = [
  { label: "Grandparents", types: ["Granddad", "Grandma"] },
  { label: "Parents", types: ["Dad", "Mum"] },
  { label: "Children", types: ["Son", "Daughter"] },
  { label: "Family", types: ["Other"] },
];

/** The family by generation, from each member's type. */
export function FamilyTreeCard({ members }: { members: Doc<"members">[] }) {
  const rows = generations
    .map((generation) => ({ ...generation, members: members.filter((m) => generation.types.includes(m.memberType)) }))
    .filter((row) => row.members.length > 0);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">Family Tree</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4">
          {rows.map((row) => (
            <Stack key={row.label} gap="2" align="center">
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                {row.label}
              </Text>
              <HStack gap="2" wrap="wrap" justify="center">
                {row.members.map((member) => (
                  <HStack key={member._id} gap="2" borderWidth="1px" rounded="full" px="3" py="1" bg="bg.subtle">
                    <PresenceDot status={member.status} />
                    <Text fontSize="sm">
                      {member.name} <Text as="span" color="fg.muted">({member.memberType})</Text>
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
