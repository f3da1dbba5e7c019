import { Alert, Box, Code } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { AppErrorBoundary } from "./components/AppErrorBoundary";
import { Provider } from "./components/ui/provider";
import { convex } from "./convexClient";

function MissingBackend() {
  return (
    <Box p="6">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No backend configured</Alert.Title>
          <Alert.Description>
            Start the app with <Code>npm start</Code>, or set <Code>VITE_CONVEX_URL</Code> to a Convex deployment.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider>
      {convex ? (
        <AppErrorBoundary>
          <AppProviders client={convex} clerkKey={import.meta.env.VITE_CLERK_PUBLISHABLE_KEY}>
            <App />
          </AppProviders>
        </AppErrorBoundary>
      ) : (
        <MissingBackend />
      )}
    </Provider>
  </StrictMode>,
);
