// Locally, email goes no further than the `outbox` table (DESIGN.md decision
// 4): the functions see EMAIL_DELIVERY=outbox, and each new mail is printed
// in the terminal so a developer can follow a reset link.
import type { CommitRecord } from "./engine";
import { tableNameFromId } from "./internals";

export function printNewMail(commit: CommitRecord): void {
  for (const [id, document] of commit.writes) {
    if (document === null || tableNameFromId(id) !== "outbox") continue;
    const { to, subject, body } = document as { to?: unknown; subject?: unknown; body?: unknown };
    console.log(
      [
        "",
        `──── email (local outbox) ────`,
        `To: ${String(to)}`,
        `Subject: ${String(subject)}`,
        "",
        String(body),
        `──────────────────────────────`,
        "",
      ].join("\n"),
    );
  }
}
