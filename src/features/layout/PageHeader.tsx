import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "./useDocumentTitle";

/** A page's title (its one h1, also the browser tab's) and subtitle. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box mb="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      )}
      {children}
    </Box>
  );
}
