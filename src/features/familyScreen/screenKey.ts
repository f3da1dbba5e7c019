// The family-screen key of this device (API14.md): the device's own session,
// not a person's. While it is stored, the device is the family screen and
// shows nothing else (modeGuard.ts). Only its hash is on the server.
import { forgetLastKnownView } from "./lastKnownView";

const KEY = "household:familyScreenKey";

export function familyScreenKey(): string | null {
  try {
    const key = globalThis.localStorage?.getItem(KEY);
    return key ? key : null;
  } catch {
    return null;
  }
}

export function isFamilyScreenDevice(): boolean {
  return familyScreenKey() !== null;
}

export function storeFamilyScreenKey(key: string): void {
  forgetLastKnownView();
  localStorage.setItem(KEY, key);
}

export function clearFamilyScreenKey(): void {
  forgetLastKnownView();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: there was nothing stored to clear.
  }
}
