import { describe, expect, test } from "vitest";
import { ConvexError } from "convex/values";
import { errorCatalogue, householdError, isHouseholdErrorData, roomAccessDenied } from "./errors";

describe("error catalogue", () => {
  test("carries the spec's exact texts", () => {
    expect(errorCatalogue.REQUEST_ALREADY_PENDING).toEqual({
      title: "Request Already Pending",
      message: "You already have a pending request for this room.",
    });
    expect(errorCatalogue.DELETE_SELF.message).toBe("You cannot delete your own account.");
    expect(errorCatalogue.REMOVE_OWN_ADMIN.message).toBe("You cannot remove your own admin access.");
    expect(errorCatalogue.ITEM_FIELDS_REQUIRED).toEqual({
      title: "Missing Information",
      message: "Please provide a name and category for the item",
    });
  });

  test("builds ConvexErrors whose data the client can read", () => {
    const error = householdError("DELETE_ROOMS");
    expect(error).toBeInstanceOf(ConvexError);
    expect(error.data).toEqual({ code: "DELETE_ROOMS", title: "Access Denied", message: "Only administrators can delete rooms" });
    expect(isHouseholdErrorData(error.data)).toBe(true);
    expect(isHouseholdErrorData("Server Error")).toBe(false);
    expect(roomAccessDenied("Kitchen").data).toEqual({
      code: "ROOM_ACCESS_DENIED",
      title: "Access Denied",
      message: "Access denied: You don't have access to Kitchen",
      // The web app fills its translated message from these.
      params: { room: "Kitchen" },
    });
  });
});
