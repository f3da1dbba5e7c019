// Laundry rules the screens share (spec section 4: Clean ↔ Needs Washing).
import type { LaundryStatus } from "../../../convex/lib/validators";

/** What a press of the laundry button makes of an item. */
export function nextLaundryStatus(status: LaundryStatus): LaundryStatus {
  return status === "Clean" ? "Needs Washing" : "Clean";
}

export type OwnerGroup<T> = { ownerId: string; ownerName: string; items: T[] };

/**
 * The basket's items per owner, owners in the order the server sent them
 * (by name), each owner's items in their order; an owner appears once even if
 * two of them share a name.
 */
export function groupByOwner<T extends { assignedTo: string; ownerName: string }>(items: readonly T[]): OwnerGroup<T>[] {
  const groups = new Map<string, OwnerGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.assignedTo);
    if (group) group.items.push(item);
    else groups.set(item.assignedTo, { ownerId: item.assignedTo, ownerName: item.ownerName, items: [item] });
  }
  return [...groups.values()];
}
