import { useState } from "react";

/**
 * What a delete dialog asks about, for a live list. The thing stays set while the dialog fades
 * out (its title does not go blank), and the dialog is open only while the thing is still in
 * `items`: deleted elsewhere meanwhile, the dialog closes by itself.
 */
export function useDeleteDialog<T extends { _id: string }>(items: readonly T[] | undefined) {
  const [asked, setAsked] = useState<T | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const live = items?.find((item) => item._id === openId) ?? null;
  return {
    /** The live one while open (so its details are current), else the last one asked about. */
    subject: live ?? asked,
    open: live !== null,
    ask(item: T) {
      setAsked(item);
      setOpenId(item._id);
    },
    close() {
      setOpenId(null);
    },
  };
}
