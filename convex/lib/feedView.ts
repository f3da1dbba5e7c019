// What the family feed's readers get of posts, comments and their authors (projections, with
// the URLs resolved and what the reader may do), shared by the server and the feed screens.
import type { Id } from "../_generated/dataModel";
import type { MemberColor } from "./memberColors";

export type AuthorView = {
  _id: Id<"members">;
  name: string;
  avatarUrl: string | null;
  color: MemberColor;
} | null;

export type PostView = {
  _id: Id<"posts">;
  _creationTime: number;
  body: string;
  imageUrl: string | null;
  /** null: the author was deleted (their posts are on their way out too). */
  author: AuthorView;
  likeCount: number;
  likedByMe: boolean;
  commentCount: number;
  canDelete: boolean;
};

export type CommentView = {
  _id: Id<"comments">;
  _creationTime: number;
  body: string;
  author: AuthorView;
  canDelete: boolean;
};
