import { Alert } from "@chakra-ui/react";

/** The red alert in which the sign-in screens show a service's or a rule's message. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
