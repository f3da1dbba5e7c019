import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PageHeader } from "../features/layout/PageHeader";

export const Route = createFileRoute("/reset-password")({
  validateSearch: z.object({ token: z.string().optional() }),
  component: () => <PageHeader title="Reset Password" subtitle="Choose a new password." />,
});
