// Where things may be moved: one rule for the Move dialog (which offers only the places it
// allows) and the server (which refuses the rest, MOVE_INTO_ITSELF). Pure: each side looks up
// a container's parent its own way (the dialog from the room's containers, the server from
// the items it has read).

/** Deeper nesting than any home needs; walks up the containers stop after this many levels. */
export const MAX_DEPTH = 32;

/**
 * Whether moving `moving` into the container `placeId` (undefined: the room's top level)
 * would put a container inside itself or its own contents: some moved item is the place or
 * one of the containers above it. A place nested deeper than MAX_DEPTH cannot be proven safe
 * within the bounded walk, so it counts as inside (which also ends a malformed cycle).
 */
export function movesIntoItself<Id extends string>(
  moving: Iterable<Id>,
  placeId: Id | undefined,
  parentOf: (id: Id) => Id | undefined,
): boolean {
  const moved = new Set(moving);
  let next = placeId;
  for (let depth = 0; next !== undefined; depth++) {
    if (moved.has(next) || depth === MAX_DEPTH) return true;
    next = parentOf(next);
  }
  return false;
}
