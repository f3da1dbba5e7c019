// The house-wide and in-room item search's rules, shared by the server and the search box.

/** Results per search: the first ones are shown, and the reader is told when there are more. */
export const SEARCH_LIMIT = 50;

/**
 * The shortest text searched. The search index matches whole words and the start of the last one; one letter
 * would be the start of nearly every name, so the box asks for a second one instead of listing fifty at random.
 */
export const MIN_SEARCH_LETTERS = 2;

/** The search text is cut here: names are at most 100 characters. */
export const MAX_SEARCH_TEXT = 200;

/** The text as searched, or null when it is too short to search (said so by the box). */
export function searchableText(text: string): string | null {
  const trimmed = text.trim().slice(0, MAX_SEARCH_TEXT);
  return [...trimmed].length >= MIN_SEARCH_LETTERS ? trimmed : null;
}
