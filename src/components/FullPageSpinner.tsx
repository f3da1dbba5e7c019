import { Center, Spinner } from "@chakra-ui/react";

/**
 * Shown while authentication loads (spec section 2). It may show before any
 * language has loaded, so it has no text of its own: a caller that has a
 * translated label passes it.
 */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Center minH="100dvh" role="status" aria-busy="true" aria-label={label}>
      <Spinner size="xl" color="brand.solid" aria-hidden />
    </Center>
  );
}
