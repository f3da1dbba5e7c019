// Share: the link that opens one post (/public?post=<id>), copied for the
// person to paste anywhere. Where the clipboard is refused (an insecure page,
// an old browser), the caller shows the link to copy by hand.

export function postLink(origin: string, postId: string): string {
  return `${origin}/public?post=${encodeURIComponent(postId)}`;
}

type Clipboard = { writeText: (text: string) => Promise<void> } | undefined;

/** True when the link is on the clipboard. */
export async function copyLink(link: string, clipboard: Clipboard = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}
