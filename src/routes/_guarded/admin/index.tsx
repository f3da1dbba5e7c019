import { Card, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { DoorOpen, History, KeyRound, PoundSterling, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApprovalsTile } from "../../../features/approvals/ApprovalsTile";
import { PageHeader } from "../../../features/layout/PageHeader";
import { AdminProfileCard } from "./-components/AdminProfileCard";

export const Route = createFileRoute("/_guarded/admin/")({
  component: AdminPanel,
});

type Tile = {
  to: string;
  key: "familyMembers" | "pageAccess" | "rooms" | "financeSettings" | "settings" | "activity";
  icon: ReactNode;
};

const tiles: Tile[] = [
  { to: "/admin/family-members", key: "familyMembers", icon: <Users aria-hidden /> },
  { to: "/admin/page-access", key: "pageAccess", icon: <KeyRound aria-hidden /> },
  { to: "/admin/rooms", key: "rooms", icon: <DoorOpen aria-hidden /> },
  { to: "/admin/finance-settings", key: "financeSettings", icon: <PoundSterling aria-hidden /> },
  { to: "/admin/settings", key: "settings", icon: <Settings aria-hidden /> },
  { to: "/admin/activity", key: "activity", icon: <History aria-hidden /> },
];

function AdminPanel() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("admin.panel.title")} subtitle={t("admin.panel.subtitle")} />
      <AdminProfileCard />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <ApprovalsTile />
        {tiles.map((tile) => (
          <Card.Root key={tile.to} asChild variant="outline" _hover={{ borderColor: "brand.solid" }}>
            <Link to={tile.to}>
              <Card.Body>
                <HStack gap="3" color="brand.fg" mb="2">
                  {tile.icon}
                  <Card.Title as="h2">{t(`admin.panel.tiles.${tile.key}.title`)}</Card.Title>
                </HStack>
                <Text color="fg.muted">{t(`admin.panel.tiles.${tile.key}.description`)}</Text>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
