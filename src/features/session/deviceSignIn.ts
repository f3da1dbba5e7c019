// "This device stays signed in": a choice of the device, not the person (the
// kitchen tablet), so it lives in this browser's storage.
const KEY = "household:staysSignedIn";

export function deviceStaysSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setDeviceStaysSignedIn(stays: boolean): void {
  try {
    if (stays) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the device simply does not opt out.
  }
}
