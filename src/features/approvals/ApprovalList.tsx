import { Badge, Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ApprovalRow, Decision } from "../../../convex/lib/approvals";
import { useFormat } from "../../i18n/format";
import { useTimeAgo } from "../../i18n/relativeTime";
import { kindColors, rowSummary } from "./rowSummary";
import { useDecide } from "./useDecide";
import { ConfirmDialog } from "../layout/ConfirmDialog";

/**
 * The inbox rows, live. Keyboard: the list is one Tab stop (roving focus);
 * ArrowUp/Down/Home/End move between rows, A approves and R rejects the
 * focused row, and the buttons work with Enter/Space as usual. After a
 * decision focus moves to the row that took its place.
 * `compact` stacks each row's buttons under its text, for the dashboard card's narrow column.
 */
export function ApprovalList({ rows, label, compact = false }: { rows: ApprovalRow[]; label?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const fmt = useFormat();
  const decide = useDecide();
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  // Set after a decision: focus the row now at this index once the list has updated.
  const refocus = useRef<{ index: number; id: string } | null>(null);
  const current = Math.min(active, rows.length - 1);

  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null || rows.some((row) => row.id === wanted.id)) return;
    refocus.current = null;
    const index = Math.min(wanted.index, rows.length - 1);
    setActive(Math.max(index, 0));
    rowRefs.current[index]?.focus();
  }, [rows]);

  // Declining someone who asked to join is asked first (by button or by R): they would not get in.
  const [declining, setDeclining] = useState<number | null>(null);
  const decliningRow = declining === null ? undefined : rows[declining];

  async function run(index: number, decision: Decision, confirmed = false) {
    const row = rows[index];
    if (row === undefined || busy !== null) return;
    if (row.kind === "join" && decision === "reject" && !confirmed) {
      setDeclining(index);
      return;
    }
    setBusy(row.id);
    // Set before the mutation: the live list may drop the row before the mutation's promise resolves.
    const hadFocus = rowRefs.current[index]?.contains(document.activeElement) ?? false;
    if (hadFocus) refocus.current = { index, id: row.id };
    const done = await decide(row, decision);
    setBusy(null);
    if (!done) refocus.current = null;
  }

  function focusRow(index: number) {
    const next = Math.max(0, Math.min(index, rows.length - 1));
    setActive(next);
    rowRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === "ArrowDown") focusRow(index + 1);
    else if (key === "ArrowUp") focusRow(index - 1);
    else if (key === "Home") focusRow(0);
    else if (key === "End") focusRow(rows.length - 1);
    else if (key === "a" || key === "A") void run(index, "approve");
    else if (key === "r" || key === "R") void run(index, "reject");
    else return;
    event.preventDefault();
  }

  return (
    <Stack as="ul" gap={compact ? "2" : "3"} listStyleType="none" aria-label={label ?? t("approvals.listLabel")} data-testid="approval-list">
      {rows.map((row, index) => {
        const summary = rowSummary(t, row, fmt.cardDay);
        const summaryId = `approval-${row.id}`;
        return (
          <Box
            as="li"
            key={row.id}
            ref={(element: HTMLElement | null) => {
              rowRefs.current[index] = element;
            }}
            tabIndex={index === current ? 0 : -1}
            aria-describedby={summaryId}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
            onFocus={() => setActive(index)}
            data-testid="approval-row"
            data-kind={row.kind}
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.panel"
            p={compact ? "3" : { base: "3", md: "4" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
          >
            <Stack
              direction={compact ? "column" : { base: "column", sm: "row" }}
              gap={compact ? "2" : "3"}
              justify="space-between"
              align={compact ? "stretch" : { base: "stretch", sm: "center" }}
            >
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={kindColors[row.kind]}>{t(`approvals.kinds.${row.kind}`)}</Badge>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={new Date(row.requestedAt).toISOString()}>{timeAgo(row.requestedAt)}</time>
                  </Text>
                </HStack>
                <Text fontWeight="medium" fontSize={compact ? "sm" : undefined} id={summaryId} overflowWrap="anywhere">
                  {summary}
                </Text>
                {row.where !== undefined && row.kind !== "access" && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {t("approvals.row.where", { where: [row.where, ...(row.whereInside ?? [])].join(t("approvals.row.pathSeparator")) })}
                  </Text>
                )}
                {row.photoUrl !== undefined && (
                  <Box asChild width="96px" height="96px" borderRadius="l2" overflow="hidden" borderWidth="1px">
                    <a href={row.photoUrl} target="_blank" rel="noreferrer" aria-label={t("approvals.row.proofLabel", { what: row.what })}>
                      <Image src={row.photoUrl} alt="" width="96px" height="96px" objectFit="cover" data-testid="approval-proof" />
                    </a>
                  </Box>
                )}
                {row.note !== undefined && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="approval-note">
                    {t("approvals.row.note", { note: row.note })}
                  </Text>
                )}
                {row.kind === "task" && row.points !== undefined && (
                  <Text fontSize="sm" color="fg.muted" data-testid="approval-chore-points">
                    {t("approvals.row.points", { count: row.points, points: `+${fmt.number(row.points)}` })}
                  </Text>
                )}
                {row.kind === "reward" && row.cost !== undefined && (
                  <Text fontSize="sm" color="fg.muted" data-testid="approval-reward-price">
                    {t("approvals.row.cost", { count: row.cost, points: fmt.number(row.cost) })}
                    {row.moneyPence !== undefined && ` · ${t("approvals.row.money", { amount: fmt.money(row.moneyPence) })}`}
                  </Text>
                )}
              </Stack>
              <HStack gap="2" flexShrink={0}>
                <Button
                  size="sm"
                  colorPalette="green"
                  tabIndex={index === current ? 0 : -1}
                  loading={busy === row.id}
                  disabled={busy !== null}
                  aria-label={t("approvals.row.approveLabel", { summary })}
                  onClick={() => void run(index, "approve")}
                >
                  {t("common.actions.approve")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  tabIndex={index === current ? 0 : -1}
                  disabled={busy !== null}
                  aria-label={t("approvals.row.rejectLabel", { summary })}
                  onClick={() => void run(index, "reject")}
                >
                  {t("common.actions.reject")}
                </Button>
              </HStack>
            </Stack>
          </Box>
        );
      })}
    <ConfirmDialog
        open={decliningRow !== undefined}
        title={t("approvals.declineJoin.title", {
          name: decliningRow?.requester.name ?? "",
        })}
        confirmLabel={t("common.actions.reject")}
        destructive
        onConfirm={async () => {
          if (declining !== null) await run(declining, "reject", true);
          setDeclining(null);
        }}
        onClose={() => setDeclining(null)}
      >
        <Text>{t("approvals.declineJoin.body")}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
