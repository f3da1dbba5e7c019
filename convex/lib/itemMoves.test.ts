import { describe, expect, test } from "vitest";
import { MAX_DEPTH, movesIntoItself } from "./itemMoves";

// Cabinet > Box > Jar, and a Drawer beside the cabinet.
const parents = new Map<string, string | undefined>([
  ["cabinet", undefined],
  ["box", "cabinet"],
  ["jar", "box"],
  ["drawer", undefined],
]);
const parentOf = (id: string) => parents.get(id);

describe("a container cannot move into itself or its own contents", () => {
  test("not into itself, nor anything at any depth inside it", () => {
    expect(movesIntoItself(["cabinet"], "cabinet", parentOf)).toBe(true);
    expect(movesIntoItself(["cabinet"], "box", parentOf)).toBe(true);
    expect(movesIntoItself(["cabinet"], "jar", parentOf)).toBe(true);
  });

  test("anywhere else: the top level, a container beside it, or one above it", () => {
    expect(movesIntoItself(["cabinet"], undefined, parentOf)).toBe(false);
    expect(movesIntoItself(["cabinet"], "drawer", parentOf)).toBe(false);
    expect(movesIntoItself(["jar"], "cabinet", parentOf)).toBe(false);
  });

  test("several moved together: one of them inside the place is enough to refuse", () => {
    expect(movesIntoItself(new Set(["drawer", "box"]), "jar", parentOf)).toBe(true);
    expect(movesIntoItself(["drawer", "jar"], "box", parentOf)).toBe(false);
  });

  test("a place deeper than MAX_DEPTH counts as inside, and a cycle ends", () => {
    const chain = new Map<string, string | undefined>();
    for (let depth = 0; depth <= MAX_DEPTH; depth++) chain.set(`box${depth}`, depth === 0 ? undefined : `box${depth - 1}`);
    expect(movesIntoItself<string>(["kettle"], `box${MAX_DEPTH}`, (id) => chain.get(id))).toBe(true);
    expect(movesIntoItself<string>(["kettle"], `box${MAX_DEPTH - 1}`, (id) => chain.get(id))).toBe(false);
    expect(movesIntoItself<string>(["kettle"], "a", (id) => (id === "a" ? "b" : "a"))).toBe(true);
  });
});
