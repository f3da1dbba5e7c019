import { Alert, Box, Code } from "@chakra-ui/react";
import { ConvexProvider } from "convex/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { Provider } from "./components/ui/provider";
import { convex } from "./convexClient";

function MissingBackend() {
  return (
    <Box p="6">
      <Alert.Root status="error">
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
        <ConvexProvider client={convex}>
          <App />
        </ConvexProvider>
      ) : (
        <MissingBackend />
      )}
    </Provider>
  </StrictMode>,
);
