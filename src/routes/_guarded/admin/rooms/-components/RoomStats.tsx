import { Code, HStack, SimpleGrid, Stat } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { RoomType } from "../../../../../../convex/lib/validators";
import { RoomTypeIcon } from "../../../../../features/inventory/RoomTypeIcon";

type Props = { id: string; type: RoomType; authorizedMemberCount: number; pendingRequestCount: number };

// On a phone: the type across, the two counts side by side, then the long ID across.
/** Room detail's figures (spec section 2): type, ID, authorized members, pending requests. */
export function RoomStats({ id, type, authorizedMemberCount, pendingRequestCount }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
      <Stat.Root
        size={{ base: "sm", md: "md" }}
        borderWidth="1px"
        borderRadius="l2"
        p={{ base: "3", md: "4" }}
        gridColumn={{ base: "span 2", lg: "auto" }}
      >
        <Stat.Label>{t("rooms.detail.stats.type")}</Stat.Label>
        <Stat.ValueText>
          <HStack gap="2">
            <RoomTypeIcon type={type} size={22} />
            {t(`rooms.types.${type}`)}
          </HStack>
        </Stat.ValueText>
      </Stat.Root>
      <Stat.Root
        size={{ base: "sm", md: "md" }}
        borderWidth="1px"
        borderRadius="l2"
        p={{ base: "3", md: "4" }}
        minW="0"
        gridColumn={{ base: "span 2", lg: "auto" }}
        order={{ base: 4, lg: 0 }}
      >
        <Stat.Label>{t("rooms.detail.stats.id")}</Stat.Label>
        <Stat.ValueText minW="0">
          <Code fontSize="sm" overflowWrap="anywhere" whiteSpace="normal" maxW="full">
            {id}
          </Code>
        </Stat.ValueText>
      </Stat.Root>
      <Stat.Root size={{ base: "sm", md: "md" }} borderWidth="1px" borderRadius="l2" p={{ base: "3", md: "4" }}>
        <Stat.Label>{t("rooms.detail.stats.members")}</Stat.Label>
        <Stat.ValueText data-testid="stat-members">{authorizedMemberCount}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root size={{ base: "sm", md: "md" }} borderWidth="1px" borderRadius="l2" p={{ base: "3", md: "4" }}>
        <Stat.Label>{t("rooms.detail.stats.pending")}</Stat.Label>
        <Stat.ValueText data-testid="stat-pending">{pendingRequestCount}</Stat.ValueText>
      </Stat.Root>
    </SimpleGrid>
  );
}
