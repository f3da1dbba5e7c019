// Sends the app's emails. Production uses an email API configured by env
// (RESEND_API_KEY + EMAIL_FROM); the local backend sets EMAIL_DELIVERY=outbox,
// and mail then goes to the outbox table only (printed in the terminal, read by tests).
import { internal } from "../_generated/api";
import { env, type ActionCtx } from "../_generated/server";
import type { Infer } from "convex/values";
import type { vOutboxKind } from "../lib/validators";

export type Email = { to: string; kind: Infer<typeof vOutboxKind>; subject: string; body: string };

export const EMAIL_NOT_CONFIGURED =
  "Email is not configured: set RESEND_API_KEY and EMAIL_FROM in the Convex environment " +
  "(or EMAIL_DELIVERY=outbox for local development).";

export async function deliverEmail(ctx: ActionCtx, email: Email): Promise<void> {
  // Every address gets a few emails per quarter hour at most, however often someone asks.
  await ctx.runMutation(internal.outbox.reserveSend, { to: email.to });
  if (env.EMAIL_DELIVERY === "outbox") {
    await ctx.runMutation(internal.outbox.record, email);
    return;
  }
  if (!env.RESEND_API_KEY || !env.EMAIL_FROM) throw new Error(EMAIL_NOT_CONFIGURED);
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ from: env.EMAIL_FROM, to: [email.to], subject: email.subject, text: email.body }),
  });
  if (!response.ok) throw new Error(`The email service refused the message (${response.status}).`);
}
