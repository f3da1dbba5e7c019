import { Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { ConfirmDialog } from "../../layout/ConfirmDialog";
import { notifyFailure, notifySuccess } from "../../feedback/notify";
import type { Bill } from "./MonthlyBillsCard";

/**
 * An admin's "Delete bill?": the bill and its paid months go; transactions stay. `bill`
 * stays set while the dialog closes, so its title does not go blank as it fades.
 */
export function DeleteBillDialog({ bill, open, onClose }: { bill: Bill | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useMutation(api.outgoings.remove);

  async function confirm() {
    if (!bill) return;
    try {
      await remove({ outgoingId: bill._id });
      notifySuccess(t("financeCards.bills.deleteDialog.deletedTitle"), t("financeCards.bills.deleteDialog.deletedMessage", { name: bill.description }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("financeCards.error"), message: t("financeCards.bills.deleteDialog.failed") });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t("financeCards.bills.deleteDialog.title", { name: bill?.description ?? "" })}
      confirmLabel={t("financeCards.bills.deleteDialog.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("financeCards.bills.deleteDialog.body")}</Text>
    </ConfirmDialog>
  );
}
