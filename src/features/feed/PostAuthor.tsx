import { HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { AuthorView } from "../../../convex/lib/feedView";
import { MemberAvatar, type AvatarMember } from "../members/MemberAvatar";
import { usePostTime } from "./postTime";

/** A deleted member's posts are on their way out: until then they show a neutral stand-in. */
const formerMember = (name: string): AvatarMember => ({ _id: "former-member" as AvatarMember["_id"], name });

export function useAuthorName() {
  const { t } = useTranslation();
  return (author: AuthorView) => author?.name ?? t("feed.post.formerMember");
}

/** Who wrote it and when: avatar, name, and a <time> with the full date on hover. */
export function PostAuthor({ author, time, size = "md" }: { author: AuthorView; time: number; size?: "sm" | "md" }) {
  const { i18n } = useTranslation();
  const authorName = useAuthorName();
  const when = usePostTime();
  const name = authorName(author);
  const member: AvatarMember = author ? { _id: author._id, name: author.name, avatarUrl: author.avatarUrl ?? undefined, color: author.color } : formerMember(name);
  return (
    <HStack gap={size === "sm" ? "2" : "3"} minW="0" align="center">
      <MemberAvatar member={member} size={size} />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" fontSize={size === "sm" ? "sm" : "md"} truncate>
          {name}
        </Text>
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={new Date(time).toISOString()} title={new Date(time).toLocaleString(i18n.language)}>
            {when(time)}
          </time>
        </Text>
      </Stack>
    </HStack>
  );
}
