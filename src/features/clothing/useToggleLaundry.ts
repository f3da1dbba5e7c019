import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import type { ClothingView } from "./types";

/**
 * The laundry button's press, once per item at a time: a second click (or a
 * double click) while the first is on its way is ignored, so an item never
 * flips twice. The new status comes back through the live queries.
 */
export function useToggleLaundry() {
  const { t } = useTranslation();
  const toggle = useMutation(api.clothing.toggleLaundry);
  const inFlight = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  function mark(id: string, on: boolean) {
    if (on) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setBusy(new Set(inFlight.current));
  }

  async function press(item: ClothingView) {
    if (inFlight.current.has(item._id)) return;
    mark(item._id, true);
    try {
      const status = await toggle({ itemId: item._id });
      notifySuccess(t("clothing.card.laundryChanged"), t(status === "Clean" ? "clothing.card.nowClean" : "clothing.card.nowDirty", { name: item.name }));
    } catch (error) {
      notifyFailure(error, { title: t("clothing.error"), message: t("clothing.card.laundryFailed") });
    } finally {
      mark(item._id, false);
    }
  }

  return { press: (item: ClothingView) => void press(item), isBusy: (id: string) => busy.has(id) };
}
