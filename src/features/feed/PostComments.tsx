import { Box, Button, HStack, IconButton, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, usePaginatedQuery } from "convex/react";
import { Send, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { COMMENT_MAX_LENGTH, commentSchema, type CommentForm } from "../../../convex/lib/feedSchema";
import type { CommentView } from "../../../convex/lib/feedView";
import { saveForm } from "../forms/serverRefusal";
import { useSingleSubmit } from "../forms/useSingleSubmit";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { FormField } from "../forms/FormField";
import { PostAuthor, useAuthorName } from "./PostAuthor";
import { PostText } from "./PostText";

const PAGE = 20;
/** A post's comments, oldest first, live; and the box to add one. */
export function PostComments({ postId, id }: { postId: Id<"posts">; id: string }) {
  const { t } = useTranslation();
  const { results, status, loadMore } = usePaginatedQuery(api.feed.listComments, { postId }, { initialNumItems: PAGE });
  return (
    <Stack id={id} gap="3" pt="3" borderTopWidth="1px" role="region" aria-label={t("feed.comments.label")}>
      {status === "LoadingFirstPage" ? (
        <Stack gap="2" aria-busy aria-label={t("feed.comments.loading")}>
          <Skeleton h="10" rounded="md" />
        </Stack>
      ) : results.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("feed.comments.empty")}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="comment-list">
          {results.map((comment) => (
            <CommentRow key={comment._id} comment={comment} />
          ))}
        </Stack>
      )}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button size="xs" variant="ghost" alignSelf="flex-start" loading={status === "LoadingMore"} onClick={() => loadMore(PAGE)}>
          {t("feed.comments.loadMore")}
        </Button>
      )}
      <CommentBox postId={postId} />
    </Stack>
  );
}

function CommentRow({ comment }: { comment: CommentView }) {
  const { t } = useTranslation();
  const authorName = useAuthorName();
  const remove = useMutation(api.feed.deleteComment);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    setBusy(true);
    try {
      await remove({ commentId: comment._id });
      notifySuccess(t("feed.comments.deletedTitle"));
    } catch (error) {
      notifyFailure(error, {
        title: t("common.error"),
        message: t("feed.comments.deleteFailed"),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="li" bg="bg.muted" rounded="lg" px="3" py="2" data-testid="comment">
      <HStack justify="space-between" align="start" gap="2">
        <PostAuthor author={comment.author} time={comment._creationTime} size="sm" />
        {comment.canDelete && (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t("feed.comments.delete", {
              name: authorName(comment.author),
            })}
            loading={busy}
            onClick={() => void confirmDelete()}
          >
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </HStack>
      <Box ps="10" pt="1">
        <PostText text={comment.body} fontSize="sm" />
      </Box>
    </Box>
  );
}

/** One line to write a comment; Enter or Send adds it, and the box empties. */
function CommentBox({ postId }: { postId: Id<"posts"> }) {
  const { t } = useTranslation();
  const id = useId();
  const addComment = useMutation(api.feed.addComment);
  const form = useForm<CommentForm>({
    resolver: zodResolver(commentSchema),
    defaultValues: { body: "" },
  });
  const { register, handleSubmit, reset, formState } = form;

  const { submit } = useSingleSubmit(
    handleSubmit(async ({ body }) => {
      await saveForm(
        form,
        async () => {
          await addComment({ postId, body });
          reset({ body: "" });
        },
        {
          title: t("common.error"),
          message: t("feed.comments.failed"),
        },
      );
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormField id={`${id}-comment`} label={t("feed.comments.write")} labelHidden error={formState.errors.body?.message}>
        {(input) => (
          <HStack gap="2" w="full" align="start">
            <Input
              {...register("body")}
              size="sm"
              placeholder={t("feed.comments.placeholder")}
              maxLength={COMMENT_MAX_LENGTH}
              autoComplete="off"
              {...input}
            />
            <Button type="submit" size="sm" colorPalette="green" loading={formState.isSubmitting} flexShrink={0}>
              <Send aria-hidden /> {t("feed.comments.send")}
            </Button>
          </HStack>
        )}
      </FormField>
    </form>
  );
}
