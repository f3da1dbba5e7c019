import { Link, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { linkify } from "./linkify";

/**
 * A post's or comment's words exactly as typed: React text (never HTML), line
 * breaks kept, long words wrapped. Web addresses are links that open in a new
 * tab without giving it this page (noopener) or vouching for it (nofollow).
 */
export function PostText({ text, fontSize }: { text: string; fontSize?: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize={fontSize} data-testid="post-text">
      {parts.map((part, i) =>
        part.kind === "link" ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" textDecoration="underline">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
