// The notification topics a person can receive, so their settings offer a
// switch for each of those and for nothing they would never be told of.
import { hasPageAccess, isAdmin, type PageAccessHolder } from "../../../convex/lib/access";
import { notificationTopics, type NotificationTopic } from "../../../convex/lib/notifications";

/**
 * Only admins hear of new requests; only those with the finance page of bills due. Everyone
 * may be in a calendar event (the server tells the people in it), so everyone has that switch.
 */
export function receivableTopics(member: PageAccessHolder): NotificationTopic[] {
  return notificationTopics.filter((topic) => {
    if (topic === "requests") return isAdmin(member);
    if (topic === "billsDue") return hasPageAccess(member, "finance");
    return true;
  });
}
