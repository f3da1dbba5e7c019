import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { authTables } from "@convex-dev/auth/server";
import {
  vApprovalStatus,
  vBibleTranslation,
  vClothingCategory,
  vColorMode,
  vDayOfWeek,
  vItemCondition,
  vItemRequestAction,
  vJoinRequestStatus,
  vLanguage,
  vLaundryStatus,
  vMemberType,
  vOccasionTag,
  vOutboxKind,
  vPageAccess,
  vPaymentMethod,
  vPaymentType,
  vPresenceStatus,
  vPriority,
  vRole,
  vRoomType,
  vSeasonTag,
  vTaskStatus,
  vTransactionType,
  vWeekId,
} from "./lib/validators";
import { zodOutputToConvexFields } from "convex-helpers/server/zod4";
import { eventFields } from "./lib/eventSchema";
import { vRepeat } from "./lib/calendarValidators";
import { vFeedScope } from "./lib/calendarFeed";
import { vMemberColor } from "./lib/memberColors";
import { importedEventFields, vImportProblem, vImportSource, vReadSummary } from "./lib/calendarImports";
import { vActivityDetails } from "./lib/activityLog";
import { vAssignmentMode, vChoreHandover, vChoreIcon, vChoreLastTurn, vChoreSchedule, vChoreTask, vPartOfDay, vRotateBy } from "./lib/choreValidators";
import { vNotificationDetails, vNotificationTopic } from "./lib/notifications";

/** An image is either an uploaded file or a pasted http(s) URL (DESIGN.md decision 6). */
const image = {
  imageUrl: v.optional(v.string()),
  imageStorageId: v.optional(v.id("_storage")),
};

/** The fields an inventory item and a pending "add" request share. */
const itemFields = {
  name: v.string(),
  quantity: v.number(),
  category: v.string(),
  location: v.optional(v.string()),
  condition: vItemCondition,
  notes: v.optional(v.string()),
  isContainer: v.boolean(),
  ...image,
};

export default defineSchema({
  // Convex Auth: users, sessions, accounts, refresh tokens, verification codes, rate limits.
  ...authTables,

  // ---- The family ---------------------------------------------------------
  /**
   * A family member. `accountKey` links a member to a sign-in (see lib/viewer.ts);
   * a member an admin added by email has `email` set and no account until that
   * person signs up.
   */
  members: defineTable({
    name: v.string(),
    email: v.optional(v.string()),
    accountKey: v.optional(v.string()),
    role: vRole,
    memberType: vMemberType,
    /** What the status dots show; kept up to date by model/presence.ts. */
    status: vPresenceStatus,
    /** The member chose "busy": shown instead of online while they are online. */
    busy: v.optional(v.boolean()),
    pageAccess: vPageAccess,
    avatarUrl: v.optional(v.string()),
    avatarStorageId: v.optional(v.id("_storage")),
    /** The member's colour everywhere they appear; unset derives one from the id (lib/memberColors.ts). */
    color: v.optional(vMemberColor),
    /** "yyyy-MM-dd": the calendar shows their birthday each year. */
    birthDate: v.optional(v.string()),
  })
    .index("by_accountKey", ["accountKey"])
    .index("by_email", ["email"])
    .index("by_role", ["role"])
    .index("by_status", ["status"]),

  /** Someone who signed up without an invitation waits here for an admin. */
  joinRequests: defineTable({
    accountKey: v.string(),
    email: v.string(),
    name: v.string(),
    status: vJoinRequestStatus,
    decidedBy: v.optional(v.id("members")),
    decidedAt: v.optional(v.number()),
    /** Its "asked to join" activity entry, credited to the member once they are in (one person, one avatar). */
    requestedEntryId: v.optional(v.id("activityLog")),
  })
    .index("by_accountKey", ["accountKey"])
    .index("by_status", ["status"])
    .index("by_decidedBy", ["decidedBy"]),

  /**
   * One row per open tab of a member, refreshed by heartbeats; a scheduled
   * check removes stale rows. A member with no row left is offline.
   */
  presence: defineTable({
    memberId: v.id("members"),
    tabId: v.string(),
    lastSeenAt: v.number(),
  })
    .index("by_memberId_and_tabId", ["memberId", "tabId"])
    .index("by_lastSeenAt", ["lastSeenAt"]),

  /** Per-person overrides of the family-wide language and colour mode; unset follows the family. */
  preferences: defineTable({
    memberId: v.id("members"),
    language: v.optional(vLanguage),
    colorMode: v.optional(vColorMode),
    /** Notification topics this person does not want to hear about. */
    mutedTopics: v.optional(v.array(vNotificationTopic)),
  }).index("by_memberId", ["memberId"]),

  /** The family-wide settings: a single row, saved by admins. */
  familySettings: defineTable({
    familyName: v.string(),
    /** The family's default look: light, dark, or each device's own setting. */
    colorMode: vColorMode,
    notifications: v.boolean(),
    /** Idle minutes before the app signs a person out; 0 never. */
    autoLogoutMinutes: v.number(),
    language: vLanguage,
    /** The family screen dims between these times ("HH:MM", both or neither). */
    screenDimFrom: v.optional(v.string()),
    screenDimTo: v.optional(v.string()),
    /** The family's IANA time zone ("Europe/London"): today, reminders and repeats follow it; unset, UTC. */
    timeZone: v.optional(v.string()),
    /** Members may add calendar events for the whole family or for others, not only for themselves. */
    membersPlanForEveryone: v.optional(v.boolean()),
    /** "We're away" (both days included): chores pause, streaks freeze, chore reminders are muted. */
    awayFrom: v.optional(v.string()),
    awayTo: v.optional(v.string()),
    /** The family day whose chore occurrences the hourly job has made (model/chores.ts generateDaily). */
    choresMadeFor: v.optional(v.string()),
  }),

  // ---- Family screen (model/familyScreen.ts) --------------------------------
  /**
   * A device an admin turned into the family screen. It holds a random key whose
   * SHA-256 is `keyHash`; turning the screen off deletes the row. `createdByName`
   * keeps the admin's name, as `createdBy` is cleared when that admin is deleted.
   */
  familyScreens: defineTable({
    keyHash: v.string(),
    name: v.string(),
    createdBy: v.optional(v.id("members")),
    createdByName: v.string(),
    createdAt: v.number(),
    lastSeenAt: v.optional(v.number()),
  })
    .index("by_keyHash", ["keyHash"])
    .index("by_createdBy", ["createdBy"]),

  /** A member's 4-digit PIN, salted and hashed (lib/pins.ts); its own table so no member query returns it. */
  memberPins: defineTable({
    memberId: v.id("members"),
    hash: v.string(),
  }).index("by_memberId", ["memberId"]),

  /**
   * Wrong PINs of one member, on every screen together; five lock that member on all of them
   * until `lockedUntil`. (`screenId` is only on rows from when each screen counted apart.)
   */
  pinAttempts: defineTable({
    screenId: v.optional(v.id("familyScreens")),
    memberId: v.id("members"),
    failures: v.number(),
    lockedUntil: v.optional(v.number()),
    /** Lockouts in a row (each twice as long as the one before); gone with the right PIN or a new one. */
    lockouts: v.optional(v.number()),
  })
    .index("by_memberId", ["memberId"]),

  /** A member unlocked on a screen by their PIN; the token's SHA-256 is `tokenHash`. Expiry deletes the row. */
  screenUnlocks: defineTable({
    screenId: v.id("familyScreens"),
    memberId: v.id("members"),
    tokenHash: v.string(),
    expiresAt: v.number(),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_screenId", ["screenId"])
    .index("by_memberId", ["memberId"]),

  // ---- Dashboard ----------------------------------------------------------
  tasks: defineTable({
    title: v.string(),
    description: v.string(),
    assignedTo: v.id("members"),
    /** Calendar day, yyyy-MM-dd. */
    dueDate: v.string(),
    status: vTaskStatus,
    priority: vPriority,
    createdBy: v.id("members"),
    roomId: v.optional(v.id("rooms")),
    needsApproval: v.boolean(),
    approvalStatus: v.optional(vApprovalStatus),
    approvedBy: v.optional(v.id("members")),
    /** Who sent it back (Reject), so an admin who lost the race is told who decided. */
    rejectedBy: v.optional(v.id("members")),
    completedAt: v.optional(v.number()),
    /** An occurrence of a recurring chore (model/chores.ts): which, on what day, and what it promised. */
    choreId: v.optional(v.id("chores")),
    occurrenceDate: v.optional(v.string()),
    chore: v.optional(vChoreTask),
    /** The photo a chore asked for as proof, once completed. */
    proofStorageId: v.optional(v.id("_storage")),
  })
    // A chore's occurrences by day: generation looks each one up before making it (idempotent).
    .index("by_choreId_and_occurrenceDate", ["choreId", "occurrenceDate"])
    // A person's latest occurrence of a chore: one that stays due holds back their next.
    .index("by_choreId_and_assignedTo_and_occurrenceDate", ["choreId", "assignedTo", "occurrenceDate"])
    // Kept beside the dueDate index below for its creation order (the open-task counts use it).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_assignedTo_and_status", ["assignedTo", "status"])
    // The family screen reads each member's open tasks due by today, oldest due first (within a day, in the order
    // they were made: kept beside the index below, which orders a day by choreId).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_assignedTo_and_status_and_dueDate", ["assignedTo", "status", "dueDate"])
    // Today's chore occurrences a member has done, however many plain tasks they also finished that day (ids are
    // strings, which sort after a missing choreId).
    .index("by_assignedTo_and_status_and_dueDate_and_choreId", ["assignedTo", "status", "dueDate", "choreId"])
    // A member's completed tasks, newest completion first: the list shows the latest, however many came before.
    .index("by_assignedTo_and_status_and_completedAt", ["assignedTo", "status", "completedAt"])
    .index("by_approvalStatus", ["approvalStatus"])
    .index("by_roomId", ["roomId"])
    .index("by_dueDate", ["dueDate"])
    // The daily reminders read the open tasks due by today without the completed ones.
    .index("by_status_and_dueDate", ["status", "dueDate"])
    .index("by_createdBy", ["createdBy"])
    .index("by_approvedBy", ["approvedBy"])
    .index("by_rejectedBy", ["rejectedBy"]),

  /**
   * The family calendar (model/calendar.ts; lib/calendarSchema.ts). Days are "yyyy-MM-dd" and
   * times "HH:mm" on the wall clock of `timeZone` (the family's when it was saved): an event
   * without `startTime` is all day. An event from before the calendar has only name, date and
   * description, and reads as an all-day event for everyone.
   */
  events: defineTable({
    // name, date, description (the notes), location: the fields of lib/eventSchema.ts.
    ...zodOutputToConvexFields(eventFields.shape),
    description: v.optional(v.string()),
    /** The last day, when it lasts several (a timed event ends at endTime on it). */
    endDate: v.optional(v.string()),
    startTime: v.optional(v.string()),
    endTime: v.optional(v.string()),
    timeZone: v.optional(v.string()),
    /** For the whole family (absent: an event from before the calendar, also everyone's); else its eventPeople rows say who. */
    everyone: v.optional(v.boolean()),
    repeat: v.optional(vRepeat),
    /** A repeating event's last day (its last occurrence's end; "9999-12-31" for ever): windows read series by it. */
    seriesEnd: v.optional(v.string()),
    /** Occurrence days skipped, and days whose occurrence an event of its own (seriesId) replaces. */
    skipped: v.optional(v.array(v.string())),
    replaced: v.optional(v.array(v.string())),
    /** One occurrence moved or edited: the series and the day it was on. */
    seriesId: v.optional(v.id("events")),
    occurrenceDate: v.optional(v.string()),
    /** Minutes before the start each reminder goes to the people in it (all day: before 07:00 on the day, by whole days). */
    reminders: v.optional(v.array(v.number())),
    /** With reminders: the last day one of its occurrences ends, so the reminder job reads only these events. */
    remindUntil: v.optional(v.string()),
    /** Bumped on every edit (iCalendar's SEQUENCE). */
    sequence: v.optional(v.number()),
    createdBy: v.id("members"),
  })
    .index("by_date", ["date"])
    .index("by_seriesEnd", ["seriesEnd"])
    .index("by_remindUntil", ["remindUntil"])
    .index("by_seriesId_and_occurrenceDate", ["seriesId", "occurrenceDate"])
    // A member's events by day: their cap counts past ones too (and deleting a member finds theirs).
    .index("by_createdBy_and_date", ["createdBy", "date"])
    // A member's series by their last day: one dated long ago that has not ended counts on their cap too.
    .index("by_createdBy_and_seriesEnd", ["createdBy", "seriesEnd"])
    // Events over several days by their last: a window reads those that began before it by where they end.
    .index("by_endDate", ["endDate"]),

  /** Who an event is for, when not everyone: one row per person (deleting a member deletes theirs). */
  eventPeople: defineTable({
    eventId: v.id("events"),
    memberId: v.id("members"),
  })
    .index("by_eventId", ["eventId"])
    .index("by_memberId", ["memberId"]),

  // ---- Chores, points and rewards (model/chores.ts, model/points.ts, model/rewards.ts) ----
  /**
   * A recurring chore: a rule that makes ordinary tasks (its occurrences) a bounded window ahead.
   * Its people (choreMembers) say who may do it, in the rotation's order.
   */
  chores: defineTable({
    title: v.string(),
    icon: v.optional(vChoreIcon),
    partOfDay: vPartOfDay,
    points: v.number(),
    needsApproval: v.boolean(),
    photoProof: v.boolean(),
    schedule: vChoreSchedule,
    /** Months (1–12) it is done in; absent: all year. */
    months: v.optional(v.array(v.number())),
    /** A missed occurrence rolls on to the next (bins day); otherwise it stays due until done. */
    missable: v.boolean(),
    assignment: vAssignmentMode,
    rotateBy: vRotateBy,
    paused: v.boolean(),
    /** Occurrences skipped by an admin, with why (they are not made again). */
    skips: v.optional(v.array(v.object({ day: v.string(), reason: v.string() }))),
    createdBy: v.id("members"),
  }).index("by_createdBy", ["createdBy"]),

  choreMembers: defineTable({
    choreId: v.id("chores"),
    memberId: v.id("members"),
    /** Place in the rotation, from 0. */
    position: v.number(),
  })
    .index("by_choreId_and_position", ["choreId", "position"])
    .index("by_memberId", ["memberId"]),

  /**
   * Points earned and spent, append-only: a chore pays what its occurrence promised when it was
   * made. Each row carries the member's balance after it, so the balance is one indexed read.
   */
  pointsLedger: defineTable({
    memberId: v.id("members"),
    points: v.number(),
    balance: v.number(),
    kind: literals("chore", "reward", "refund"),
    title: v.string(),
    taskId: v.optional(v.id("tasks")),
    redemptionId: v.optional(v.id("rewardRedemptions")),
  }).index("by_memberId", ["memberId"]),

  /**
   * A chore's rotation, its own record (not read back from whichever occurrences still exist):
   * the people in turn order as last dealt, the last turn whose day is past (done or missed) and
   * who comes next, and the approved swaps and hand-overs of coming days, which every re-deal
   * keeps (model/choreRotations.ts). Made for an older chore the first time it is dealt.
   */
  choreRotations: defineTable({
    choreId: v.id("chores"),
    order: v.array(v.id("members")),
    last: v.optional(vChoreLastTurn),
    next: v.optional(v.id("members")),
    handovers: v.array(vChoreHandover),
  }).index("by_choreId", ["choreId"]),

  /** A member's run of done occurrences of one chore; one missed day a week is forgiven. */
  choreStreaks: defineTable({
    memberId: v.id("members"),
    choreId: v.id("chores"),
    count: v.number(),
    best: v.number(),
    lastDay: v.optional(v.string()),
    /** The Monday of the week whose free miss was used. */
    forgivenWeek: v.optional(v.string()),
  })
    .index("by_memberId_and_choreId", ["memberId", "choreId"])
    .index("by_choreId", ["choreId"]),

  /** What points buy (an admin's list); `moneyPence` makes it pocket money when approved. */
  rewards: defineTable({
    name: v.string(),
    cost: v.number(),
    moneyPence: v.optional(v.number()),
    archived: v.boolean(),
    createdBy: v.id("members"),
  })
    .index("by_archived", ["archived"])
    .index("by_createdBy", ["createdBy"]),

  /** A member's request to redeem a reward: waits in the approval inbox; the cost is kept as asked. */
  rewardRedemptions: defineTable({
    memberId: v.id("members"),
    rewardId: v.id("rewards"),
    name: v.string(),
    cost: v.number(),
    moneyPence: v.optional(v.number()),
    status: vApprovalStatus,
    decidedBy: v.optional(v.id("members")),
    transactionId: v.optional(v.id("transactions")),
  })
    .index("by_status", ["status"])
    .index("by_memberId_and_status", ["memberId", "status"])
    .index("by_rewardId", ["rewardId"])
    .index("by_decidedBy", ["decidedBy"]),

  /**
   * A member asks to give their own turn of a chore (one occurrence, a task) to someone else in
   * it: waits in the approval inbox; approving swaps it (model/choreSwaps.ts). Withdrawn: deleted.
   */
  choreSwapRequests: defineTable({
    memberId: v.id("members"),
    taskId: v.id("tasks"),
    choreId: v.id("chores"),
    toMemberId: v.id("members"),
    /** The occurrence as it was asked about, for the inbox and the log after it is gone. */
    title: v.string(),
    day: v.string(),
    note: v.optional(v.string()),
    status: vApprovalStatus,
    decidedBy: v.optional(v.id("members")),
    /** Closed unapplied: the occurrence was done, skipped, deleted or moved before the decision. */
    occurrenceChanged: v.optional(v.boolean()),
  })
    .index("by_status", ["status"])
    .index("by_memberId_and_status", ["memberId", "status"])
    .index("by_taskId_and_status", ["taskId", "status"])
    .index("by_toMemberId", ["toMemberId"])
    .index("by_decidedBy", ["decidedBy"]),

  /**
   * A member's secret calendar subscription link (model/calendarFeeds.ts): one per member and
   * scope ("family" for admins). The link's random token is shown once; its SHA-256 is kept.
   */
  calendarFeedTokens: defineTable({
    memberId: v.id("members"),
    tokenHash: v.string(),
    scope: vFeedScope,
    createdAt: v.number(),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_memberId", ["memberId"]),

  /**
   * Other calendars (model/calendarImports.ts): a .ics file or URL shown read-only in its own
   * colour. A URL is fetched again every few hours; `lastError` says why the last try failed
   * (its events from before stay). Who it is for: `everyone`, or its calendarImportPeople rows.
   */
  calendarImports: defineTable({
    name: v.string(),
    color: vMemberColor,
    source: vImportSource,
    /** http(s) only (webcal:// is stored as https://); admins alone see it. */
    url: v.optional(v.string()),
    everyone: v.boolean(),
    createdBy: v.optional(v.id("members")),
    /** When its events were last read (the file added, or the URL fetched). */
    lastFetchedAt: v.optional(v.number()),
    lastError: v.optional(vImportProblem),
    eventCount: v.number(),
    /** What the last read found, and what it left out and why. */
    lastRead: v.optional(vReadSummary),
  })
    .index("by_source", ["source"])
    .index("by_createdBy", ["createdBy"]),

  /** Who an import is for, when not everyone (deleting a member deletes theirs). */
  calendarImportPeople: defineTable({
    importId: v.id("calendarImports"),
    memberId: v.id("members"),
  })
    .index("by_importId", ["importId"])
    .index("by_memberId", ["memberId"]),

  /**
   * An import's events (model/calendarImportsParse.ts says which clock each field is on). A
   * repeating one keeps its RRULE and is expanded per window; a changed occurrence of it is an
   * event of its own (`recurrenceId`), skipped by the series.
   */
  importedEvents: defineTable({
    importId: v.id("calendarImports"),
    ...importedEventFields,
  })
    .index("by_importId_and_uid", ["importId", "uid"])
    .index("by_date", ["date"])
    .index("by_seriesEnd", ["seriesEnd"]),

  // ---- Home inventory -----------------------------------------------------
  rooms: defineTable({
    name: v.string(),
    type: vRoomType,
    /** Where the item count was kept before roomItemCounts: read until the room's next change moves it there. */
    itemCount: v.optional(v.number()),
  }).index("by_name", ["name"]),

  /**
   * Items in a room at any depth, kept by model/inventory.ts so room cards need not count. Not on
   * the room itself: every query of a room's inventory reads the room, so a count there made each
   * added or removed item rerun all of them (every page of the grid) on every open screen.
   */
  roomItemCounts: defineTable({
    roomId: v.id("rooms"),
    count: v.number(),
  }).index("by_roomId", ["roomId"]),

  /** Which members may enter which room (admins always may). */
  roomMembers: defineTable({
    roomId: v.id("rooms"),
    memberId: v.id("members"),
  })
    .index("by_roomId_and_memberId", ["roomId", "memberId"])
    .index("by_memberId", ["memberId"]),

  /** Items nest to any depth through `parentId` (a container item). */
  items: defineTable({
    roomId: v.id("rooms"),
    parentId: v.optional(v.id("items")),
    ...itemFields,
    lastUpdated: v.number(),
  })
    .index("by_roomId_and_parentId", ["roomId", "parentId"])
    .index("by_roomId_and_isContainer", ["roomId", "isContainer"])
    .index("by_parentId", ["parentId"])
    .searchIndex("search_name", { searchField: "name", filterFields: ["roomId"] }),

  /**
   * A member's request to add an item, to delete one (`originalItemId`), or to
   * move one (`originalItemId`) into `targetRoomId` / `targetParentId`.
   */
  itemRequests: defineTable({
    roomId: v.id("rooms"),
    parentId: v.optional(v.id("items")),
    action: vItemRequestAction,
    ...itemFields,
    originalItemId: v.optional(v.id("items")),
    targetRoomId: v.optional(v.id("rooms")),
    targetParentId: v.optional(v.id("items")),
    requestedBy: v.id("members"),
    status: vApprovalStatus,
    decidedBy: v.optional(v.id("members")),
    decidedAt: v.optional(v.number()),
  })
    .index("by_roomId_and_status", ["roomId", "status"])
    .index("by_originalItemId_and_status", ["originalItemId", "status"])
    .index("by_targetRoomId", ["targetRoomId"])
    .index("by_status", ["status"])
    .index("by_requestedBy_and_status", ["requestedBy", "status"])
    .index("by_decidedBy", ["decidedBy"]),

  roomAccessRequests: defineTable({
    roomId: v.id("rooms"),
    memberId: v.id("members"),
    status: vApprovalStatus,
    decidedBy: v.optional(v.id("members")),
    decidedAt: v.optional(v.number()),
  })
    .index("by_memberId_and_roomId_and_status", ["memberId", "roomId", "status"])
    .index("by_memberId_and_status", ["memberId", "status"])
    .index("by_roomId_and_status", ["roomId", "status"])
    .index("by_status", ["status"])
    .index("by_decidedBy", ["decidedBy"]),

  // ---- Finance (amounts in integer pence, DESIGN.md decision 11) ------------
  /**
   * A family transaction. It counts toward the month of its Month ID and the week of its
   * Week ID (lib/periods.ts); `periodMonth` ("yyyy-MM") is that month, kept for the period
   * indexes. Every write also updates financeTotals (model/financeTotals.ts).
   */
  transactions: defineTable({
    description: v.string(),
    amountPence: v.number(),
    categoryId: v.id("financeCategories"),
    paymentMethod: vPaymentMethod,
    /** Calendar day, yyyy-MM-dd. */
    date: v.string(),
    monthId: v.number(),
    weekId: vWeekId,
    periodMonth: v.string(),
    transactionType: vTransactionType,
    itemTypeId: v.id("itemTypes"),
    createdBy: v.id("members"),
    /** Credited to an admin when its author was deleted: it earned nobody's XP, so deleting it takes none. */
    inherited: v.optional(v.boolean()),
    /** Pocket money an admin paid for a reward: the family's spending, not the admin's own game activity. */
    pocketMoney: v.optional(v.literal(true)),
  })
    .index("by_date", ["date"])
    .index("by_periodMonth_and_date", ["periodMonth", "date"])
    .index("by_periodMonth_and_weekId_and_date", ["periodMonth", "weekId", "date"])
    .index("by_categoryId", ["categoryId"])
    .index("by_itemTypeId", ["itemTypeId"])
    .index("by_createdBy", ["createdBy"]),

  /** Running totals per period, scope and type (model/financeTotals.ts explains the keys). */
  financeTotals: defineTable({
    period: v.string(),
    scope: v.string(),
    transactionType: vTransactionType,
    totalPence: v.number(),
    count: v.number(),
  }).index("by_period_and_scope_and_transactionType", ["period", "scope", "transactionType"]),

  /** A bill due every month on `dueDay` (the month's last day when it is shorter). */
  monthlyOutgoings: defineTable({
    description: v.string(),
    amountPence: v.number(),
    dueDay: v.number(),
    paymentMethod: vPaymentMethod,
    categoryId: v.id("financeCategories"),
    paymentType: vPaymentType,
  })
    .index("by_dueDay", ["dueDay"])
    .index("by_categoryId", ["categoryId"]),

  /** An outgoing marked paid for one month ("yyyy-MM"); unpaid means no row. */
  outgoingPayments: defineTable({
    outgoingId: v.id("monthlyOutgoings"),
    month: v.string(),
    paidBy: v.id("members"),
  })
    .index("by_outgoingId_and_month", ["outgoingId", "month"])
    .index("by_month", ["month"])
    .index("by_paidBy", ["paidBy"]),

  /**
   * A finance category with an optional monthly budget. Deleting one still used by a
   * transaction or bill archives it: what uses it keeps it (shown as deleted), and it is no
   * longer offered; an unused one is deleted.
   */
  financeCategories: defineTable({
    name: v.string(),
    description: v.optional(v.string()),
    monthlyBudgetPence: v.optional(v.number()),
    archived: v.optional(v.boolean()),
  }).index("by_name", ["name"]),

  /** An item type (salary income, rent, …); deleted or archived like categories. */
  itemTypes: defineTable({
    name: v.string(),
    archived: v.optional(v.boolean()),
  }).index("by_name", ["name"]),

  /**
   * The XP game, one row per member; level, XP and badges follow from `transactions`, the
   * number of their transactions that still exist (model/game.ts), so deleting earns nothing.
   */
  gameStats: defineTable({
    memberId: v.id("members"),
    level: v.number(),
    experience: v.number(),
    nextLevelXp: v.number(),
    transactions: v.number(),
    streak: v.number(),
    lastTransactionDate: v.optional(v.string()),
    badges: v.array(v.string()),
  }).index("by_memberId", ["memberId"]),

  // ---- Clothing -------------------------------------------------------------
  clothingItems: defineTable({
    name: v.string(),
    ...image,
    assignedTo: v.id("members"),
    category: vClothingCategory,
    size: v.string(),
    color: v.string(),
    occasionTags: v.array(vOccasionTag),
    seasonTags: v.array(vSeasonTag),
    laundryStatus: vLaundryStatus,
    notes: v.optional(v.string()),
  })
    .index("by_assignedTo_and_category", ["assignedTo", "category"])
    .index("by_laundryStatus", ["laundryStatus"]),

  outfits: defineTable({
    name: v.string(),
    assignedTo: v.id("members"),
    dayOfWeek: vDayOfWeek,
    top: v.optional(v.id("clothingItems")),
    bottom: v.optional(v.id("clothingItems")),
    dress: v.optional(v.id("clothingItems")),
    shoes: v.optional(v.id("clothingItems")),
    notes: v.optional(v.string()),
    createdBy: v.id("members"),
  })
    .index("by_assignedTo_and_dayOfWeek", ["assignedTo", "dayOfWeek"])
    .index("by_createdBy", ["createdBy"])
    .index("by_top", ["top"])
    .index("by_bottom", ["bottom"])
    .index("by_dress", ["dress"])
    .index("by_shoes", ["shoes"]),

  // ---- Family feed ----------------------------------------------------------
  posts: defineTable({
    authorId: v.id("members"),
    body: v.string(),
    ...image,
    /** Kept by model/feed.ts (and deleteMember) so a page of posts reads no likes or comments to count them. */
    likeCount: v.optional(v.number()),
    commentCount: v.optional(v.number()),
  }).index("by_authorId", ["authorId"]),

  likes: defineTable({
    postId: v.id("posts"),
    memberId: v.id("members"),
  })
    .index("by_postId_and_memberId", ["postId", "memberId"])
    .index("by_memberId", ["memberId"]),

  comments: defineTable({
    postId: v.id("posts"),
    authorId: v.id("members"),
    body: v.string(),
  })
    .index("by_postId", ["postId"])
    .index("by_authorId", ["authorId"]),

  // ---- Scripture --------------------------------------------------------------
  /** Passages fetched from the public Bible text service, cached by reference. */
  scripturePassages: defineTable({
    translation: vBibleTranslation,
    /** "John 3:16" or "John 3" — the path the service was asked for. */
    reference: v.string(),
    verses: v.array(v.object({ verse: v.number(), text: v.string() })),
    text: v.string(),
    fetchedAt: v.number(),
  }).index("by_translation_and_reference", ["translation", "reference"]),

  /** One row per call to the Bible text service, for the per-member limit; rows older than a minute are pruned. */
  scriptureCalls: defineTable({
    memberId: v.id("members"),
    at: v.number(),
  }).index("by_memberId_and_at", ["memberId", "at"]),

  // ---- Activity log ------------------------------------------------------------
  /**
   * Who did what, written only by model/activityLog.ts recordActivity; newest first by
   * `_creationTime`. `actorName` is the name then, so an entry survives its actor's
   * deletion (which clears `actorId`, as it clears `subjectId`, the member the event is about).
   */
  activityLog: defineTable({
    actorId: v.optional(v.id("members")),
    actorName: v.string(),
    subjectId: v.optional(v.id("members")),
    details: vActivityDetails,
  })
    .index("by_actorId", ["actorId"])
    .index("by_subjectId", ["subjectId"]),

  /**
   * What one person is told (model/notifications.ts delivers them, from
   * recordActivity and from the daily reminders). Unread while `readAt` is unset.
   */
  notifications: defineTable({
    memberId: v.id("members"),
    /** Who acted, by name as it was; reminders have none. */
    actorName: v.optional(v.string()),
    details: vNotificationDetails,
    readAt: v.optional(v.number()),
    /** Reminders only: "kind:subject:day", so the daily job run twice delivers once. */
    reminderKey: v.optional(v.string()),
    /** Delivered to the member the event is about (a swap's asker): it reads "your swap". */
    aboutReader: v.optional(v.literal(true)),
  })
    // The bell lists newest first (creation order), which the readAt index below does not give.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_memberId", ["memberId"])
    .index("by_memberId_and_readAt", ["memberId", "readAt"])
    .index("by_memberId_and_reminderKey", ["memberId", "reminderKey"]),

  // ---- Mail -------------------------------------------------------------------
  /** Every email the app sends; locally this is the whole delivery (DESIGN.md decision 4). */
  outbox: defineTable({
    to: v.string(),
    kind: vOutboxKind,
    subject: v.string(),
    body: v.string(),
  }).index("by_to", ["to"]),
  /** When an email went to an address: a few per quarter hour, so no one can flood an inbox through us. */
  mailSends: defineTable({ to: v.string(), at: v.number() }).index("by_to_and_at", ["to", "at"]),
  /** When a member sent a request of a kind (a chore swap, a reward, a calendar change told): an allowance per hour (model/requestRate.ts). */
  requestSends: defineTable({
    memberId: v.id("members"),
    kind: v.union(v.literal("choreSwap"), v.literal("reward"), v.literal("calendarNotice")),
    at: v.number(),
  }).index("by_memberId_and_kind_and_at", ["memberId", "kind", "at"]),

  // ---- Uploaded files -----------------------------------------------------------
  /** Who uploaded a stored file, and whether a document holds it (model/uploads.ts). */
  uploads: defineTable({
    storageId: v.id("_storage"),
    /** Unset once the uploader is deleted: a file in use stays, an unused one is swept. */
    uploaderId: v.optional(v.id("members")),
    claimed: v.boolean(),
  })
    .index("by_storageId", ["storageId"])
    .index("by_uploaderId_and_claimed", ["uploaderId", "claimed"])
    .index("by_claimed", ["claimed"]),
  /** One row per upload URL handed out, so a member's URLs per hour have a cap; swept after an hour. */
  uploadUrlIssues: defineTable({
    memberId: v.id("members"),
  }).index("by_memberId", ["memberId"]),
  /** The sweep of files never checked: how far (by creation time) it has looked. */
  uploadSweep: defineTable({ checkedUntil: v.number() }),
});
