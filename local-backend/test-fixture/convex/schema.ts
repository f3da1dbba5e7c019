// The test fixture's tables: small, one per behaviour under test.
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  messages: defineTable({ author: v.string(), body: v.string() }).index("by_author", ["author"]),
  counters: defineTable({ name: v.string(), value: v.number() }).index("by_name", ["name"]),
  items: defineTable({ rank: v.number(), label: v.string() }).index("by_rank", ["rank"]),
  files: defineTable({ storageId: v.id("_storage"), name: v.string() }),
  cronRuns: defineTable({ label: v.string(), at: v.number() }).index("by_label", ["label"]),
});
