// Which notifications arrived while the app was open: the ones that were not
// in an earlier load of the newest few. What was there on the first load is
// old news (the bell shows it) and never pops up.

type Arrival = { _id: string; read: boolean };

export type Seen = ReadonlySet<string> | null;

/**
 * The new, unread notifications of `newest` (newest first) and the ids seen
 * so far. `seen` null is the first load: it only remembers.
 */
export function arrivals<T extends Arrival>(seen: Seen, newest: readonly T[]): { arrived: T[]; seen: Set<string> } {
  const next = new Set(seen ?? []);
  const arrived: T[] = [];
  for (const notification of newest) {
    if (next.has(notification._id)) continue;
    next.add(notification._id);
    // Read already (on another device, or "Mark all read" before this screen heard of it): nothing to say.
    if (seen !== null && !notification.read) arrived.push(notification);
  }
  // Oldest first, so toasts stack in the order things happened.
  return { arrived: arrived.reverse(), seen: next };
}
