import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Admin pages' way back to /admin or /admin/rooms (spec section 2); labelled "Back to Admin" / "Back to Rooms" unless told otherwise. */
export function BackButton({ to, label }: { to: "/admin" | "/admin/rooms"; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" mb="4">
      <Link to={to}>
        <ArrowLeft aria-hidden /> {label ?? (to === "/admin" ? t("common.backTo.admin") : t("common.backTo.rooms"))}
      </Link>
    </Button>
  );
}
