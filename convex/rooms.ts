import { memberQuery } from "./functions";

/** Room names for pickers (a task's room); a house has a handful of rooms. */
export const names = memberQuery({
  args: {},
  handler: async (ctx) => {
    const rooms = await ctx.db.query("rooms").withIndex("by_name").take(100);
    return rooms.map((room) => ({ _id: room._id, name: room.name }));
  },
});
