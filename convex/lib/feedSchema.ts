// The family feed's rules (posts and comments), shared by the post box and
// comment forms (react-hook-form's zod resolver) and the server (model/feed.ts).
// Each message is an error code of lib/errors.ts. Bodies are stored verbatim
// apart from trimming: the web app renders them as text, never as HTML.
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { photoSchema } from "./photoSchema";
import { TEXT_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

export const POST_MAX_LENGTH = TEXT_MAX_LENGTH;
export const COMMENT_MAX_LENGTH = 1000;

/** A post's text: may be empty when the post has a photo (createPost checks that pair). */
export const postSchema = z.object({
  body: z.string().trim().max(POST_MAX_LENGTH, code("POST_TOO_LONG")),
});

/** A comment: 1 to 1,000 characters after trimming. */
export const commentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, code("COMMENT_EMPTY"))
    .max(COMMENT_MAX_LENGTH, code("COMMENT_TOO_LONG")),
});
export type CommentForm = z.input<typeof commentSchema>;

/** The post box: text and an optional photo (the inventory's photo rules), not both empty. */
export const postFormSchema = z
  .object({ body: postSchema.shape.body, image: photoSchema })
  .refine((post) => post.body !== "" || post.image.kind !== "none", {
    message: code("POST_EMPTY"),
    path: ["body"],
  });
export type PostForm = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

export const postFormDefaults: PostForm = { body: "", image: { kind: "none" } };
