// Inline rename of spec section 2 ("Rooms admin"): Enter saves, Escape
// cancels, blur saves; a blank name is refused with 'Room name cannot be
// empty'. The phase lives in a ref as well as in state because one key press
// produces two events in the same tick (Enter, then the input's blur as it
// unmounts; Escape, then blur): the second must see the first's outcome.
import { useCallback, useRef, useState } from "react";
import type { ErrorCode } from "../../../../../../convex/lib/errors";

export type RenamePhase = "viewing" | "editing" | "saving";

/** What a save answers: null when saved, else the error code to show under the input. */
export type RenameSave = (name: string) => Promise<ErrorCode | null>;

export type InlineRename = {
  phase: RenamePhase;
  draft: string;
  /** The refusal shown under the input (a code of lib/errors.ts), or null. */
  error: ErrorCode | null;
  start: () => void;
  change: (draft: string) => void;
  /** Enter or blur: saves a changed name, leaves an unchanged one, refuses a blank one. */
  commit: () => Promise<void>;
  /** Escape: back to the name as it was, nothing saved. */
  cancel: () => void;
};

export function useInlineRename(current: string, save: RenameSave): InlineRename {
  const [phase, setPhaseState] = useState<RenamePhase>("viewing");
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<ErrorCode | null>(null);
  const phaseRef = useRef<RenamePhase>("viewing");
  const draftRef = useRef(current);

  const setPhase = useCallback((next: RenamePhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const start = useCallback(() => {
    if (phaseRef.current !== "viewing") return;
    draftRef.current = current;
    setDraft(current);
    setError(null);
    setPhase("editing");
  }, [current, setPhase]);

  const change = useCallback((next: string) => {
    draftRef.current = next;
    setDraft(next);
    setError(null);
  }, []);

  const cancel = useCallback(() => {
    if (phaseRef.current !== "editing") return;
    setError(null);
    setPhase("viewing");
  }, [setPhase]);

  const commit = useCallback(async () => {
    if (phaseRef.current !== "editing") return;
    const name = draftRef.current.trim();
    if (name === "") {
      setError("ROOM_NAME_EMPTY");
      return;
    }
    if (name === current) {
      setPhase("viewing");
      return;
    }
    setPhase("saving");
    const refusal = await save(name);
    if (refusal === null) {
      setPhase("viewing");
    } else {
      setError(refusal);
      setPhase("editing");
    }
  }, [current, save, setPhase]);

  return { phase, draft, error, start, change, commit, cancel };
}
