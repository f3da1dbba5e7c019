import { useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children once the page has loaded and the browser is idle: the
 * service worker and its update prompt wait until the first screen is up, so
 * they take nothing from the first paint (the service worker then precaches
 * every chunk, which is work a first visit should not wait behind).
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Safari has no idle callbacks: there the next task will do.
    const hasIdle = typeof window.requestIdleCallback === "function";
    let idle: number | undefined;
    const whenIdle = () => {
      idle = hasIdle ? window.requestIdleCallback(() => setLoaded(true)) : window.setTimeout(() => setLoaded(true));
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded ? children : null;
}
