import { Box, Button, Code, Heading, Text } from "@chakra-ui/react";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { serverErrorOf } from "../../features/feedback/notify";
import { removePrerendered } from "../../features/layout/prerendered";
import { isChunkLoadError } from "../../features/pwa/loadChunk";

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

/**
 * The router's fallback error screen (spec section 2). It never waits for a
 * language: AppErrorBoundary may show it before one has loaded, and then it
 * shows the error alone until the heading's text is there.
 */
export function RouterErrorScreen({ error }: ErrorComponentProps) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  // An error instead of the page the build prerendered: the copy of that page goes.
  useLayoutEffect(removePrerendered, []);
  // A server's refusal is a message for the reader, in their language, not a stack to debug.
  const refusal = ready ? serverErrorOf(error) : null;
  if (refusal !== null) {
    return (
      <Box p={{ base: "4", md: "8" }} role="alert">
        <Heading as="h1" size="2xl" mb="3">
          {refusal.title}
        </Heading>
        <Text as="h2">{refusal.message}</Text>
      </Box>
    );
  }
  // Code that could not be downloaded, even when tried again online: a reload fetches it afresh.
  if (ready && isChunkLoadError(error)) {
    return (
      <Box p={{ base: "4", md: "8" }} role="alert">
        <Heading as="h1" size="2xl" mb="3">
          {t("auth.errorScreen.title")}
        </Heading>
        <Text as="h2" mb="4">
          {t("auth.errorScreen.chunkMissing")}
        </Text>
        <Button colorPalette="green" onClick={() => window.location.reload()}>
          {t("auth.errorScreen.reload")}
        </Button>
      </Box>
    );
  }
  return (
    <Box p={{ base: "4", md: "8" }} role="alert">
      {ready && (
        <Heading as="h1" size="2xl" mb="3">
          {t("auth.errorScreen.title")}
        </Heading>
      )}
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
