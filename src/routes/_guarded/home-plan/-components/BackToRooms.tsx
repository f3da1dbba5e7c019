import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The room view's back link to the room list (spec section 2). */
export function BackToRooms() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" mb="4">
      <Link to="/home-plan">
        <ArrowLeft aria-hidden /> {t("inventory.room.backToRooms")}
      </Link>
    </Button>
  );
}
