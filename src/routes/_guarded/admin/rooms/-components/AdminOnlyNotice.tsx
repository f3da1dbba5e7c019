// Spec section 6: a non-admin where rooms would be managed sees the yellow
// notice, not the rooms. The route guard keeps members off these pages; this
// covers the moment an admin's role is taken away while the page is open: the
// server refuses the page's admin queries before the guard (which then sends
// the person to their home page with a toast) has run again.
import { Alert } from "@chakra-ui/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConvexError } from "convex/values";
import type { ErrorCode } from "../../../../../../convex/lib/errors";
import { isHouseholdErrorData } from "../../../../../../convex/lib/errorData";

export function AdminOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="alert" data-testid="rooms-admin-only">
      <Alert.Indicator />
      <Alert.Description>{t("rooms.adminOnly")}</Alert.Description>
    </Alert.Root>
  );
}

/** The refusals of admin-only room functions (adminQuery/adminMutation `denied` codes). */
const adminRefusals: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "ADMIN_REQUIRED",
  "ADD_ROOMS",
  "DELETE_ROOMS",
  "RENAME_ROOMS",
  "MODIFY_ROOM_ACCESS",
  "MODIFY_ROOM_ACCESS_PERMISSIONS",
  "APPROVE_ACCESS_REQUESTS",
  "REJECT_ACCESS_REQUESTS",
  "DECIDE_PENDING_ITEMS",
  "UPDATE_ITEMS",
]);

export function isAdminRefusal(error: unknown): boolean {
  return error instanceof ConvexError && isHouseholdErrorData(error.data) && adminRefusals.has(error.data.code);
}

type BoundaryState = { error: unknown; caught: boolean };

/**
 * Shows the notice when a query inside refuses because the viewer is no longer
 * an admin; any other error goes on to the route's error screen
 * (RouteRefusalScreen), as on every other page.
 */
export class AdminOnlyBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, caught: true };
  }

  render() {
    if (!this.state.caught) return this.props.children;
    if (isAdminRefusal(this.state.error)) return <AdminOnlyNotice />;
    throw this.state.error;
  }
}
