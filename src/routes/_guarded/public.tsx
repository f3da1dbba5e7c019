import { Stack } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { feedSearch } from "../../features/feed/feedSearch";
import { PageHeader } from "../../features/layout/PageHeader";
import { FeedList } from "./public/-components/FeedList";
import { PostBox } from "./public/-components/PostBox";
import { SharedPost } from "./public/-components/SharedPost";

export const Route = createFileRoute("/_guarded/public")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "public", { quiet: preload, cause }),
  validateSearch: feedSearch,
  component: Public,
});

/** The family feed (spec section 2, Social space): a shared post on top, the post box, then every post. */
function Public() {
  const { t } = useTranslation();
  const { post } = Route.useSearch();
  return (
    <>
      <PageHeader title={t("pages.public.title")} subtitle={t("pages.public.subtitle")} />
      <Stack maxW="3xl" gap="6">
        {post !== undefined && <SharedPost key={post} postId={post} />}
        <PostBox />
        <FeedList />
      </Stack>
    </>
  );
}
