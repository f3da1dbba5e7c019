import { format } from "date-fns";
import { useEffect, useState } from "react";

export function todayString(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** Today's calendar day, which rolls over at midnight (the kitchen tablet stays open for days). */
export function useToday(): string {
  const [today, setToday] = useState(todayString);
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = setTimeout(() => setToday(todayString()), midnight.getTime() - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
