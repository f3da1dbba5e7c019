import { ClerkProvider, useAuth } from "@clerk/clerk-react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import type { ConvexReactClient } from "convex/react";
import { ConvexProviderWithClerk } from "convex/react-clerk";
import type { ReactNode } from "react";
import { ClerkAuthFlowProvider } from "./auth/clerk/ClerkAuthFlowProvider";
import { PasswordAuthFlowProvider } from "./auth/password/PasswordAuthFlowProvider";

/**
 * Convex plus the sign-in service: Clerk when its publishable key is set,
 * otherwise the built-in password sign-in. Everything below sees one AuthFlow.
 */
export function AppProviders({ client, clerkKey, children }: { client: ConvexReactClient; clerkKey?: string; children: ReactNode }) {
  if (clerkKey) {
    return (
      <ClerkProvider publishableKey={clerkKey} afterSignOutUrl="/">
        <ConvexProviderWithClerk client={client} useAuth={useAuth}>
          <ClerkAuthFlowProvider>{children}</ClerkAuthFlowProvider>
        </ConvexProviderWithClerk>
      </ClerkProvider>
    );
  }
  return (
    <ConvexAuthProvider client={client}>
      <PasswordAuthFlowProvider>{children}</PasswordAuthFlowProvider>
    </ConvexAuthProvider>
  );
}
