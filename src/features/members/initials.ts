/** Up to two letters: the first of the first and of the last word ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = wordsOf(name);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

function wordsOf(name: string): string[][] {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word));
}

/** A name as written, spacing aside: two names are the same name when these match (case aside). */
export const wholeName = (name: string) => name.trim().split(/\s+/).join(" ");

/** Names that read the same to a person (case and spacing aside) count as one name. */
const sameKey = (text: string) => text.toLocaleUpperCase();

/**
 * The ways of writing a name short, shortest first: its initials, then its first
 * letter with each later letter of the name ("Sam Carter" → "Sa", "Sm", "Sc"…), and
 * last the whole name, which only the same name shares.
 */
function candidatesOf(name: string): string[] {
  const letters = wordsOf(name).flat();
  if (letters.length === 0) return ["?"];
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (text: string) => {
    if (!seen.has(sameKey(text))) {
      seen.add(sameKey(text));
      out.push(text);
    }
  };
  add(initialsOf(name));
  const first = letters[0].toLocaleUpperCase();
  for (const letter of letters.slice(1)) add(first + letter.toLocaleLowerCase());
  add(wholeName(name));
  return out;
}

/**
 * The initials of each name in a family, made to differ where two people's
 * would be the same (Sarah Carter and Sam Carter are not both "SC"): whoever
 * shares a short form moves on to their next one, until nobody shares. The
 * last form is the whole name, so different names always end up different.
 */
export function distinctInitials(names: readonly string[]): string[] {
  const candidates = names.map(candidatesOf);
  const step = names.map(() => 0);
  const current = () => candidates.map((list, i) => list[step[i]]);
  for (;;) {
    const shown = current();
    const counts = new Map<string, number>();
    for (const text of shown) counts.set(sameKey(text), (counts.get(sameKey(text)) ?? 0) + 1);
    let moved = false;
    shown.forEach((text, i) => {
      if (counts.get(sameKey(text))! > 1 && step[i] < candidates[i].length - 1) {
        step[i]++;
        moved = true;
      }
    });
    if (!moved) return shown;
  }
}
