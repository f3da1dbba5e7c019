import { act, renderHook } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { useStepOnce } from "./useStepOnce";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("useStepOnce", () => {
  test("a second tap while the first step runs is ignored; busy names the running step until it ends", async () => {
    const { result } = renderHook(() => useStepOnce());
    const server = deferred();
    let calls = 0;
    const step = () => {
      calls += 1;
      return server.promise;
    };
    let first!: Promise<void>;
    act(() => {
      first = result.current.run("complete:1", step);
      void result.current.run("complete:1", step);
      void result.current.run("start:2", step);
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe("complete:1");
    await act(async () => {
      server.resolve();
      await first;
    });
    expect(result.current.busy).toBeNull();
  });

  test("a failed step frees the buttons again", async () => {
    const { result } = renderHook(() => useStepOnce());
    await act(async () => {
      await expect(result.current.run("x", () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    });
    expect(result.current.busy).toBeNull();
    let ran = false;
    await act(() =>
      result.current.run("x", async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(true);
  });
});
