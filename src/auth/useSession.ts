import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { api } from "../../convex/_generated/api";
import { notifyError, notifySuccess } from "../features/feedback/notify";
import { i18n } from "../i18n";
import type { Session } from "./session";

/**
 * The current session, from the sign-in service (signed in or not) and the
 * family's records (member, or waiting to join). Updates live: an admin's
 * approval turns a waiting session into a signed-in one without a reload.
 */
export function useSession(): Session {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = useQuery(api.members.viewer, isAuthenticated ? {} : "skip");
  const joined = useJoinFamilyOnSignIn(viewer, isAuthenticated);

  return useMemo<Session>(() => {
    if (isLoading || (isAuthenticated && viewer === undefined)) return { status: "loading" };
    // Until this sign-in's join settles (linked, created or queued) the session is not known yet.
    if (isAuthenticated && viewer?.status === "waiting" && !joined) return { status: "loading" };
    if (!isAuthenticated || viewer === undefined || viewer.status === "signedOut") return { status: "signedOut" };
    if (viewer.status === "waiting") return { status: "waiting" };
    return { status: "signedIn", member: viewer.member };
  }, [isLoading, isAuthenticated, viewer, joined]);
}

type Viewer = ReturnType<typeof useQuery<typeof api.members.viewer>>;

/**
 * Someone signed in who is not a member yet joins, once per sign-in: first
 * admin, invited member, or the join queue. Once per sign-in (not only the
 * first) so that a person waiting or declined whom an admin has since added by
 * email is linked when they next sign in. Returns whether this sign-in's join
 * has settled. Its toasts read i18next when they show (this hook runs above
 * any Suspense boundary).
 */
function useJoinFamilyOnSignIn(viewer: Viewer, isAuthenticated: boolean): boolean {
  const join = useMutation(api.accounts.join);
  const joining = useRef(false);
  const [joined, setJoined] = useState(false);
  // Signing out ends the sign-in: the next one joins again.
  const [wasAuthenticated, setWasAuthenticated] = useState(isAuthenticated);
  if (wasAuthenticated !== isAuthenticated) {
    setWasAuthenticated(isAuthenticated);
    if (!isAuthenticated) setJoined(false);
  }
  // A member removed while signed in (with a sign-in service whose sessions the server cannot end) does not ask
  // to join again from the open tab: only a new sign-in does. A waiting request deleted otherwise is asked again.
  const [wasMember, setWasMember] = useState(false);
  if (!wasMember && isAuthenticated && viewer?.status === "signedIn") setWasMember(true);
  if (wasMember && !isAuthenticated) setWasMember(false);
  const waiting = isAuthenticated && viewer?.status === "waiting";
  const needsJoin = waiting && !wasMember && (!joined || viewer.joinRequest === "none");
  useEffect(() => {
    if (!needsJoin || joining.current) return;
    joining.current = true;
    // The device's zone: the first admin's becomes the family's (the server checks it).
    join({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined })
      .then((outcome) => {
        setJoined(true);
        if (outcome === "created" || outcome === "linked") {
          notifySuccess(i18n.t("auth.session.welcomeTitle"), i18n.t("auth.session.welcome"));
        }
      })
      .catch(() => notifyError(i18n.t("auth.errorTitle"), i18n.t("auth.session.profileFailed")))
      .finally(() => {
        joining.current = false;
      });
  }, [needsJoin, join]);
  return joined || wasMember;
}
