import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { useEffect, useMemo, useRef } from "react";
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
  useJoinFamilyOnFirstSignIn(viewer);

  return useMemo<Session>(() => {
    if (isLoading || (isAuthenticated && viewer === undefined)) return { status: "loading" };
    // Until the first join settles (linked, created or queued) the session is not known yet.
    if (isAuthenticated && viewer?.status === "waiting" && viewer.joinRequest === "none") return { status: "loading" };
    if (!isAuthenticated || viewer === undefined || viewer.status === "signedOut") return { status: "signedOut" };
    if (viewer.status === "waiting") return { status: "waiting" };
    return { status: "signedIn", member: viewer.member };
  }, [isLoading, isAuthenticated, viewer]);
}

type Viewer = ReturnType<typeof useQuery<typeof api.members.viewer>>;

/**
 * An account with no profile yet joins: first admin, invited member, or the join queue.
 * Its toasts read i18next when they show (this hook runs above any Suspense boundary).
 */
function useJoinFamilyOnFirstSignIn(viewer: Viewer) {
  const join = useMutation(api.accounts.join);
  const joining = useRef(false);
  const needsJoin = viewer?.status === "waiting" && viewer.joinRequest === "none";
  useEffect(() => {
    if (!needsJoin || joining.current) return;
    joining.current = true;
    join({})
      .then((outcome) => {
        if (outcome === "created" || outcome === "linked") {
          notifySuccess(i18n.t("auth.session.welcomeTitle"), i18n.t("auth.session.welcome"));
        }
      })
      .catch(() => notifyError(i18n.t("auth.errorTitle"), i18n.t("auth.session.profileFailed")))
      .finally(() => {
        joining.current = false;
      });
  }, [needsJoin, join]);
}
