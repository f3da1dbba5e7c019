// A time of day ("HH:mm", how forms and the server keep it) typed the way people write it on
// the 24-hour clock: "17:30", "17.30", "17h30" (French), "1730", "9" (09:00).

/** The time typed, as "HH:mm"; null when it is no time of day ("25:00", "5pm", "soon"). */
export function readTimeText(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const parts = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})?)?(?:\s*uhr)?$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? "0");
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** `time` moved by `minutes` around the clock (the arrow keys' step). */
export function stepTime(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
