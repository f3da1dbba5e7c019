import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PresenceStatus } from "../../../convex/lib/validators";

/** The live status dot shown wherever a member appears. */
export function PresenceDot({ status, size = "2.5" }: { status: PresenceStatus; size?: string }) {
  const { t } = useTranslation();
  const label = t(`common.presence.${status}`);
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      display="inline-block"
      flexShrink={0}
      boxSize={size}
      rounded="full"
      bg={`presence.${status}`}
      borderWidth="2px"
      borderColor="bg.panel"
    />
  );
}
