import { Component, Suspense, useState, type ComponentType, type JSX, type ReactNode } from "react";
import { notifyError } from "../features/feedback/notify";
import { isChunkLoadError } from "../features/pwa/loadChunk";
import { i18n } from "../i18n";
import { lazyComponent } from "./lazyComponent";

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * A dialog (the export `name` of a chunk) whose code (its form, zod, a date picker) is fetched
 * the first time it opens rather than with the page that offers it, and again once back online
 * if the network stopped it: until then it renders nothing; once opened it stays
 * mounted, so it closes with its animation and opens again at once. `isOpen` reads whether the
 * props ask for it open (`open` by default).
 */
export function lazyDialog<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  isOpen: (props: PropsOf<M[K]>) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const Dialog = lazyComponent(load as () => Promise<Record<K, ComponentType<P>>>, name) as unknown as ComponentType<P>;
  function WhenOpened(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <DialogCodeBoundary>
        <Suspense fallback={null}>
          <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </DialogCodeBoundary>
    );
  }
  return WhenOpened;
}

/**
 * A dialog whose code could not be downloaded, even tried again online (loadChunk), says so in
 * a toast and stays closed; the page around it stays as it was. Any other error goes on up.
 */
class DialogCodeBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) notifyError(i18n.t("common.error"), i18n.t("auth.errorScreen.chunkMissing"));
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isChunkLoadError(this.state.error)) return null;
    throw this.state.error;
  }
}
