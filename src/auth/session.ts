// What the router and the screens know about the person at the keyboard.
import type { Doc } from "../../convex/_generated/dataModel";

export type SignedInMember = Pick<Doc<"members">, "_id" | "name" | "role" | "pageAccess">;

export type Session =
  | { status: "loading" }
  | { status: "signedOut" }
  /** Signed in, but an admin has not (yet) let them into the family. */
  | { status: "waiting" }
  | { status: "signedIn"; member: SignedInMember };

export type RouterContext = { session: Session };
