import { Alert, Button, Skeleton, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { PostCard } from "../../../../features/feed/PostCard";

/**
 * The post a shared link (/public?post=<id>) opens, marked, above the feed. A
 * post deleted since (or a link cut short) says so kindly instead.
 */
export function SharedPost({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const post = useQuery(api.feed.getPost, { postId });
  const ref = useRef<HTMLDivElement>(null);
  const found = post !== undefined && post !== null;
  // Once it is there, bring it into view (a long post box above could push it down on phones).
  useEffect(() => {
    if (found) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [found]);

  return (
    <Stack ref={ref} gap="2">
      {post === undefined ? (
        <Skeleton h="36" rounded="lg" aria-busy aria-label={t("feed.shared.loading")} />
      ) : post === null ? (
        <Alert.Root status="info" data-testid="shared-post-gone">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("feed.shared.goneTitle")}</Alert.Title>
            <Alert.Description>{t("feed.shared.goneMessage")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <PostCard post={post} highlighted />
      )}
      <Button asChild size="sm" variant="ghost" alignSelf="flex-start">
        <Link to="/public" search={{}}>
          {t("feed.shared.showAll")}
        </Link>
      </Button>
    </Stack>
  );
}
