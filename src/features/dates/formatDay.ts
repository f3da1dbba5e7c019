import { format, parseISO } from "date-fns";

/** Spec section 9: "MMM dd" on cards. */
export function formatCardDay(day: string): string {
  return format(parseISO(day), "MMM dd");
}

/** Spec section 9: "MMM dd, yyyy" in tables. */
export function formatTableDay(day: string): string {
  return format(parseISO(day), "MMM dd, yyyy");
}
