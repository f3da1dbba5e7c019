import { waitFor } from "@testing-library/react";

/**
 * Waits until an open dialog has hidden the page behind it from assistive technology. Zag
 * does that a frame after the dialog opens; a second dialog opened inside it before then is
 * hidden too when that frame comes (on a loaded machine, a test's next click can be sooner),
 * and its buttons can never be found by role. A person cannot click within a frame.
 */
export function dialogSettled() {
  return waitFor(() => {
    if (document.body.querySelector(":scope > [data-aria-hidden]") === null) throw new Error("the dialog has not hidden the page yet");
  });
}
