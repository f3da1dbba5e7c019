import { Card, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = { id: string; title: string; emptyText: string; isEmpty: boolean; children: ReactNode };

/**
 * One titled card of the family screen (upcoming events, a member's tasks,
 * their notifications): large type for reading across the kitchen, and a
 * sentence instead of an empty card.
 */
export function ScreenSection({ id, title, emptyText, isEmpty, children }: Props) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id} fontSize="xl">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {isEmpty ? (
          <Text color="fg.muted" fontSize="lg">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
