import { useState } from "react";

/**
 * One field of a form that checks itself without react-hook-form (the sign-in screens): its
 * value and error code, the error going as soon as the value is edited. Spread `field` on
 * the field (EmailField, PasswordField).
 */
export function useCheckedField(initial = "") {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, setError, field: { value, onChange, error } };
}
