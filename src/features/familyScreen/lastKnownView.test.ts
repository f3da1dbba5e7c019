import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { forgetLastKnownView, lastKnownView, rememberView, useViewOrLastKnown } from "./lastKnownView";
import { clearFamilyScreenKey, storeFamilyScreenKey } from "./screenKey";
import type { FamilyView } from "./screenTypes";

const KEY = "household:familyScreenLastView";

function view(familyName: string): FamilyView {
  return { familyName, members: [], events: [], language: "en", colorMode: "light", nightDim: null } as unknown as FamilyView;
}

afterEach(() => {
  forgetLastKnownView();
  localStorage.clear();
});

describe("the family screen's last known view", () => {
  test("is kept with its time and read back", () => {
    rememberView(view("Smith"), 1_700_000_000_000);
    expect(lastKnownView()).toEqual({ view: view("Smith"), savedAt: 1_700_000_000_000 });
    forgetLastKnownView();
    expect(lastKnownView()).toBeNull();
  });

  test("something unreadable in storage is no view, not a crash", () => {
    for (const stored of ["{not json", "null", '{"savedAt":1}', '{"view":{"members":[]},"savedAt":"x"}']) {
      localStorage.setItem(KEY, stored);
      expect(lastKnownView(), stored).toBeNull();
    }
  });

  test("one kept by a version without the chore chart is no view: its tiles lack points and today's chores", () => {
    const member = { _id: "m1", name: "Sam", tasks: [] };
    localStorage.setItem(KEY, JSON.stringify({ view: { ...view("Old"), members: [member] }, savedAt: 1 }));
    expect(lastKnownView()).toBeNull();
    const current = { ...member, points: 12, choresToday: { done: 0, total: 0 } };
    localStorage.setItem(KEY, JSON.stringify({ view: { ...view("New"), members: [current] }, savedAt: 1 }));
    expect(lastKnownView()?.view.members).toEqual([current]);
  });

  test("goes when the device becomes, or stops being, the family screen", () => {
    rememberView(view("Smith"), 1);
    storeFamilyScreenKey("key-1");
    expect(lastKnownView()).toBeNull();
    rememberView(view("Smith"), 2);
    clearFamilyScreenKey();
    expect(lastKnownView()).toBeNull();
  });
});

describe("useViewOrLastKnown", () => {
  test("before the first live view: the one kept from an earlier load, with its time", () => {
    rememberView(view("Kept"), 1234);
    const { result } = renderHook(() => useViewOrLastKnown(undefined));
    expect(result.current).toEqual({ view: view("Kept"), lastKnownAt: 1234 });
  });

  test("nothing kept and nothing live: no view (the screen shows its spinner)", () => {
    const { result } = renderHook(() => useViewOrLastKnown(undefined));
    expect(result.current).toEqual({ view: undefined, lastKnownAt: null });
  });

  test("a live view is shown as live and kept; when the query starts over (midnight), the last live one stands in", () => {
    const { result, rerender } = renderHook(({ live }: { live: FamilyView | undefined }) => useViewOrLastKnown(live), {
      initialProps: { live: view("Live") as FamilyView | undefined },
    });
    expect(result.current).toEqual({ view: view("Live"), lastKnownAt: null });
    expect(lastKnownView()?.view).toEqual(view("Live"));
    act(() => rerender({ live: undefined }));
    expect(result.current.view).toEqual(view("Live"));
    expect(result.current.lastKnownAt).toEqual(expect.any(Number));
  });
});
