import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { usePaginatedQuery } from "convex/react";
import { History } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { ActivityEntry } from "../../../../../convex/lib/activityLog";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";
import { MemberAvatar, type AvatarMember } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { useTimeAgo } from "../../../../i18n/relativeTime";
import { activitySentence } from "../../../../features/activity/activitySentence";

const PAGE_SIZE = 25;

/** The log a page at a time; new entries appear at the top as they happen (the query is live). */
export function ActivityList({ memberId, memberName }: { memberId?: Id<"members">; memberName?: string }) {
  const { t } = useTranslation();
  const { results, status, loadMore } = usePaginatedQuery(
    api.activity.listActivity,
    memberId === undefined ? {} : { memberId },
    {
      initialNumItems: PAGE_SIZE,
    },
  );

  if (status === "LoadingFirstPage") {
    return (
      <Stack gap="3" aria-busy aria-label={t("activity.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="14" rounded="md" />
        ))}
      </Stack>
    );
  }

  if (results.length === 0) {
    return (
      <EmptyStateBox
        icon={<History />}
        title={t("activity.empty.title")}
        description={memberName === undefined ? t("activity.empty.description") : t("activity.empty.member", { name: memberName })}
      />
    );
  }

  return (
    <Stack gap="4">
      <Stack as="ol" gap="0" aria-label={t("activity.listLabel")} borderWidth="1px" rounded="lg" bg="bg.panel" listStyleType="none">
        {results.map((entry) => (
          <ActivityRow key={entry._id} entry={entry} />
        ))}
      </Stack>
      {status !== "Exhausted" && (
        <Button
          alignSelf="center"
          variant="outline"
          onClick={() => loadMore(PAGE_SIZE)}
          loading={status === "LoadingMore"}
          loadingText={t("activity.loadingMore")}
        >
          {t("activity.loadMore")}
        </Button>
      )}
    </Stack>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const { money, cardDay } = useFormat();
  const timeAgo = useTimeAgo();
  const list = useMemo(() => new Intl.ListFormat(i18n.language, { type: "conjunction" }), [i18n.language]);
  const name = entry.actorName || t("activity.someone");
  // A deleted member, or someone who was not yet in the family: their initials on a neutral colour.
  const look: AvatarMember = entry.actor ?? { _id: `former-${name}` as AvatarMember["_id"], name };
  const sentence = activitySentence(t, { money, day: cardDay, list: (parts) => list.format(parts) }, name, entry.details);
  const when = new Date(entry._creationTime);
  return (
    <HStack as="li" gap="3" px="4" py="3" align="start" borderTopWidth="1px" _first={{ borderTopWidth: "0" }} data-testid="activity-entry">
      <MemberAvatar member={look} size="sm" />
      <Stack gap="0.5" minW="0" flex="1">
        <Text overflowWrap="anywhere">{sentence}</Text>
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={when.toISOString()} title={when.toLocaleString(i18n.language)}>
            {timeAgo(entry._creationTime)}
          </time>
        </Text>
      </Stack>
    </HStack>
  );
}
