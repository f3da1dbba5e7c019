import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LaundryStatus } from "../../../convex/lib/validators";

/** Clean in green, Needs Washing in orange (the words say it too, not only the colour). */
export function LaundryBadge({ status }: { status: LaundryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      colorPalette={status === "Clean" ? "green" : "orange"}
      variant="solid"
      // orange.solid under white text is 3.6:1; a shade darker reads at AA (4.5:1).
      {...(status === "Clean" ? {} : { bg: { base: "orange.700", _dark: "orange.300" }, color: { base: "white", _dark: "orange.950" } })}
      data-testid="laundry-status"
    >
      {t(`clothing.laundry.${status}`)}
    </Badge>
  );
}
