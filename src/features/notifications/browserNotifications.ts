// The browser's own notifications (the system's pop-ups), for when the app's
// tab is in the background. Permission is asked only when the person clicks
// "Notify me on this device" (browsers ignore, and people dislike, a request
// made on load); nothing here asks by itself.
import { useCallback, useEffect, useState } from "react";

export type DevicePermission = "unsupported" | "default" | "granted" | "denied";

/** What this browser allows now; "unsupported" without the API (older phones, insecure origins). */
export function devicePermission(): DevicePermission {
  if (typeof Notification === "undefined") return "unsupported";
  return Notification.permission;
}

/** Asks the browser; call only from a click. */
export async function askDevicePermission(): Promise<DevicePermission> {
  if (typeof Notification === "undefined") return "unsupported";
  try {
    return await Notification.requestPermission();
  } catch {
    // Old Safari takes a callback and returns nothing; whatever it decided is in `permission`.
    return devicePermission();
  }
}

/** A browser notification is for when the person is not looking at the app and allowed them. */
export function wantsDeviceNotification(): boolean {
  return devicePermission() === "granted" && document.visibilityState === "hidden";
}

/**
 * Shows one browser notification (tagged with the notification's id, so the
 * same one never shows twice); false when the browser refused to (Chrome on
 * Android allows them only through a service worker), so the caller can fall
 * back to a toast.
 */
export function showDeviceNotification(title: string, body: string, tag: string, onClick: () => void): boolean {
  try {
    const shown = new Notification(title, { body, tag });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
    return true;
  } catch {
    return false;
  }
}

/** The permission, kept current (the person may change it in the browser's settings), and a way to ask. */
export function useDevicePermission(): { permission: DevicePermission; ask: () => Promise<void> } {
  const [permission, setPermission] = useState(devicePermission);
  useEffect(() => {
    if (typeof navigator === "undefined" || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let closed = false;
    const update = () => setPermission(devicePermission());
    navigator.permissions.query({ name: "notifications" }).then(
      (result) => {
        if (closed) return;
        status = result;
        status.addEventListener("change", update);
      },
      () => {},
    );
    return () => {
      closed = true;
      status?.removeEventListener("change", update);
    };
  }, []);
  const ask = useCallback(async () => setPermission(await askDevicePermission()), []);
  return { permission, ask };
}
