import { Suspense, lazy, useState, type ComponentType, type JSX } from "react";

/**
 * A dialog whose code (its form, zod, a date picker) is fetched the first time it opens rather
 * than with the page that offers it: until then it renders nothing; once opened it stays
 * mounted, so it closes with its animation and opens again at once. `isOpen` reads whether the
 * props ask for it open (`open` by default).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function WhenOpened(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return WhenOpened;
}
