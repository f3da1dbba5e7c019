import { ConvexAuthProvider } from "@convex-dev/auth/react";
import type { ConvexReactClient } from "convex/react";
import type { ReactNode } from "react";
import { PasswordAuthFlowProvider } from "./auth/password/PasswordAuthFlowProvider";
import { lazyComponent } from "./components/lazyComponent";

const ClerkProviders = lazyComponent(() => import("./auth/clerk/ClerkProviders"), "default");

/**
 * Convex plus the sign-in service: Clerk when its publishable key is set,
 * otherwise the built-in password sign-in. Everything below sees one AuthFlow.
 * (A Suspense boundary above shows the spinner while Clerk's chunk loads.)
 */
export function AppProviders({ client, clerkKey, children }: { client: ConvexReactClient; clerkKey?: string; children: ReactNode }) {
  if (clerkKey) {
    return (
      <ClerkProviders client={client} publishableKey={clerkKey}>
        {children}
      </ClerkProviders>
    );
  }
  return (
    <ConvexAuthProvider client={client}>
      <PasswordAuthFlowProvider>{children}</PasswordAuthFlowProvider>
    </ConvexAuthProvider>
  );
}
