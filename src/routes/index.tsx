import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/")({
  component: Landing,
});

/** The landing page: Sign In / Create Account when signed out, Go to Dashboard when signed in. */
function Landing() {
  const { session } = Route.useRouteContext();
  const signedIn = session.status === "signedIn" || session.status === "waiting";
  return (
    <Stack align="center" textAlign="center" gap="6" py={{ base: "10", md: "20" }}>
      <Heading as="h1" size={{ base: "3xl", md: "5xl" }}>
        Family Household
      </Heading>
      <Text fontSize={{ base: "md", md: "xl" }} color="fg.muted" maxW="2xl">
        One shared, live home for the whole family: tasks, the home inventory, finance, clothing and more.
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
        {signedIn ? (
          <Button asChild colorPalette="green" size="lg">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        ) : (
          <>
            <Button asChild colorPalette="green" size="lg">
              <Link to="/login">Sign In</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/signup">Create Account</Link>
            </Button>
          </>
        )}
      </Stack>
      <Button asChild variant="plain" colorPalette="green">
        <Link to="/public">Visit the family's public space</Link>
      </Button>
    </Stack>
  );
}
