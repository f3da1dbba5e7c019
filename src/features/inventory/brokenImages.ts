// Spec section 5: an image that fails to load shows a placeholder and the toast
// 'Image Error / Unable to load image from provided URL' — once per address,
// not at every render or on every card showing it.
import { i18n } from "../../i18n";
import { notifyError } from "../feedback/notify";

const reported = new Set<string>();

/** Records a broken address; true the first time (the caller then shows the placeholder either way). */
export function reportBrokenImage(url: string, notify: (url: string) => void = toast): boolean {
  if (reported.has(url)) return false;
  reported.add(url);
  notify(url);
  return true;
}

function toast() {
  notifyError(i18n.t("inventory.image.errorTitle"), i18n.t("inventory.image.errorMessage"));
}

/** Whether the address already failed once (its cards show the placeholder straight away). */
export function isKnownBroken(url: string): boolean {
  return reported.has(url);
}

/** For tests: forget what was reported. */
export function forgetBrokenImages() {
  reported.clear();
}
