import { Button, HStack } from "@chakra-ui/react";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  /** The id of the text that says what is decided (read after the button's name). */
  describedBy: string;
  onApprove: () => Promise<void>;
  onReject: () => Promise<void>;
};

/** Approve / Reject of one request; both wait while either runs, so a request is decided once. */
export function DecisionButtons({ describedBy, onApprove, onReject }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);

  async function run(which: "approve" | "reject", action: () => Promise<void>) {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  return (
    <HStack gap="2" flexShrink={0}>
      <Button
        size="sm"
        colorPalette="green"
        loading={busy === "approve"}
        disabled={busy !== null}
        aria-describedby={describedBy}
        onClick={() => void run("approve", onApprove)}
      >
        <Check aria-hidden /> {t("rooms.requests.approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        loading={busy === "reject"}
        disabled={busy !== null}
        aria-describedby={describedBy}
        onClick={() => void run("reject", onReject)}
      >
        <X aria-hidden /> {t("rooms.requests.reject")}
      </Button>
    </HStack>
  );
}
