// The build writes a copy of `/` and `/login` into their HTML (scripts/prerender.ts): a phone
// paints it before any script runs, and the visitor can read, type and tap in it while the app's
// code arrives. (A signed-in device may show its last-seen copy of the dashboard the same way: lastSeen.ts.) The app hides its own root while the copy is up, and takes over once a page of its
// own is on screen: what was typed into the copy, where the focus was, and a submit the visitor
// already made all carry over, so the change of hands is not felt.

/** The id scripts/prerender.ts gives the copy (its styles, templates and the copy's own ids use it as a prefix). */
const PRERENDERED_ID = "prerendered";
/** Set on a copy's form by the page's head script when it was submitted before the app was there. */
const SUBMIT_PENDING = "data-submit-pending";

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value as typing would: React's controlled fields hear an input event. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) return;
  setter.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The app's element that stands where `element` stands in the copy: same field name, link target or button label. */
function twinOf(element: Element, root: HTMLElement): HTMLElement | null {
  const name = element.getAttribute("name");
  if (name) return root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const href = element.getAttribute("href");
  if (href) {
    const target = href.startsWith(`#${PRERENDERED_ID}-`) ? `#${href.slice(PRERENDERED_ID.length + 2)}` : href;
    return root.querySelector<HTMLElement>(`a[href="${CSS.escape(target)}"]`);
  }
  if (element instanceof HTMLButtonElement) {
    const label = element.getAttribute("aria-label") ?? element.textContent;
    return [...root.querySelectorAll("button")].find((button) => (button.getAttribute("aria-label") ?? button.textContent) === label) ?? null;
  }
  return null;
}

/** Moves what the visitor did in the copy into the app's page: typed values, the focus, a pending submit. */
function takeOver(copy: HTMLElement, root: HTMLElement): void {
  let pendingForm: HTMLFormElement | null = null;
  for (const field of copy.querySelectorAll<Field>("input[name], textarea[name]")) {
    const twin = twinOf(field, root);
    if (!(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) || twin.type !== field.type) continue;
    if (field.value && !twin.value) typeInto(twin, field.value);
    if (field.form?.hasAttribute(SUBMIT_PENDING)) pendingForm = twin.form;
  }
  const active = document.activeElement;
  if (active && active !== copy && copy.contains(active)) {
    const twin = twinOf(active, root);
    if (twin) {
      twin.focus({ preventScroll: true });
      if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) {
        try {
          twin.setSelectionRange(active.selectionStart, active.selectionEnd, active.selectionDirection ?? undefined);
        } catch {
          // Email fields have no selection to set.
        }
      }
    }
  }
  // Once React has rendered the values carried over, the submit the visitor made goes as they made it.
  if (pendingForm) {
    const form = pendingForm;
    window.setTimeout(() => {
      if (form.isConnected) form.requestSubmit();
    }, 0);
  }
}

/** Whether the copy on screen is a signed-in device's last-seen copy (lastSeen.ts), not the build's. */
export function lastSeenCopyShown(): boolean {
  return document.getElementById(PRERENDERED_ID)?.hasAttribute("data-last-seen") ?? false;
}

/**
 * A page of the app is on screen: the copy goes, unless it is this very page's last-seen copy,
 * which the page ends itself once it has loaded (lastSeen.ts). Offline it goes at once: the page
 * cannot load, and what the app says about that is worth more than an inert copy.
 */
export function pageShown(): void {
  if (typeof document === "undefined") return;
  const lastSeenOfThisPage = document.getElementById(PRERENDERED_ID)?.getAttribute("data-last-seen") === window.location.pathname;
  if (lastSeenOfThisPage && navigator.onLine) return;
  removePrerendered();
}

/** Ends the copy: the app's page, already rendered, takes over what the visitor did in it. */
export function removePrerendered(): void {
  if (typeof document === "undefined") return;
  const copy = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById("root");
  // The copy's styles go first: the app's root, hidden while the copy is up, shows, and can take the focus
  // before the focused field goes (a phone keeps its keyboard open).
  document.getElementById(`${PRERENDERED_ID}-css`)?.remove();
  if (copy && root) takeOver(copy, root);
  copy?.remove();
  for (const template of document.querySelectorAll(`template[id^="${PRERENDERED_ID}-"]`)) template.remove();
}
