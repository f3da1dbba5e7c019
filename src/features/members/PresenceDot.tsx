import { Box } from "@chakra-ui/react";
import type { PresenceStatus } from "../../../convex/lib/validators";

const labels: Record<PresenceStatus, string> = { online: "Online", busy: "Busy", offline: "Offline" };

/** The live status dot shown wherever a member appears. */
export function PresenceDot({ status, size = "2.5" }: { status: PresenceStatus; size?: string }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={labels[status]}
      title={labels[status]}
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
