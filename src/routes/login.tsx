import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { redirectIfSignedIn } from "../auth/guards";
import { PageHeader } from "../features/layout/PageHeader";

export const Route = createFileRoute("/login")({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: ({ context }) => redirectIfSignedIn(context.session),
  component: () => <PageHeader title="Sign In" subtitle="Sign in to your family's household." />,
});
