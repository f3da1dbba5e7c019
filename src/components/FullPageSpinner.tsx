import { Center, Spinner } from "@chakra-ui/react";

/** Shown while authentication loads (spec section 2). */
export function FullPageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <Center minH="100dvh">
      <Spinner size="xl" color="brand.solid" aria-label={label} />
    </Center>
  );
}
