import { Card, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { DoorOpen, KeyRound, PoundSterling, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "../../../features/layout/PageHeader";
import { AdminProfileCard } from "./-components/AdminProfileCard";
import { JoinRequestsCard } from "./-components/JoinRequestsCard";

export const Route = createFileRoute("/_guarded/admin/")({
  component: AdminPanel,
});

type Tile = { to: string; title: string; description: string; icon: ReactNode };

const tiles: Tile[] = [
  { to: "/admin/family-members", title: "Family Members", description: "Add and remove members of the family.", icon: <Users aria-hidden /> },
  { to: "/admin/page-access", title: "Page Access", description: "Choose which pages each member can open.", icon: <KeyRound aria-hidden /> },
  { to: "/admin/rooms", title: "Rooms", description: "Rooms, who may enter them, and access requests.", icon: <DoorOpen aria-hidden /> },
  { to: "/admin/finance-settings", title: "Finance Settings", description: "Finance categories and item types.", icon: <PoundSterling aria-hidden /> },
  { to: "/admin/settings", title: "System Settings", description: "Family name, language, dark mode and more.", icon: <Settings aria-hidden /> },
];

function AdminPanel() {
  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Manage the family, rooms, pages and settings." />
      <AdminProfileCard />
      <JoinRequestsCard />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {tiles.map((tile) => (
          <Card.Root key={tile.to} asChild variant="outline" _hover={{ borderColor: "brand.solid" }}>
            <Link to={tile.to}>
              <Card.Body>
                <HStack gap="3" color="brand.fg" mb="2">
                  {tile.icon}
                  <Card.Title as="h2">{tile.title}</Card.Title>
                </HStack>
                <Text color="fg.muted">{tile.description}</Text>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
