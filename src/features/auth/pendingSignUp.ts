// The address a sign-up is waiting on a code for, kept for this tab only: a reload of "Check your
// email" comes back to that step, not to an empty sign-up form. Never the password.
const KEY = "household.pendingSignUp";

export function rememberPendingSignUp(email: string) {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage off (a private window in some browsers): a reload then starts the form again.
  }
}

export function pendingSignUp(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingSignUp() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
