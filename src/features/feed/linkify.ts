// A post's text split into plain text and web addresses, so the feed can show
// addresses as links without ever reading the text as HTML. Only http(s)
// addresses become links: "javascript:", "data:" and the like stay plain text.

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// An address runs to the next space or quote/angle bracket.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after an address is not part of it ("see https://x.org.").
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The address as a safe link target, or null when it is not a well-formed http(s) URL. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts[parts.length - 1];
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else if (part.text !== "") parts.push(part);
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, "");
    const href = safeHref(address);
    push({ kind: "text", text: text.slice(last, start) });
    push(href ? { kind: "link", text: address, href } : { kind: "text", text: address });
    last = start + address.length;
  }
  push({ kind: "text", text: text.slice(last) });
  return parts;
}
