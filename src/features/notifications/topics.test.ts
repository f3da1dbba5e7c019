import { describe, expect, test } from "vitest";
import { adminPageAccess, defaultPageAccess } from "../../../convex/lib/access";
import { receivableTopics } from "./topics";

describe("the topics a person can be told of", () => {
  test("an admin with the finance page: every topic", () => {
    expect(receivableTopics({ role: "admin", pageAccess: adminPageAccess })).toEqual([
      "requests",
      "decisions",
      "tasksAssigned",
      "tasksDue",
      "billsDue",
      "calendar",
    ]);
  });

  test("a member hears of no requests", () => {
    expect(receivableTopics({ role: "member", pageAccess: defaultPageAccess })).toEqual(["decisions", "tasksAssigned", "tasksDue", "billsDue", "calendar"]);
  });

  test("without the finance page, no bills", () => {
    expect(receivableTopics({ role: "member", pageAccess: { ...defaultPageAccess, finance: false } })).toEqual([
      "decisions",
      "tasksAssigned",
      "tasksDue",
      "calendar",
    ]);
    expect(receivableTopics({ role: "admin", pageAccess: { ...adminPageAccess, finance: false } })).not.toContain("billsDue");
  });
});
