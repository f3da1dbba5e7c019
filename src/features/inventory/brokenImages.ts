// Spec section 5: an image that fails to load shows a placeholder. The toast
// 'Image Error / Unable to load image from provided URL' is for the photo form,
// where the address can be fixed; once per address, not at every render.
import { i18n } from "../../i18n";
import { notifyError } from "../feedback/notify";

/** Addresses seen failing anywhere (their photos show the placeholder straight away). */
const known = new Set<string>();
/** Addresses the form's toast has told about. */
const told = new Set<string>();

/** Records a broken address and tells it in the toast; true the first time it is told. */
export function reportBrokenImage(url: string, notify: (url: string) => void = toast): boolean {
  known.add(url);
  if (told.has(url)) return false;
  told.add(url);
  notify(url);
  return true;
}

function toast() {
  notifyError(i18n.t("inventory.image.errorTitle"), i18n.t("inventory.image.errorMessage"));
}

/** Records a broken address without a toast (a card or list showing it). */
export function rememberBrokenImage(url: string) {
  known.add(url);
}

/** Whether the address already failed once (its cards show the placeholder straight away). */
export function isKnownBroken(url: string): boolean {
  return known.has(url);
}

/** For tests: forget what was reported. */
export function forgetBrokenImages() {
  known.clear();
  told.clear();
}
