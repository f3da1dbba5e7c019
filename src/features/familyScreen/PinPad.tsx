import { Box, Button, CloseButton, Dialog, Grid, HStack, Portal, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Delete } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MemberAvatar, type AvatarMember } from "../members/MemberAvatar";

export const PIN_LENGTH = 4;

/** The server's answer to a PIN (API14.md: returned, not thrown, so a failure is counted). */
export type UnlockResult =
  | { ok: true; unlockToken: string; expiresAt: number }
  | { ok: false; reason: "wrongPin"; triesLeft: number }
  | { ok: false; reason: "locked"; lockedUntil: number }
  | { ok: false; reason: "noPin" }
  | { ok: false; reason: "dashboardOff" };

/** `dashboardOff`: the member's Dashboard page is switched off, and the panel with it. */
export type PinPadMember = AvatarMember & { hasPin: boolean; lockedUntil: number | null; dashboardOff: boolean };

type Props = {
  member: PinPadMember | null;
  /** Checks the PIN on the server; rejects only when the call itself failed. */
  submit: (pin: string) => Promise<UnlockResult>;
  onUnlocked: (unlockToken: string) => void;
  onClose: () => void;
  /** The clock, for "try again in N minutes" (a test's clock in tests). */
  now?: () => number;
};

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];

/** Whole minutes until the lock ends, at least one. */
export function minutesUntil(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

/** Minutes for a short lock; hours (rounded up) once lockouts in a row have grown past an hour. */
export function lockWait(lockedUntil: number, now: number): { unit: "minutes" | "hours"; count: number } {
  const minutes = minutesUntil(lockedUntil, now);
  return minutes > 60 ? { unit: "hours", count: Math.ceil(minutes / 60) } : { unit: "minutes", count: minutes };
}

/**
 * The PIN pad a member sees after tapping their photo: four dots, big digit
 * buttons (a keyboard's digits and Backspace work too), sent as soon as the
 * fourth digit is in. A wrong PIN shakes the dots and says how many tries are
 * left; the server decides everything (lockout included).
 */
export function PinPad({ member, submit, onUnlocked, onClose, now = Date.now }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={member !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(26rem, calc(100dvw - 1rem))" mx="auto">
            {member && <PinPadBody key={member._id} member={member} submit={submit} onUnlocked={onUnlocked} now={now} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t("familyScreen.pin.cancel")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Refusal =
  | { kind: "wrong"; triesLeft: number }
  | { kind: "locked"; lockedUntil: number }
  | { kind: "noPin" }
  | { kind: "dashboardOff" }
  | { kind: "failed" };

function initialRefusal(member: PinPadMember, at: number): Refusal | null {
  if (member.dashboardOff) return { kind: "dashboardOff" };
  if (!member.hasPin) return { kind: "noPin" };
  if (member.lockedUntil !== null && member.lockedUntil > at) return { kind: "locked", lockedUntil: member.lockedUntil };
  return null;
}

function PinPadBody({ member, submit, onUnlocked, now }: Omit<Props, "member" | "onClose"> & { member: PinPadMember; now: () => number }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(() => initialRefusal(member, now()));
  const dots = useRef<HTMLDivElement>(null);
  // Locked, the keys take no taps until the lock ends; then the pad opens again by itself.
  const blocked = refusal?.kind === "noPin" || refusal?.kind === "dashboardOff" || refusal?.kind === "locked";
  useEffect(() => {
    if (refusal?.kind !== "locked") return;
    const timer = setTimeout(() => setRefusal(null), Math.max(0, refusal.lockedUntil - now()));
    return () => clearTimeout(timer);
  }, [refusal, now]);

  async function send(full: string) {
    setBusy(true);
    try {
      const result = await submit(full);
      if (result.ok) {
        onUnlocked(result.unlockToken);
        return;
      }
      setPin("");
      if (result.reason === "wrongPin") {
        setRefusal({ kind: "wrong", triesLeft: result.triesLeft });
        shake(dots.current);
      } else if (result.reason === "locked") setRefusal({ kind: "locked", lockedUntil: result.lockedUntil });
      else setRefusal({ kind: result.reason });
    } catch {
      setPin("");
      setRefusal({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  }

  function press(digit: string) {
    if (busy || blocked || pin.length >= PIN_LENGTH) return;
    const next = pin + digit;
    setPin(next);
    if (next.length === PIN_LENGTH) void send(next);
  }

  function remove() {
    if (!busy) setPin((current) => current.slice(0, -1));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      press(event.key);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      remove();
    }
  }

  return (
    <Stack onKeyDown={onKeyDown} gap="0">
      <Dialog.Header>
        <HStack gap="3">
          <MemberAvatar member={member} size="lg" />
          <Dialog.Title fontSize="xl">{t("familyScreen.pin.title", { name: member.name })}</Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5" align="center">
          <Dialog.Description color="fg.muted">{t("familyScreen.pin.description")}</Dialog.Description>
          <HStack ref={dots} gap="4" aria-hidden data-testid="pin-dots">
            {Array.from({ length: PIN_LENGTH }, (_, index) => (
              <Box key={index} boxSize="5" rounded="full" borderWidth="2px" borderColor="fg" bg={index < pin.length ? "fg" : "transparent"} />
            ))}
          </HStack>
          <VisuallyHidden aria-live="polite">{t("familyScreen.pin.entered", { count: pin.length })}</VisuallyHidden>
          <RefusalText refusal={refusal} name={member.name} now={now} />
          <Grid templateColumns="repeat(3, 1fr)" gap="3" w="full" maxW="20rem">
            {DIGITS.map((digit) => (
              <Button
                key={digit}
                variant="outline"
                minH="16"
                fontSize="2xl"
                gridColumn={digit === "0" ? "2" : undefined}
                disabled={blocked}
                onClick={() => press(digit)}
              >
                {digit}
              </Button>
            ))}
            <Button variant="ghost" minH="16" gridColumn="3" gridRow="4" aria-label={t("familyScreen.pin.delete")} disabled={blocked || pin.length === 0} onClick={remove}>
              <Delete />
            </Button>
          </Grid>
        </Stack>
      </Dialog.Body>
    </Stack>
  );
}

function RefusalText({ refusal, name, now }: { refusal: Refusal | null; name: string; now: () => number }) {
  const { t } = useTranslation();
  const [, rerender] = useState(0);
  // A lock's "N minutes" counts down while the pad stays open.
  useEffect(() => {
    if (refusal?.kind !== "locked") return;
    const timer = setInterval(() => rerender((n) => n + 1), 15_000);
    return () => clearInterval(timer);
  }, [refusal]);
  if (refusal === null) return null;
  const lockedText = (lockedUntil: number) => {
    const wait = lockWait(lockedUntil, now());
    return wait.unit === "hours" ? t("familyScreen.pin.lockedHours", { count: wait.count }) : t("familyScreen.pin.locked", { count: wait.count });
  };
  const text =
    refusal.kind === "wrong"
      ? t("familyScreen.pin.wrong", { count: refusal.triesLeft })
      : refusal.kind === "locked"
        ? lockedText(refusal.lockedUntil)
        : refusal.kind === "noPin"
          ? t("familyScreen.pin.noPin", { name })
          : refusal.kind === "dashboardOff"
            ? t("familyScreen.pin.dashboardOff", { name })
            : t("familyScreen.pin.failed");
  return (
    <Text role="alert" color="fg.error" fontWeight="semibold" textAlign="center">
      {text}
    </Text>
  );
}

/** A short side-to-side shake: "no". The Web Animations API needs no stylesheet; without it (or with reduced motion) nothing moves. */
function shake(element: HTMLElement | null) {
  if (!element || typeof element.animate !== "function") return;
  if (globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  element.animate(
    [0, -12, 12, -8, 8, -4, 0].map((x) => ({ transform: `translateX(${x}px)` })),
    { duration: 400, easing: "ease-in-out" },
  );
}
