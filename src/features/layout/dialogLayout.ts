import type { DialogContentProps } from "@chakra-ui/react";

/**
 * A dialog's size on screen: the whole screen on a phone, and from 768 px as
 * tall as its content, `maxW` wide, centred. (Chakra's responsive
 * `size={{ base: "full", md: … }}` keeps the full-screen height at every
 * width: its "md" size sets no height, so desktop dialogs were a screen tall.)
 * With `scrollInside`, a long dialog scrolls its body instead of the page.
 */
export function fullScreenOnPhones(maxW: string, { scrollInside = false }: { scrollInside?: boolean } = {}): DialogContentProps {
  return {
    maxW: { base: "100dvw", md: maxW },
    minH: { base: "100dvh", md: "auto" },
    ...(scrollInside ? { maxH: { base: "100dvh", md: "calc(100% - 7.5rem)" } } : {}),
    my: { base: "0", md: "var(--dialog-margin, var(--dialog-base-margin))" },
    borderRadius: { base: "0", md: "l3" },
  };
}
