import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { FallbackBoundary } from "../feedback/FallbackBoundary";

/**
 * The live count on the admin's Admin link. Rendered only for admins (the
 * query refuses anyone else). The number is shown; screen readers hear
 * ", 3 pending" after the link's name.
 *
 * An admin made a member while the page is open: the count's query refuses
 * them a moment before the navigation drops the Admin link. A badge is not
 * worth the error screen, so it just disappears.
 */
export function PendingApprovalsBadge() {
  return (
    <FallbackBoundary fallback={null}>
      <PendingCount />
    </FallbackBoundary>
  );
}

function PendingCount() {
  const { t } = useTranslation();
  const count = useQuery(api.approvals.count, {});
  if (count === undefined || count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" ms="1.5" borderRadius="full" data-testid="approvals-badge">
      <span aria-hidden>{count > 99 ? t("approvals.badge.capped") : count}</span>
      <VisuallyHidden>{`, ${t("approvals.badge.pending", { count })}`}</VisuallyHidden>
    </Badge>
  );
}
