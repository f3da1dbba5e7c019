import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { notifyFailure } from "../../../../../features/feedback/notify";

/**
 * rooms.setMemberAccess, shown at once: the overview's grants change before
 * the server answers (Convex rolls the change back if it refuses), so a switch
 * or a box follows the click immediately on a slow line.
 */
export function useSetMemberAccess() {
  const { t } = useTranslation();
  const setMemberAccess = useMutation(api.rooms.setMemberAccess).withOptimisticUpdate((store, { roomId, memberId, allowed }) => {
    const overview = store.getQuery(api.rooms.adminOverview, {});
    if (overview === undefined) return;
    const rooms = overview.rooms.map((room) => {
      if (room._id !== roomId) return room;
      const others = room.memberIds.filter((id) => id !== memberId);
      return { ...room, memberIds: allowed ? [...others, memberId] : others };
    });
    store.setQuery(api.rooms.adminOverview, {}, { ...overview, rooms });
  });

  return async (roomId: Id<"rooms">, memberId: Id<"members">, allowed: boolean) => {
    try {
      await setMemberAccess({ roomId, memberId, allowed });
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  };
}
