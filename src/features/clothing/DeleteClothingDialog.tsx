import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmDialog } from "../layout/ConfirmDialog";
import type { ClothingView } from "./types";

type Props = { item: ClothingView | null; open: boolean; onClose: () => void };

/** Admin: delete an item after asking; its outfits lose it (the server clears their slots). */
export function DeleteClothingDialog({ item, open, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useMutation(api.clothing.deleteClothingItem);

  async function confirm() {
    if (item === null) return;
    try {
      await remove({ itemId: item._id });
      notifySuccess(t("clothing.delete.doneTitle"), t("clothing.delete.doneMessage", { name: item.name }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("clothing.error"), message: t("clothing.delete.failed") });
    }
  }

  return (
    <ConfirmDialog
      open={open && item !== null}
      title={t("clothing.delete.title", { name: item?.name ?? "" })}
      confirmLabel={t("clothing.delete.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      {t("clothing.delete.body", { name: item?.name ?? "", owner: item?.ownerName ?? "" })}
    </ConfirmDialog>
  );
}
