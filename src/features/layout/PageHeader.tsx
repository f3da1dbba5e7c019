import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A page's title (its one h1) and subtitle. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
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
