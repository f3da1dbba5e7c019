import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { taskNotices, type TaskSnapshot } from "./taskNotices";

const viewer = "m1" as Id<"members">;
const admin = "m2" as Id<"members">;
const task = (id: string, extra: Partial<TaskSnapshot> = {}): TaskSnapshot => ({
  _id: id as Id<"tasks">,
  title: `Task ${id}`,
  createdBy: admin,
  ...extra,
});

describe("task notices", () => {
  test("the first load says nothing", () => {
    expect(taskNotices(null, [task("a"), task("b", { approvalStatus: "approved" })], viewer)).toEqual([]);
  });

  test("a task assigned by someone else is news; one the viewer assigned to themself is not", () => {
    expect(taskNotices([task("a")], [task("a"), task("b"), task("c", { createdBy: viewer })], viewer)).toEqual([
      { kind: "assigned", title: "Task b" },
    ]);
  });

  test("an admin's approval and rejection are news; the viewer's own steps are not", () => {
    const before = [task("a", { approvalStatus: "pending" }), task("b", { approvalStatus: "pending" }), task("c")];
    const after = [
      task("a", { approvalStatus: "approved", approvedBy: admin }),
      task("b", { approvalStatus: "rejected" }),
      // Completing a task (approval now pending) is the viewer's own step.
      task("c", { approvalStatus: "pending" }),
    ];
    expect(taskNotices(before, after, viewer)).toEqual([
      { kind: "approved", title: "Task a" },
      { kind: "rejected", title: "Task b" },
    ]);
  });

  test("approving their own task was the viewer's doing", () => {
    expect(taskNotices([task("a", { approvalStatus: "pending" })], [task("a", { approvalStatus: "approved", approvedBy: viewer })], viewer)).toEqual(
      [],
    );
  });

  test("a task sent back, completed again and sent back again is news twice", () => {
    const pending = [task("a", { approvalStatus: "pending" })];
    const rejected = [task("a", { approvalStatus: "rejected" })];
    expect(taskNotices(pending, rejected, viewer)).toHaveLength(1);
    expect(taskNotices(rejected, pending, viewer)).toEqual([]);
    expect(taskNotices(pending, rejected, viewer)).toHaveLength(1);
  });
});
