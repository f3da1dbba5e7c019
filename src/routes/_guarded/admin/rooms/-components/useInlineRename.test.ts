import { act, renderHook } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { ErrorCode } from "../../../../../../convex/lib/errors";
import { useInlineRename, type RenameSave } from "./useInlineRename";

function setup(current = "Kitchen", save: RenameSave = vi.fn<RenameSave>().mockResolvedValue(null)) {
  const hook = renderHook(({ name }) => useInlineRename(name, save), { initialProps: { name: current } });
  return { ...hook, save };
}

describe("useInlineRename", () => {
  test("starts viewing; start() edits a draft of the current name", () => {
    const { result } = setup();
    expect(result.current.phase).toBe("viewing");
    act(() => result.current.start());
    expect(result.current.phase).toBe("editing");
    expect(result.current.draft).toBe("Kitchen");
  });

  test("Enter (commit) saves the trimmed new name and goes back to viewing", async () => {
    const { result, save } = setup();
    act(() => result.current.start());
    act(() => result.current.change("  Pantry  "));
    await act(() => result.current.commit());
    expect(save).toHaveBeenCalledExactlyOnceWith("Pantry");
    expect(result.current.phase).toBe("viewing");
  });

  test("Escape (cancel) saves nothing, and the blur that follows it saves nothing either", async () => {
    const { result, save } = setup();
    act(() => result.current.start());
    act(() => result.current.change("Pantry"));
    await act(async () => {
      result.current.cancel();
      await result.current.commit(); // the input's blur as it unmounts, same tick
    });
    expect(save).not.toHaveBeenCalled();
    expect(result.current.phase).toBe("viewing");
  });

  test("Enter then the blur of the same key press saves once", async () => {
    let finish: (value: ErrorCode | null) => void = () => {};
    const save = vi.fn<RenameSave>(() => new Promise((resolve) => (finish = resolve)));
    const { result } = setup("Kitchen", save);
    act(() => result.current.start());
    act(() => result.current.change("Pantry"));
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.commit();
      await result.current.commit();
    });
    expect(result.current.phase).toBe("saving");
    await act(async () => {
      finish(null);
      await first;
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe("viewing");
  });

  test("a blank name is refused with ROOM_NAME_EMPTY and stays editing; typing clears the error", async () => {
    const { result, save } = setup();
    act(() => result.current.start());
    act(() => result.current.change("   "));
    await act(() => result.current.commit());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.phase).toBe("editing");
    expect(result.current.error).toBe("ROOM_NAME_EMPTY");
    act(() => result.current.change("B"));
    expect(result.current.error).toBeNull();
  });

  test("an unchanged name (blur without typing) calls nothing", async () => {
    const { result, save } = setup();
    act(() => result.current.start());
    act(() => result.current.change("Kitchen "));
    await act(() => result.current.commit());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.phase).toBe("viewing");
  });

  test("a server refusal keeps the input open with its code, and the next try can succeed", async () => {
    const save = vi.fn<RenameSave>().mockResolvedValueOnce("ROOM_NAME_TAKEN").mockResolvedValueOnce(null);
    const { result } = setup("Kitchen", save);
    act(() => result.current.start());
    act(() => result.current.change("Garage"));
    await act(() => result.current.commit());
    expect(result.current.phase).toBe("editing");
    expect(result.current.error).toBe("ROOM_NAME_TAKEN");
    expect(result.current.draft).toBe("Garage");
    act(() => result.current.change("Shed"));
    await act(() => result.current.commit());
    expect(save).toHaveBeenLastCalledWith("Shed");
    expect(result.current.phase).toBe("viewing");
  });

  test("editing again starts from the live name (renamed elsewhere meanwhile)", () => {
    const { result, rerender } = setup();
    rerender({ name: "Big Kitchen" });
    act(() => result.current.start());
    expect(result.current.draft).toBe("Big Kitchen");
  });

  test("commit and cancel do nothing while viewing", async () => {
    const { result, save } = setup();
    await act(() => result.current.commit());
    act(() => result.current.cancel());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.phase).toBe("viewing");
  });
});
