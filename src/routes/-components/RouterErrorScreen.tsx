import { Box, Code, Heading, Text } from "@chakra-ui/react";
import type { ErrorComponentProps } from "@tanstack/react-router";

type HttpLikeError = { status: number; statusText?: string };

function isHttpLikeError(error: unknown): error is HttpLikeError {
  return typeof error === "object" && error !== null && typeof (error as HttpLikeError).status === "number";
}

/** What the router shows when a route throws: the status and its text, or the message. */
export function describeRouteError(error: unknown): string {
  if (isHttpLikeError(error)) return `${error.status} ${error.statusText ?? ""}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback error screen (spec section 2). */
export function RouterErrorScreen({ error }: ErrorComponentProps) {
  return (
    <Box p={{ base: "4", md: "8" }} role="alert">
      <Heading as="h1" size="2xl" mb="3">
        Unexpected Application Error!
      </Heading>
      <Text as="h2" fontStyle="italic" mb="4">
        {describeRouteError(error)}
      </Text>
      {error instanceof Error && error.stack && (
        <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" fontSize="xs" maxW="full" overflowX="auto">
          {error.stack}
        </Code>
      )}
    </Box>
  );
}
