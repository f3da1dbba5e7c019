// Clerk's sign-in, loaded only when VITE_CLERK_PUBLISHABLE_KEY is set: its
// code (Clerk + swr) is a chunk of its own, never part of the first load
// of a deployment that uses the built-in password sign-in.
import { ClerkProvider, useAuth } from "@clerk/clerk-react";
import type { ConvexReactClient } from "convex/react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import type { ReactNode } from "react";
import { ClerkAuthFlowProvider } from "./ClerkAuthFlowProvider";

export default function ClerkProviders({ client, publishableKey, children }: { client: ConvexReactClient; publishableKey: string; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ConvexProviderWithClerk client={client} useAuth={useAuth}>
        <ClerkAuthFlowProvider>{children}</ClerkAuthFlowProvider>
      </ConvexProviderWithClerk>
    </ClerkProvider>
  );
}
