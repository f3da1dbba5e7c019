// The family screen reloads itself when it can no longer render.
//
// How: <RenderHeartbeat> sits inside the watched tree and re-renders itself
// every 20 s; each time React *commits* it, its layout effect stamps the time.
// A checker outside the tree (in <RenderWatchdog>, which never suspends or
// throws) looks every 10 s: if no stamp for `stallMs` (2 min) while the page is
// visible, the tree is stuck — a Suspense that never resolves hides the
// heartbeat (React does not run layout effects in a hidden tree), and a crash
// unmounts it — so the page reloads. A hidden page is not judged (timers are
// throttled there): the wait starts again when it becomes visible. Reloads go
// through reloadWithFloor(): at most one per 5 minutes.
import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { reloadPage, reloadWithFloor } from "./reloadFloor";

export const RENDER_STALL_MS = 2 * 60_000;
const HEARTBEAT_MS = 20_000;
const CHECK_MS = 10_000;

type Stamp = () => void;
const HeartbeatContext = createContext<Stamp | null>(null);

/** Proves the tree around it still commits; place it inside the content (RenderWatchdog adds one after its children). */
export function RenderHeartbeat() {
  const stamp = useContext(HeartbeatContext);
  const [beat, setBeat] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setBeat((n) => n + 1), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, []);
  useLayoutEffect(() => {
    stamp?.();
  }, [stamp, beat]);
  return null;
}

export function RenderWatchdog({
  children,
  stallMs = RENDER_STALL_MS,
  reload = reloadPage,
}: {
  children: ReactNode;
  stallMs?: number;
  /** For tests; defaults to location.reload(). */
  reload?: () => void;
}) {
  // Mount time counts as a stamp: a tree that never manages a first commit is stuck too.
  const lastCommit = useRef<number | null>(null);
  const [stamp] = useState<Stamp>(() => () => {
    lastCommit.current = Date.now();
  });
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    lastCommit.current ??= Date.now();
    const check = () => {
      if (document.visibilityState !== "visible") {
        lastCommit.current = Date.now();
        return;
      }
      if (Date.now() - (lastCommit.current ?? 0) >= stallMs) reloadWithFloor(reloadRef.current);
    };
    const onVisibility = () => {
      // Timers may not have run while hidden: the wait starts again now.
      if (document.visibilityState === "visible") lastCommit.current = Date.now();
    };
    const timer = setInterval(check, CHECK_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [stallMs]);

  return (
    <HeartbeatContext.Provider value={stamp}>
      {/* Its own boundary, so content that suspends hides the heartbeat with it. */}
      <Suspense fallback={null}>
        {children}
        <RenderHeartbeat />
      </Suspense>
    </HeartbeatContext.Provider>
  );
}
