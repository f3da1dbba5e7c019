import { Box, Image } from "@chakra-ui/react";
import { useState } from "react";
import type { Doc } from "../../../convex/_generated/dataModel";
import { memberColor } from "../../../convex/lib/memberColors";
import type { PresenceStatus } from "../../../convex/lib/validators";
import { initialsOf } from "./initials";
import { PresenceDot } from "./PresenceDot";

export { initialsOf };

export type AvatarMember = Pick<Doc<"members">, "_id" | "name" | "avatarUrl" | "color">;

const sizes = {
  sm: { box: "8", font: "xs", dot: "2.5" },
  md: { box: "10", font: "sm", dot: "3" },
  lg: { box: "16", font: "xl", dot: "4" },
} as const;

type Props = {
  member: AvatarMember;
  size?: keyof typeof sizes;
  /** Shows the live status dot on the avatar's corner. */
  presence?: PresenceStatus;
  /** Initials told apart from the family's others (initials.ts `distinctInitials`), where the caller knows the family. */
  initials?: string;
  /** Told when the photo cannot be loaded (the avatar falls back to initials by itself). */
  onImageError?: () => void;
};

/**
 * A member's photo, or their initials on their colour (lib/memberColors.ts),
 * the same wherever they appear. It is decorative: the member's name is always
 * written next to it. The status dot, when shown, is the one readable part.
 */
export function MemberAvatar({ member, size = "md", presence, initials, onImageError }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const dims = sizes[size];
  const url = member.avatarUrl && member.avatarUrl !== failedUrl ? member.avatarUrl : null;
  return (
    <Box position="relative" display="inline-flex" flexShrink={0}>
      <Box
        aria-hidden
        data-member-color={memberColor(member)}
        colorPalette={memberColor(member)}
        boxSize={dims.box}
        rounded="full"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderWidth="2px"
        borderColor="colorPalette.solid"
        fontSize={dims.font}
        fontWeight="bold"
        lineHeight="1"
        userSelect="none"
      >
        {url ? (
          <Image
            src={url}
            alt=""
            boxSize="full"
            objectFit="cover"
            referrerPolicy="no-referrer"
            onError={() => {
              setFailedUrl(url);
              onImageError?.();
            }}
          />
        ) : (
          (initials ?? initialsOf(member.name))
        )}
      </Box>
      {presence && (
        <Box position="absolute" bottom="-0.5" right="-0.5" display="flex">
          <PresenceDot status={presence} size={dims.dot} />
        </Box>
      )}
    </Box>
  );
}
