/**
 * Focus on the control of `form` named `name`: what react-hook-form does for the first
 * invalid field, for the few forms that check themselves without it (the sign-in screens,
 * which keep react-hook-form and zod out of their first download).
 */
export function focusControl(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
