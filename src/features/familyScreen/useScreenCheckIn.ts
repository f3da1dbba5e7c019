import { useConvex, useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "../../../convex/_generated/api";

/** How often a visible family screen tells the server it is on. */
export const CHECK_IN_MS = 5 * 60_000;

/**
 * The family screen checks in when it opens, every five minutes while it is
 * visible, and when it becomes visible again, so System Settings' "Last seen"
 * shows a tablet nobody touched is still on. Only while connected: the Convex
 * client would queue the missed ones and send them all at once on reconnect.
 * A refusal (the screen was turned off) is the view's to show.
 */
export function useScreenCheckIn(screenKey: string) {
  const convex = useConvex();
  const checkIn = useMutation(api.familyScreen.checkIn);
  useEffect(() => {
    const send = () => {
      if (document.visibilityState !== "visible" || !convex.connectionState().isWebSocketConnected) return;
      checkIn({ screenKey }).catch(() => undefined);
    };
    send();
    const timer = window.setInterval(send, CHECK_IN_MS);
    document.addEventListener("visibilitychange", send);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", send);
    };
  }, [convex, checkIn, screenKey]);
}
