// /public?post=<id>: the post a shared link opens. The route's `validateSearch`
// (first load: no zod); the server answers null for an id that is not a post's.
import { optionalString, type Search } from "../navigation/searchParams";

export type FeedSearch = { post?: string };

export function feedSearch(search: Search): FeedSearch {
  // Convex ids are short letters and digits; anything longer is not one.
  const post = optionalString(search.post);
  return post !== undefined && post.length <= 64 ? { post } : {};
}
