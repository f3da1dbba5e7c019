import { Badge, Box, Button, Card, Field, HStack, IconButton, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { Heart, MessageCircle, Share2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { PostView } from "../../../convex/lib/feedView";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmDialog } from "../layout/ConfirmDialog";
import { PostAuthor, useAuthorName } from "./PostAuthor";
import { PostComments } from "./PostComments";
import { PostText } from "./PostText";
import { copyLink, postLink } from "./sharePost";

type Props = {
  post: PostView;
  /** The post a shared link opened: marked, on top of the feed. */
  highlighted?: boolean;
};

/** One post of the family feed: who and when, the words and photo, likes, comments, share, delete. */
export function PostCard({ post, highlighted = false }: Props) {
  const { t } = useTranslation();
  const authorName = useAuthorName();
  const name = authorName(post.author);
  const commentsId = useId();
  const [showComments, setShowComments] = useState(highlighted);
  const [asking, setAsking] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [photoFailed, setPhotoFailed] = useState(false);

  async function share() {
    const link = postLink(window.location.origin, post._id);
    if (await copyLink(link)) {
      setManualLink(null);
      notifySuccess(t("feed.share.copiedTitle"), t("feed.share.copiedMessage"));
    } else {
      setManualLink(link);
    }
  }

  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-label={t("feed.post.label", { name })}
      data-testid={highlighted ? "shared-post" : "post"}
      data-post-id={post._id}
      borderColor={highlighted ? "brand.solid" : undefined}
      borderWidth={highlighted ? "2px" : undefined}
    >
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" align="start" gap="2">
          <PostAuthor author={post.author} time={post._creationTime} />
          <HStack gap="1" flexShrink={0}>
            {highlighted && <Badge colorPalette="green">{t("feed.shared.title")}</Badge>}
            {post.canDelete && (
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t("feed.post.delete")} onClick={() => setAsking(true)}>
                <Trash2 aria-hidden />
              </IconButton>
            )}
          </HStack>
        </HStack>

        {post.body !== "" && <PostText text={post.body} />}
        {post.imageUrl !== null && !photoFailed && (
          <Image
            src={post.imageUrl}
            alt={t("feed.post.photoAlt", { name })}
            rounded="md"
            maxH="28rem"
            w="full"
            objectFit="contain"
            bg="bg.muted"
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setPhotoFailed(true)}
          />
        )}

        <HStack gap="3" fontSize="sm" color="fg.muted" data-testid="post-counts">
          <Text>{t("feed.post.likes", { count: post.likeCount })}</Text>
          <Text>{t("feed.post.comments", { count: post.commentCount })}</Text>
        </HStack>

        <HStack gap="1" borderTopWidth="1px" pt="2" wrap="wrap">
          <LikeButton post={post} />
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showComments}
            aria-controls={showComments ? commentsId : undefined}
            onClick={() => setShowComments((shown) => !shown)}
          >
            <MessageCircle aria-hidden /> {t("feed.post.comment")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void share()}>
            <Share2 aria-hidden /> {t("feed.post.share")}
          </Button>
        </HStack>

        {manualLink !== null && <ManualLink link={manualLink} />}
        {showComments && <PostComments postId={post._id} id={commentsId} />}
      </Card.Body>
      <DeletePostDialog post={post} open={asking} onClose={() => setAsking(false)} />
    </Card.Root>
  );
}

/** One like per person: pressed when mine. Waits for the answer, so a double click is one toggle. */
function LikeButton({ post }: { post: PostView }) {
  const { t } = useTranslation();
  const toggleLike = useMutation(api.feed.toggleLike);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      await toggleLike({ postId: post._id });
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("feed.post.likeFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={post.likedByMe}
      color={post.likedByMe ? { base: "red.700", _dark: "red.300" } : undefined}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <Heart aria-hidden fill={post.likedByMe ? "currentColor" : "none"} /> {t("feed.post.like")}
    </Button>
  );
}

/** Where the clipboard is refused: the link, selected, to copy by hand. */
function ManualLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg.muted" rounded="md" p="3" data-testid="share-link">
      <Field.Root>
        <Field.Label fontSize="sm" fontWeight="normal">
          {t("feed.share.manual")}
        </Field.Label>
        <Input size="sm" readOnly value={link} autoFocus onFocus={(event) => event.target.select()} />
      </Field.Root>
    </Box>
  );
}

function DeletePostDialog({ post, open, onClose }: { post: PostView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const deletePost = useMutation(api.feed.deletePost);

  async function confirm() {
    try {
      await deletePost({ postId: post._id });
      notifySuccess(t("feed.deletePost.deletedTitle"), t("feed.deletePost.deletedMessage"));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("feed.deletePost.failed") });
    }
  }

  return (
    <ConfirmDialog open={open} title={t("feed.deletePost.title")} confirmLabel={t("feed.deletePost.confirm")} destructive onConfirm={confirm} onClose={onClose}>
      <Stack gap="2">
        {post.body !== "" && (
          <Text color="fg.muted" lineClamp={3} whiteSpace="pre-wrap" overflowWrap="anywhere">
            {post.body}
          </Text>
        )}
        <Text>{t("feed.deletePost.body")}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
