import { Alert } from "@chakra-ui/react";
import { Outlet, createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { hasPageAccess } from "../../../convex/lib/access";
import { requireAdminPage } from "../../auth/guards";

/**
 * Admin pages: non-admins are sent to /dashboard with a toast saying why; if
 * the role changes while open, the page says why.
 */
export const Route = createFileRoute("/_guarded/admin")({
  beforeLoad: ({ context, preload }) => requireAdminPage(context.session, { preload }),
  component: AdminLayout,
});

function AdminLayout() {
  const { t } = useTranslation();
  const { session } = Route.useRouteContext();
  if (session.status !== "signedIn" || !hasPageAccess(session.member, "admin")) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t("admin.accessDenied")}</Alert.Title>
      </Alert.Root>
    );
  }
  return <Outlet />;
}
