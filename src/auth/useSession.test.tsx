import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { useSession } from "./useSession";

// The Convex hooks, mocked: the sign-in state, the viewer query and the join mutation.
type ViewerState =
  | { status: "signedOut"; ended?: "elsewhere" | "removed" }
  | { status: "waiting"; email: string | null; joinRequest: "pending" | "rejected" | "none" }
  | { status: "signedIn"; member: { _id: string; name: string; role: "member"; pageAccess: object } };
const state: { isAuthenticated: boolean; viewer: ViewerState | undefined } = { isAuthenticated: true, viewer: undefined };
const join = vi.fn<() => Promise<string>>();

vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: state.isAuthenticated }),
  useQuery: (_query: unknown, args: unknown) => (args === "skip" ? undefined : state.viewer),
  useMutation: () => join,
}));
vi.mock("../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
const signOut = vi.fn<() => Promise<void>>();
const flow = { signOut };
vi.mock("./AuthFlow", () => ({ useAuthFlow: () => flow }));

const declined: ViewerState = { status: "waiting", email: "jamie@household.test", joinRequest: "rejected" };
const member: ViewerState = {
  status: "signedIn",
  member: { _id: "m1", name: "Jamie Carter", role: "member", pageAccess: {} },
};

beforeEach(() => {
  join.mockReset();
  signOut.mockReset().mockResolvedValue(undefined);
  sessionStorage.clear();
  state.isAuthenticated = true;
  state.viewer = undefined;
});

describe("useSession joins the family once per sign-in", () => {
  test("a first sign-in joins, and is loading until the join settles", async () => {
    state.viewer = { status: "waiting", email: "jamie@household.test", joinRequest: "none" };
    let settle!: (outcome: string) => void;
    join.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const { result, rerender } = renderHook(() => useSession());
    expect(result.current.status).toBe("loading");
    expect(join).toHaveBeenCalledTimes(1);

    state.viewer = { status: "waiting", email: "jamie@household.test", joinRequest: "pending" };
    await act(async () => settle("waiting"));
    rerender();
    expect(result.current.status).toBe("waiting");
    expect(join).toHaveBeenCalledTimes(1);
  });

  test("a declined person joins again at their next sign-in, and is let in when an admin added them", async () => {
    state.viewer = declined;
    join.mockResolvedValue("waiting");
    const { result, rerender } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.status).toBe("waiting"));
    rerender();
    expect(join).toHaveBeenCalledTimes(1);

    // Signed out, then in again: the admin has since added their email.
    state.isAuthenticated = false;
    rerender();
    expect(result.current.status).toBe("signedOut");
    state.isAuthenticated = true;
    join.mockImplementation(async () => {
      state.viewer = member;
      return "linked";
    });
    rerender();
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(join).toHaveBeenCalledTimes(2));
    rerender();
    expect(result.current).toMatchObject({ status: "signedIn", member: { name: "Jamie Carter" } });
  });

  test("a member removed while signed in does not ask to join from the open tab; signed in again, they do", async () => {
    state.viewer = member;
    const { result, rerender } = renderHook(() => useSession());
    expect(result.current.status).toBe("signedIn");

    // An admin deletes them: their join requests go too.
    state.viewer = { status: "waiting", email: "jamie@household.test", joinRequest: "none" };
    rerender();
    expect(result.current.status).toBe("waiting");
    rerender();
    expect(join).not.toHaveBeenCalled();

    state.isAuthenticated = false;
    rerender();
    state.isAuthenticated = true;
    join.mockResolvedValue("waiting");
    rerender();
    await waitFor(() => expect(join).toHaveBeenCalledTimes(1));
  });

  test("a member does not join", () => {
    state.viewer = member;
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe("signedIn");
    expect(join).not.toHaveBeenCalled();
  });
});

describe("useSession drops a sign-in the server ended", () => {
  test("a token whose session the server ended is signed out once, and why is kept for the sign-in page", async () => {
    state.viewer = { status: "signedOut", ended: "elsewhere" };
    const { result, rerender } = renderHook(() => useSession());
    expect(result.current.status).toBe("signedOut");
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem("household:signInEnded")).toBe("elsewhere");
    rerender();
    expect(signOut).toHaveBeenCalledTimes(1);

    // Signed in again: the reason is forgotten.
    state.viewer = member;
    rerender();
    await waitFor(() => expect(sessionStorage.getItem("household:signInEnded")).toBeNull());
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  test("signed out with no token, or on a token the server still honours, nothing is signed out", async () => {
    state.isAuthenticated = false;
    state.viewer = undefined;
    const { rerender } = renderHook(() => useSession());
    state.isAuthenticated = true;
    state.viewer = member;
    rerender();
    await act(async () => {});
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("household:signInEnded")).toBeNull();
  });
});
