import { Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmDialog } from "../layout/ConfirmDialog";
import type { InventoryItem } from "./types";

type Props = {
  item: InventoryItem | null;
  isAdmin: boolean;
  /** Where the item stands (room or container name): a container's contents move there. */
  placeName: string;
  onClose: () => void;
};

/**
 * Delete, asked first. An admin deletes (a container's contents move up to
 * where it stood, nothing is lost); a member's delete is a request to the admins.
 */
export function DeleteItemDialog({ item, isAdmin, placeName, onClose }: Props) {
  const { t } = useTranslation();
  const deleteItem = useMutation(api.inventory.deleteItem);
  const requestDeletion = useMutation(api.itemRequests.requestDeletion);
  if (item === null) return null;
  const name = item.name;

  async function confirm() {
    if (item === null) return;
    try {
      if (isAdmin) {
        await deleteItem({ itemId: item._id });
        notifySuccess(t("inventory.delete.deletedTitle"), t("inventory.delete.deletedMessage", { name }));
      } else {
        await requestDeletion({ itemId: item._id });
        notifySuccess(t("inventory.delete.requestedTitle"), t("inventory.delete.requestedMessage", { name }));
      }
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.delete.failed") });
    }
  }

  const message = isAdmin
    ? item.isContainer
      ? t("inventory.delete.containerMessage", { name, place: placeName })
      : t("inventory.delete.message", { name })
    : t("inventory.delete.requestMessage", { name });
  return (
    <ConfirmDialog
      open
      title={isAdmin ? t("inventory.delete.title", { name }) : t("inventory.delete.requestTitle", { name })}
      confirmLabel={isAdmin ? t("inventory.delete.confirm") : t("inventory.delete.requestConfirm")}
      destructive={isAdmin}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{message}</Text>
    </ConfirmDialog>
  );
}
