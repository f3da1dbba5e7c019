// How many of this tab's presence messages (a heartbeat, a goodbye) the server has not confirmed
// yet. They are mutations like any other to the Convex client, but not a change the person made:
// the count of changes waiting to be sent (and leaving the page asking first) leaves them out.
let inFlight = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Counts `message` as a presence message until it settles. */
export function trackPresenceMessage<T>(message: Promise<T>): Promise<T> {
  inFlight += 1;
  changed();
  return message.finally(() => {
    inFlight -= 1;
    changed();
  });
}

export function presenceMessagesInFlight(): number {
  return inFlight;
}

export function subscribeToPresenceMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
