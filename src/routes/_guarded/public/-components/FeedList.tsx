import { Button, Heading, Skeleton, Stack } from "@chakra-ui/react";
import { usePaginatedQuery } from "convex/react";
import { MessagesSquare } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { PostCard } from "../../../../features/feed/PostCard";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";

const PAGE = 10;

/** The family's posts, newest first, live; older ones a page at a time. */
export function FeedList() {
  const { t } = useTranslation();
  const headingId = useId();
  const { results, status, loadMore } = usePaginatedQuery(api.feed.listPosts, {}, { initialNumItems: PAGE });
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" data-testid="feed">
      <Heading as="h2" id={headingId} size="lg">
        {t("feed.list.title")}
      </Heading>
      {status === "LoadingFirstPage" ? (
        <Stack gap="3" aria-busy aria-label={t("feed.list.loading")}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h="36" rounded="lg" />
          ))}
        </Stack>
      ) : results.length === 0 ? (
        <EmptyStateBox icon={<MessagesSquare />} title={t("feed.list.empty")} description={t("feed.list.emptyHint")} />
      ) : (
        results.map((post) => <PostCard key={post._id} post={post} />)
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button variant="outline" alignSelf="center" loading={status === "LoadingMore"} onClick={() => loadMore(PAGE)}>
          {t("feed.list.loadMore")}
        </Button>
      )}
    </Stack>
  );
}
