import { describe, expect, test } from "vitest";
import { roomNameSchema } from "./roomSchema";

describe("roomNameSchema", () => {
  test("a blank name is 'Room name is required' when adding, 'cannot be empty' when renaming; a long one too long; trimmed", () => {
    expect(roomNameSchema("add").safeParse({ name: "   " }).error?.issues[0].message).toBe("ROOM_NAME_REQUIRED");
    expect(roomNameSchema("rename").safeParse({ name: "" }).error?.issues[0].message).toBe("ROOM_NAME_EMPTY");
    expect(roomNameSchema("add").safeParse({ name: "x".repeat(101) }).error?.issues[0].message).toBe("NAME_TOO_LONG");
    expect(roomNameSchema("add").parse({ name: "  Garage " })).toEqual({
      name: "Garage",
    });
    expect(roomNameSchema("add").safeParse({ name: "x".repeat(100) }).success).toBe(true);
  });
});
