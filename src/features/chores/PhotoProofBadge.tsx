import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { Camera } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A small camera on a chore that wants a photo as proof, so nobody is surprised at "Complete". */
export function PhotoProofBadge({ size = "md" }: { size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="blue" variant="subtle" size={size} flexShrink={0} title={t("chores.proof.badge")} data-testid="chore-photo-proof">
      <Camera size={size === "lg" ? 18 : 14} aria-hidden="true" />
      <VisuallyHidden>{t("chores.proof.badge")}</VisuallyHidden>
    </Badge>
  );
}
