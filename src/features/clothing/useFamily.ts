import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "../../../convex/_generated/api";
import type { Doc } from "../../../convex/_generated/dataModel";
import { useSignedInMember } from "../../auth/useSignedInMember";

/** The family for the clothing selects: the viewer first (their own clothes come first too), then by name. */
export function useFamily() {
  const viewer = useSignedInMember();
  const members = useQuery(api.members.list, {});
  return useMemo(() => {
    const sorted = members ? orderFamily(members, viewer?._id) : undefined;
    return { viewer, members: sorted, byId: new Map((sorted ?? []).map((member) => [member._id as string, member])) };
  }, [members, viewer]);
}

export function orderFamily<T extends Pick<Doc<"members">, "_id" | "name">>(members: readonly T[], viewerId: string | undefined): T[] {
  return [...members].sort((a, b) => {
    if (a._id === viewerId) return -1;
    if (b._id === viewerId) return 1;
    return a.name.localeCompare(b.name);
  });
}
