import { Card, Center, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../layout/useDocumentTitle";

/** The frame of the sign-in screens: one card, centred, full width on a phone. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Center py={{ base: "2", md: "10" }}>
      <Card.Root w="full" maxW="md" variant="elevated">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
