// /admin/approvals?kind=…&member=…, checked by hand like features/navigation/searchParams.ts:
// anything unknown in a hand-edited URL falls back to "all".
import { APPROVAL_KINDS, type ApprovalKind } from "../../../convex/lib/approvals";
import { optionalChoice, optionalString, type Search } from "../navigation/searchParams";

export type ApprovalsSearch = { kind?: ApprovalKind; member?: string };

export function approvalsSearch(search: Search): ApprovalsSearch {
  const kind = optionalChoice(APPROVAL_KINDS, search.kind);
  const member = optionalString(search.member);
  return { ...(kind === undefined ? {} : { kind }), ...(member === undefined ? {} : { member }) };
}
