import { Card, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled card with an icon, used for the static cards of several pages. */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          {icon}
          <Card.Title as="h2">{title}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Text color="fg.muted">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}
