import { Card, HStack, Stack } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

type Props = {
  icon: ReactNode;
  title: string;
  testId?: string;
  /** Beside the title (wraps below it on phones), e.g. an Add button. */
  action?: ReactNode;
  /** Below the title, still in the header, e.g. the month it shows. */
  header?: ReactNode;
  children: ReactNode;
};

/** A card that is a section of the page, named by its heading (so it is a landmark screen readers list). */
export function SectionCard({ icon, title, testId, action, header, children }: Props) {
  const titleId = useId();
  const titleRow = (
    <HStack gap="2" color="brand.fg">
      {icon}
      <Card.Title as="h2" id={titleId}>
        {title}
      </Card.Title>
    </HStack>
  );
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={titleId} data-testid={testId}>
      <Card.Header>
        {action ? (
          <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "center" }} gap="3">
            {titleRow}
            {action}
          </Stack>
        ) : (
          titleRow
        )}
        {header}
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
