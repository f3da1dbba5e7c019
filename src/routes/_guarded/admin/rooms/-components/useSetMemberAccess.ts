import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { notifyFailure } from "../../../../../features/feedback/notify";

/**
 * rooms.setMemberAccess, shown at once: the overview's grants (and the room page's) change before
 * the server answers (Convex rolls the change back if it refuses), so a switch
 * or a box follows the click immediately on a slow line.
 */
export function useSetMemberAccess() {
  const { t } = useTranslation();
  const setMemberAccess = useMutation(api.rooms.setMemberAccess).withOptimisticUpdate((store, { roomId, memberId, allowed }) => {
    const granted = (memberIds: Id<"members">[]) => {
      const others = memberIds.filter((id) => id !== memberId);
      return allowed ? [...others, memberId] : others;
    };
    const overview = store.getQuery(api.rooms.adminOverview, {});
    if (overview !== undefined) {
      const rooms = overview.rooms.map((room) => (room._id === roomId ? { ...room, memberIds: granted(room.memberIds) } : room));
      store.setQuery(api.rooms.adminOverview, {}, { ...overview, rooms });
    }
    // The room page's access card reads this room's grants alone.
    const access = store.getQuery(api.rooms.memberAccess, { roomId });
    if (access) store.setQuery(api.rooms.memberAccess, { roomId }, { ...access, memberIds: granted(access.memberIds) });
  });

  return async (roomId: Id<"rooms">, memberId: Id<"members">, allowed: boolean) => {
    try {
      await setMemberAccess({ roomId, memberId, allowed });
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  };
}
