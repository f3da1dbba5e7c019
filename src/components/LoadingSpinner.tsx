import { Spinner, type SpinnerProps } from "@chakra-ui/react";

/**
 * A spinner that says what is loading. A label on a bare span is not announced
 * (and axe rightly refuses it), so the spinner is a status with that name.
 */
export function LoadingSpinner({ label, ...props }: Omit<SpinnerProps, "aria-label" | "role"> & { label: string }) {
  return <Spinner role="status" aria-label={label} {...props} />;
}
