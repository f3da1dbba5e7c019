import { Center } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useColorMode } from "../../components/ui/color-mode";
import { switchLanguage } from "../../i18n";
import { browserLanguage } from "../../i18n/languages";
import { notifyInfo } from "../feedback/notify";
import { NightDim, PixelShift, useIdleReturn, useToday, useWakeLock } from "./device";
import { setShowingLastKnownData } from "../pwa/lastKnownData";
import { useDocumentTitle } from "../layout/useDocumentTitle";
import { useFamilyManifest } from "../pwa/familyManifestLink";
import { FamilyView } from "./FamilyView";
import { useViewOrLastKnown } from "./lastKnownView";
import { useScreenCheckIn } from "./useScreenCheckIn";
import { MemberPanel } from "./MemberPanel";
import { PinPad, type UnlockResult } from "./PinPad";
import { RefusalBoundary } from "./RefusalBoundary";
import { avatarOf, type FamilyView as View } from "./screenTypes";
import { LoadingSpinner } from "../../components/LoadingSpinner";

/** A tablet left alone returns to the family view after a minute without a touch (the 60 s). */
export const IDLE_RETURN_MS = 60_000;

type Unlock = { memberId: Id<"members">; unlockToken: string };

/**
 * The family screen: the family view, a member's PIN pad when they tap their
 * face, and their own panel once the PIN is right, until Done or a minute idle.
 * Kept right for days by the device pieces (wake lock, night dimming, pixel
 * shift; the route adds the render watchdog).
 */
export function FamilyScreen({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  // The family's day once the view has said which zone it lives in (the device's until then).
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const today = useToday(timeZone);
  const live = useQuery(api.familyScreen.view, { screenKey, today });
  const liveZone = live?.timeZone;
  if (liveZone !== undefined && (liveZone ?? undefined) !== timeZone) setTimeZone(liveZone ?? undefined);
  const { view, lastKnownAt } = useViewOrLastKnown(live);
  useShowLastKnown(lastKnownAt);
  const unlockMutation = useMutation(api.familyScreen.unlock);
  const lockMutation = useMutation(api.familyScreen.lock);
  const [tapped, setTapped] = useState<Id<"members"> | null>(null);
  const [unlock, setUnlock] = useState<Unlock | null>(null);
  useWakeLock(true);
  useScreenCheckIn(screenKey);
  useFamilyLook(view);
  useFamilyManifest(view?.familyName);
  // Not the page the admin started it from ("System Settings · …"): the tab says what this is.
  useDocumentTitle(t("familyScreen.view.title"), view?.familyName);

  // Unlocks to end once the panel has gone (see the effect below).
  const toLock = useRef<string[]>([]);
  const backToFamily = useCallback(() => {
    setTapped(null);
    setUnlock((current) => {
      if (current && !toLock.current.includes(current.unlockToken)) toLock.current.push(current.unlockToken);
      return null;
    });
  }, []);
  // Ended only after the commit that took the panel away: React runs the panel's effect cleanups
  // (its queries' unsubscriptions) before this effect, so the server never reruns them for an
  // unlock that has ended, which it would refuse (a failed query in its log at every Done).
  useEffect(() => {
    if (unlock !== null) return;
    for (const unlockToken of toLock.current.splice(0)) lockMutation({ screenKey, unlockToken }).catch(() => undefined);
  }, [unlock, lockMutation, screenKey]);
  useIdleReturn(IDLE_RETURN_MS, backToFamily, tapped !== null || unlock !== null);

  const unlockEnded = useCallback(() => {
    setUnlock(null);
    notifyInfo(t("familyScreen.view.title"), t("familyScreen.panel.ended"));
  }, [t]);
  // An admin switched the member's Dashboard off while their panel was open: the unlock still
  // stands on the server, so it is ended as Done ends it.
  const dashboardSwitchedOff = useCallback(() => {
    backToFamily();
    notifyInfo(t("familyScreen.view.title"), t("familyScreen.panel.dashboardOff"));
  }, [backToFamily, t]);

  if (view === undefined) {
    return (
      <Center minH="100dvh">
        <LoadingSpinner size="xl" label={t("familyScreen.view.loading")} />
      </Center>
    );
  }
  const tapMember = view.members.find((member) => member._id === tapped);
  const tappedMember = tapMember
    ? { ...avatarOf(tapMember), hasPin: tapMember.hasPin, lockedUntil: tapMember.lockedUntil, dashboardOff: tapMember.dashboardOff }
    : null;
  const submit = (pin: string) => unlockMutation({ screenKey, memberId: tapped!, pin }) as Promise<UnlockResult>;

  return (
    <>
      <PixelShift>
        {unlock ? (
          <RefusalBoundary key={unlock.unlockToken} on={{ SCREEN_UNLOCK_ENDED: unlockEnded, SCREEN_DASHBOARD_OFF: dashboardSwitchedOff }}>
            <MemberPanel screenKey={screenKey} unlockToken={unlock.unlockToken} today={today} onDone={backToFamily} />
          </RefusalBoundary>
        ) : (
          <FamilyView
            view={view}
            today={today}
            lastKnownAt={lastKnownAt}
            // Kept data is for looking at: unlocking needs the server.
            onTapMember={lastKnownAt === null ? (member) => setTapped(member._id) : undefined}
          />
        )}
      </PixelShift>
      <NightDim from={view.nightDim?.from} to={view.nightDim?.to} />
      <PinPad
        member={unlock ? null : tappedMember}
        submit={submit}
        onUnlocked={(unlockToken) => {
          if (tapped) setUnlock({ memberId: tapped, unlockToken });
          setTapped(null);
        }}
        onClose={() => setTapped(null)}
      />
    </>
  );
}

/** The offline banner says "may be out of date" (not "nothing loaded") while the screen shows its kept view. */
function useShowLastKnown(lastKnownAt: number | null) {
  const showing = lastKnownAt !== null;
  useEffect(() => {
    setShowingLastKnownData(showing);
    return () => setShowingLastKnownData(false);
  }, [showing]);
}

/** The screen speaks the family's language and follows its light/dark setting (nobody is signed in to have their own). */
function useFamilyLook(view: View | undefined) {
  const { setColorMode } = useColorMode();
  const language = view?.language;
  const colorMode = view?.colorMode;
  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language]);
  useEffect(() => {
    if (colorMode) setColorMode(colorMode);
  }, [colorMode, setColorMode]);
  // Leaving for the sign-in page: the browser's language again, as signed out anywhere.
  useEffect(() => () => void switchLanguage(browserLanguage()), []);
}
