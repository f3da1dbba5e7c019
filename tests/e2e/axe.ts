// The one accessibility check every spec uses: WCAG 2.1 A and AA rules, as
// axe checks them, on the page (or the given regions of it) as it is now.
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface AxeScope {
  /** Only these regions (CSS selectors); the whole page when empty. */
  include?: string[];
  /**
   * Toasts come and go on their own: one caught mid-fade has half-transparent
   * text that axe measures as too faint, so by default the check is of the page
   * itself, not of whatever toast happens to be passing.
   */
  toasts?: boolean;
}

type AxeRunOnly = { type: "tag"; values: string[] } | { type: "rule"; values: string[] };

/**
 * axe's violations on the page as it is now. The app has no frames, so axe runs in the page itself and
 * is put there once per document (a page navigated inside the app keeps it): @axe-core/playwright's
 * builder evaluated axe's 0.5 MB source twice on every check, a third to half of each check's time.
 * Only violations are reported, without the details of every node that passed.
 */
export async function axeRun(page: Page, { include = [], exclude = [], runOnly }: { include?: string[]; exclude?: string[]; runOnly: AxeRunOnly }) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const context = include.length > 0 ? { include, exclude } : { exclude };
  const outcome = await page.evaluate(
    ({ context, runOnly }) =>
      (window as unknown as { axe: typeof axe }).axe.run(context, { runOnly, resultTypes: ["violations"] }).then(
        (results) => ({ results, error: null }),
        (error: unknown) => ({ results: null, error: String(error) }),
      ),
    { context, runOnly },
  );
  if (outcome.results === null) throw new Error(`axe: ${outcome.error}`);
  return outcome.results;
}

export async function expectNoAxeViolations(page: Page, { include = [], toasts = false }: AxeScope = {}) {
  // A modal that is still opening has hidden the page but is not yet fully shown
  // or focused: axe then does not see it as open and reports the hidden page's
  // buttons as focusable inside aria-hidden. Check the settled state: no
  // animation under way (endless ones aside) and the focus inside the modal.
  await page.waitForFunction(
    () => {
      const moving = document
        .getAnimations()
        .some((animation) => (animation.playState === "running" || animation.pending) && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (moving) return false;
      const modals = [...document.querySelectorAll('[aria-modal="true"]')];
      return modals.length === 0 || modals.some((modal) => modal.contains(document.activeElement));
    },
    undefined,
    { timeout: 10_000 },
  );
  const results = await axeRun(page, { include, exclude: toasts ? [] : ['[data-scope="toast"]'], runOnly: { type: "tag", values: WCAG_TAGS } });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any.map((a) => a.message).join("; ")})`).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** The check in light mode, then in dark mode (the page's own class follows the emulated scheme). */
export async function expectNoAxeViolationsInBothModes(page: Page, scope: AxeScope = {}) {
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoAxeViolations(page, scope);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page, scope);
}
