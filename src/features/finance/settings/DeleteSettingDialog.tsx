import { Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { ConfirmDialog } from "../../layout/ConfirmDialog";
import { notifyFailure, notifySuccess } from "../../feedback/notify";
import { deleteOutcome } from "./deleteOutcome";

/** A category or an item type to delete, with what uses it (from the overview). */
export type DeleteTarget =
  | { kind: "category"; _id: Id<"financeCategories">; name: string; transactionCount: number; outgoingCount: number }
  | { kind: "itemType"; _id: Id<"itemTypes">; name: string; transactionCount: number };

/**
 * Says before deleting what will happen: an unused one is deleted; a used one stays on
 * the transactions and bills that use it, shown as "(deleted)", and is no longer offered.
 */
export function DeleteSettingDialog({ target, open, onClose }: { target: DeleteTarget | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteCategory = useMutation(api.financeSettings.deleteCategory);
  const deleteItemType = useMutation(api.financeSettings.deleteItemType);
  if (target === null) return null;
  const name = target.name;
  const transactions = t("financeSettings.categories.transactions", { count: target.transactionCount });

  async function confirm() {
    if (target === null) return;
    try {
      const { outcome } =
        target.kind === "category" ? await deleteCategory({ categoryId: target._id }) : await deleteItemType({ itemTypeId: target._id });
      notifySuccess(
        t("financeSettings.delete.deletedTitle"),
        outcome === "archived" ? t("financeSettings.delete.archivedMessage", { name }) : t("financeSettings.delete.deletedMessage", { name }),
      );
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("financeSettings.error"), message: t("financeSettings.delete.failed") });
    }
  }

  const used = deleteOutcome(target) === "archived";
  return (
    <ConfirmDialog
      open={open}
      title={target.kind === "category" ? t("financeSettings.delete.categoryTitle", { name }) : t("financeSettings.delete.itemTypeTitle", { name })}
      confirmLabel={t("financeSettings.delete.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="2">
        <Text>
          {!used
            ? t("financeSettings.delete.unused", { name })
            : target.kind === "category"
              ? t("financeSettings.delete.usedCategory", {
                  name,
                  transactions,
                  bills: t("financeSettings.categories.bills", { count: target.outgoingCount }),
                })
              : t("financeSettings.delete.usedItemType", { name, transactions })}
        </Text>
        {used && (
          <Text fontSize="sm" color="fg.muted">
            {t("financeSettings.delete.restoreHint")}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
