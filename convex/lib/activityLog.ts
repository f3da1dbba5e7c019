// The kinds of activity in the family (model/activityLog.ts records them). Each carries
// the ids of what it is about AND the names as they were then, so an entry
// still reads right after the thing is renamed or deleted. Member ids are not
// kept here: the member an event is about is the log's top-level `subjectId`,
// which deleting that member clears (model/deleteMember.ts).
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import type { Doc, Id } from "../_generated/dataModel";
import { vStarterList } from "./financeStarterLists";
import { vItemRequestAction, vPageKey, vRole } from "./validators";

/** The family settings fields a "settings changed" entry names. */
export const familySettingsFields = [
  "familyName",
  "colorMode",
  "notifications",
  "autoLogoutMinutes",
  "language",
  "screenDimFrom",
  "screenDimTo",
  "timeZone",
  "membersPlanForEveryone",
] as const;
export const vFamilySettingsField = literals(...familySettingsFields);
export type FamilySettingsField = Infer<typeof vFamilySettingsField>;

const task = { taskId: v.id("tasks"), taskTitle: v.string() };
const room = { roomId: v.id("rooms"), roomName: v.string() };
const item = { itemId: v.id("items"), itemName: v.string() };
/** The container an item request is about (goes into, or is in), when not the room's top level. */
const container = { containerName: v.optional(v.string()) };
/** The name of the member the event is about (its id is the entry's `subjectId`). */
const member = { memberName: v.string() };
const category = { categoryId: v.id("financeCategories"), categoryName: v.string() };
const itemType = { itemTypeId: v.id("itemTypes"), itemTypeName: v.string() };
const bill = { outgoingId: v.id("monthlyOutgoings"), description: v.string(), amountPence: v.number() };
const calendarEvent = { eventId: v.id("events"), eventTitle: v.string() };
/** A reward as it was asked for: its name, and the points and money promised then. */
const reward = { rewardId: v.id("rewards"), rewardName: v.string(), cost: v.number(), moneyPence: v.optional(v.number()) };
/** A chore's occurrence someone asked to give away: its day and who would take it. */
const choreSwap = { taskId: v.id("tasks"), taskTitle: v.string(), date: v.string(), toName: v.string() };
/** What an edit of a repeating event changed: the whole series, one occurrence, or it and the ones after. */
export const eventScopes = ["all", "one", "following"] as const;
export const vEventScope = literals(...eventScopes);
export type EventScope = Infer<typeof vEventScope>;
/** Deleting a finance category or item type still in use archives it instead. */
const archived = { archived: v.boolean() };
const previousName = { previousName: v.optional(v.string()) };

export const vActivityDetails = v.union(
  // Tasks
  v.object({ kind: v.literal("taskAssigned"), ...task, ...member }),
  v.object({ kind: v.literal("taskCompleted"), ...task, needsApproval: v.boolean() }),
  v.object({ kind: v.literal("taskApproved"), ...task, ...member }),
  v.object({ kind: v.literal("taskRejected"), ...task, ...member }),
  // Inventory, changed directly by an admin
  v.object({ kind: v.literal("itemAdded"), ...item, ...room }),
  v.object({ kind: v.literal("itemEdited"), ...item, ...room, ...previousName }),
  v.object({ kind: v.literal("itemDeleted"), ...item, ...room }),
  v.object({ kind: v.literal("itemsMoved"), itemName: v.string(), itemCount: v.number(), toRoomId: v.id("rooms"), toRoomName: v.string() }),
  // Inventory requests
  v.object({ kind: v.literal("itemAddRequested"), itemName: v.string(), ...room, ...container }),
  v.object({ kind: v.literal("itemDeleteRequested"), ...item, ...room, ...container }),
  v.object({
    kind: v.literal("itemMoveRequested"),
    itemName: v.string(),
    itemCount: v.number(),
    toRoomId: v.id("rooms"),
    toRoomName: v.string(),
  }),
  v.object({ kind: v.literal("itemRequestApproved"), action: vItemRequestAction, itemName: v.string(), ...room, ...container, ...member }),
  /** `itemGone`: an approval found the item, room or container gone, and resolved the request as rejected. */
  v.object({
    kind: v.literal("itemRequestRejected"),
    action: vItemRequestAction,
    itemName: v.string(),
    ...room,
    ...container,
    ...member,
    itemGone: v.boolean(),
  }),
  // Room access
  v.object({ kind: v.literal("roomAccessRequested"), ...room }),
  v.object({ kind: v.literal("roomAccessApproved"), ...room, ...member }),
  v.object({ kind: v.literal("roomAccessRejected"), ...room, ...member }),
  v.object({ kind: v.literal("roomAccessGranted"), ...room, ...member }),
  v.object({ kind: v.literal("roomAccessRevoked"), ...room, ...member }),
  // Rooms
  v.object({ kind: v.literal("roomAdded"), ...room }),
  v.object({ kind: v.literal("roomRenamed"), ...room, previousName: v.string() }),
  v.object({ kind: v.literal("roomDeleted"), ...room }),
  // Joining the family (the one asking is the actor, by name: not a member yet)
  v.object({ kind: v.literal("joinRequested") }),
  v.object({ kind: v.literal("joinApproved"), ...member }),
  v.object({ kind: v.literal("joinRejected"), ...member }),
  // Members
  v.object({ kind: v.literal("memberAdded"), ...member, role: vRole }),
  v.object({ kind: v.literal("memberEdited"), ...member, ...previousName }),
  v.object({ kind: v.literal("memberDeleted"), ...member }),
  v.object({ kind: v.literal("memberRoleChanged"), ...member, role: vRole }),
  v.object({ kind: v.literal("pageAccessChanged"), ...member, page: vPageKey, enabled: v.boolean() }),
  /** An admin set or removed someone else's family-screen PIN (never the PIN itself). */
  v.object({ kind: v.literal("memberPinSet"), ...member }),
  v.object({ kind: v.literal("memberPinCleared"), ...member }),
  // Settings
  v.object({ kind: v.literal("familySettingsChanged"), fields: v.array(vFamilySettingsField) }),
  v.object({ kind: v.literal("financeCategoryAdded"), ...category }),
  v.object({ kind: v.literal("financeCategoryEdited"), ...category, ...previousName }),
  v.object({ kind: v.literal("financeCategoryDeleted"), ...category, ...archived }),
  v.object({ kind: v.literal("itemTypeAdded"), ...itemType }),
  v.object({ kind: v.literal("itemTypeRenamed"), ...itemType, previousName: v.string() }),
  v.object({ kind: v.literal("itemTypeDeleted"), ...itemType, ...archived }),
  /** The usual categories or item types (lib/financeStarterLists.ts): how many were added or restored. */
  v.object({ kind: v.literal("financeStarterListAdded"), list: vStarterList, count: v.number() }),
  // Finance
  v.object({ kind: v.literal("billAdded"), ...bill }),
  v.object({ kind: v.literal("billDeleted"), ...bill }),
  /** Only when someone other than its author deletes it (an admin). */
  v.object({
    kind: v.literal("transactionDeleted"),
    transactionId: v.id("transactions"),
    description: v.string(),
    amountPence: v.number(),
    ...member,
  }),
  // Clothing and feed
  v.object({ kind: v.literal("clothingItemDeleted"), clothingItemId: v.id("clothingItems"), itemName: v.string(), ...member }),
  /** Only when an admin deletes someone else's post or comment; `excerpt` is its text's beginning. */
  v.object({ kind: v.literal("postDeleted"), postId: v.id("posts"), excerpt: v.string(), ...member }),
  v.object({ kind: v.literal("commentDeleted"), commentId: v.id("comments"), excerpt: v.string(), ...member }),
  // The family calendar: told to the people in the event (model/calendar.ts). `date` and
  // `startTime` are where the event (or the one occurrence, by `scope`) now is.
  v.object({ kind: v.literal("eventAdded"), ...calendarEvent, date: v.string(), startTime: v.optional(v.string()) }),
  v.object({
    kind: v.literal("eventChanged"),
    ...calendarEvent,
    /** "moved": its day or time changed (the sentence says where to); "edited": anything else. */
    change: literals("moved", "edited"),
    scope: vEventScope,
    date: v.string(),
    startTime: v.optional(v.string()),
  }),
  /** `date`: the occurrence skipped (scope "one") or the first one gone (scope "following"). */
  v.object({ kind: v.literal("eventDeleted"), ...calendarEvent, scope: vEventScope, date: v.string() }),
  /**
   * An event of another calendar (model/calendarImports.ts) moved when it was read again: told
   * to the people the import is for. The actor is the import, by name; `date` and `startTime`
   * are where the event (or its next occurrence) now is; with `cancelled`, the occurrence (or,
   * for a series gone, the next one) that will not happen.
   */
  v.object({
    kind: v.literal("importedEventChanged"),
    importId: v.id("calendarImports"),
    importName: v.string(),
    eventTitle: v.string(),
    date: v.string(),
    startTime: v.optional(v.string()),
    cancelled: v.optional(v.literal(true)),
  }),
  // Rewards bought with points (model/rewards.ts): a member asks, an admin decides.
  v.object({ kind: v.literal("rewardRequested"), ...reward }),
  v.object({ kind: v.literal("rewardApproved"), ...reward, ...member }),
  v.object({ kind: v.literal("rewardRejected"), ...reward, ...member }),
  // Recurring chores (model/chores.ts), set up by an admin; "We're away" pauses them all.
  v.object({ kind: v.literal("choreAdded"), choreTitle: v.string() }),
  v.object({ kind: v.literal("choreChanged"), choreTitle: v.string() }),
  v.object({ kind: v.literal("choreDeleted"), choreTitle: v.string() }),
  v.object({ kind: v.literal("chorePaused"), choreTitle: v.string() }),
  v.object({ kind: v.literal("choreResumed"), choreTitle: v.string() }),
  v.object({ kind: v.literal("choreSkipped"), choreTitle: v.string(), date: v.string(), reason: v.string() }),
  v.object({ kind: v.literal("awaySet"), from: v.string(), to: v.string() }),
  // A member asks to give their turn to someone else in the chore (model/choreSwaps.ts).
  v.object({ kind: v.literal("choreSwapRequested"), ...choreSwap }),
  v.object({ kind: v.literal("choreSwapApproved"), ...choreSwap, ...member }),
  /** `occurrenceChanged`: done, started, skipped, deleted or given to someone else meanwhile; closed unapplied. */
  v.object({ kind: v.literal("choreSwapRejected"), ...choreSwap, ...member, occurrenceChanged: v.boolean() }),
  // A re-deal moved the day of an approved swap or hand-over to someone else's turn: it went back
  // to the rotation (model/chores.ts), and the two people are told.
  v.object({ kind: v.literal("choreHandoverUndone"), taskTitle: v.string(), date: v.string(), fromName: v.string(), toName: v.string() }),
  v.object({ kind: v.literal("awayEnded") }),
  // The family screen (a kitchen tablet), turned on or off by an admin
  v.object({ kind: v.literal("familyScreenStarted"), screenName: v.string() }),
  v.object({ kind: v.literal("familyScreenStopped"), screenName: v.string() }),
);

export type ActivityDetails = Infer<typeof vActivityDetails>;
export type ActivityKind = ActivityDetails["kind"];

/** Every kind, for the tests and the translations (a new kind in the union must be added here too). */
export const activityKinds = [
  "taskAssigned",
  "taskCompleted",
  "taskApproved",
  "taskRejected",
  "itemAdded",
  "itemEdited",
  "itemDeleted",
  "itemsMoved",
  "itemAddRequested",
  "itemDeleteRequested",
  "itemMoveRequested",
  "itemRequestApproved",
  "itemRequestRejected",
  "roomAccessRequested",
  "roomAccessApproved",
  "roomAccessRejected",
  "roomAccessGranted",
  "roomAccessRevoked",
  "roomAdded",
  "roomRenamed",
  "roomDeleted",
  "joinRequested",
  "joinApproved",
  "joinRejected",
  "memberAdded",
  "memberEdited",
  "memberDeleted",
  "memberRoleChanged",
  "pageAccessChanged",
  "memberPinSet",
  "memberPinCleared",
  "familySettingsChanged",
  "financeCategoryAdded",
  "financeCategoryEdited",
  "financeCategoryDeleted",
  "itemTypeAdded",
  "itemTypeRenamed",
  "itemTypeDeleted",
  "financeStarterListAdded",
  "billAdded",
  "billDeleted",
  "transactionDeleted",
  "clothingItemDeleted",
  "postDeleted",
  "commentDeleted",
  "eventAdded",
  "eventChanged",
  "eventDeleted",
  "importedEventChanged",
  "rewardRequested",
  "rewardApproved",
  "rewardRejected",
  "choreAdded",
  "choreChanged",
  "choreDeleted",
  "chorePaused",
  "choreResumed",
  "choreSkipped",
  "awaySet",
  "awayEnded",
  "choreSwapRequested",
  "choreSwapApproved",
  "choreSwapRejected",
  "choreHandoverUndone",
  "familyScreenStarted",
  "familyScreenStopped",
] as const satisfies readonly ActivityKind[];

// Fails to compile when a kind of the union is missing from the list above.
type MissingKinds = Exclude<ActivityKind, (typeof activityKinds)[number]>;
const everyKindListed: MissingKinds extends never ? true : MissingKinds = true;
void everyKindListed;

export type AvatarLook = Pick<Doc<"members">, "_id" | "name" | "avatarUrl" | "color">;

/** An activity log entry as the admin's Activity page shows it. */
export type ActivityEntry = {
  _id: Id<"activityLog">;
  _creationTime: number;
  actorId: Id<"members"> | null;
  actorName: string;
  /** The actor as they look now (photo, colour), null when they were deleted or were never a member. */
  actor: AvatarLook | null;
  details: ActivityDetails;
};
