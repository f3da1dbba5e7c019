// Every enum of the spec, defined once: the list (for UI selects), the Convex
// validator (for schema and function args) and the TypeScript type.
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";

export const roles = ["admin", "member"] as const;
export const vRole = literals(...roles);
export type Role = Infer<typeof vRole>;

export const memberTypes = ["Dad", "Mum", "Granddad", "Grandma", "Son", "Daughter", "Other"] as const;
export const vMemberType = literals(...memberTypes);
export type MemberType = Infer<typeof vMemberType>;

export const presenceStatuses = ["online", "busy", "offline"] as const;
export const vPresenceStatus = literals(...presenceStatuses);
export type PresenceStatus = Infer<typeof vPresenceStatus>;

/** The page flags of spec section 3 and the calendar's, in navigation order. */
export const pageKeys = [
  "dashboard",
  "calendar",
  "homePlan",
  "spiritualLife",
  "healthFitness",
  "education",
  "finance",
  "public",
  "clothing",
  "admin",
] as const;
export type PageKey = (typeof pageKeys)[number];
export const vPageKey = literals(...pageKeys);
export const vPageAccess = v.object({
  dashboard: v.boolean(),
  /** Came after the spec's nine: a member saved before it has none, and has the page (lib/access.ts). */
  calendar: v.optional(v.boolean()),
  homePlan: v.boolean(),
  spiritualLife: v.boolean(),
  healthFitness: v.boolean(),
  education: v.boolean(),
  finance: v.boolean(),
  public: v.boolean(),
  clothing: v.boolean(),
  admin: v.boolean(),
});
export type PageAccess = Infer<typeof vPageAccess>;

export const joinRequestStatuses = ["pending", "approved", "rejected"] as const;
export const vJoinRequestStatus = literals(...joinRequestStatuses);

export const taskStatuses = ["pending", "in-progress", "completed"] as const;
export const vTaskStatus = literals(...taskStatuses);
export type TaskStatus = Infer<typeof vTaskStatus>;

export const priorities = ["low", "medium", "high"] as const;
export const vPriority = literals(...priorities);
export type Priority = Infer<typeof vPriority>;

/** Approval of a completed task, of an inventory request and of a room access request. */
export const approvalStatuses = ["pending", "approved", "rejected"] as const;
export const vApprovalStatus = literals(...approvalStatuses);
export type ApprovalStatus = Infer<typeof vApprovalStatus>;

export const roomTypes = ["bedroom", "bathroom", "kitchen", "living", "other"] as const;
export const vRoomType = literals(...roomTypes);
export type RoomType = Infer<typeof vRoomType>;

export const itemConditions = ["new", "good", "fair", "poor"] as const;
export const vItemCondition = literals(...itemConditions);
export type ItemCondition = Infer<typeof vItemCondition>;

export const itemRequestActions = ["add", "delete", "move"] as const;
export const vItemRequestAction = literals(...itemRequestActions);
export type ItemRequestAction = Infer<typeof vItemRequestAction>;

export const transactionTypes = ["income", "expense"] as const;
export const vTransactionType = literals(...transactionTypes);
export type TransactionType = Infer<typeof vTransactionType>;

export const paymentMethods = ["Cash", "Credit Card", "Debit Card", "Bank Transfer", "Mobile Payment"] as const;
export const vPaymentMethod = literals(...paymentMethods);
export type PaymentMethod = Infer<typeof vPaymentMethod>;

export const paymentTypes = ["direct-debit", "standing-order", "manual-payment"] as const;
export const vPaymentType = literals(...paymentTypes);
export type PaymentType = Infer<typeof vPaymentType>;

/** Weeks of a month: W1 is days 1-7 … W5 is days 29-31 (spec section 9). */
export const weekIds = ["W1", "W2", "W3", "W4", "W5"] as const;
export const vWeekId = literals(...weekIds);
export type WeekId = Infer<typeof vWeekId>;

export const clothingCategories = ["Tops", "Bottoms", "Dresses", "Shoes", "Accessories"] as const;
export const vClothingCategory = literals(...clothingCategories);
export type ClothingCategory = Infer<typeof vClothingCategory>;

/** Formal is only ever displayed (spec section 3), never offered when tagging. */
export const occasionTags = ["Casual", "School", "Church", "Party", "Sports", "Formal"] as const;
export const selectableOccasionTags = occasionTags.filter((tag) => tag !== "Formal");
export const vOccasionTag = literals(...occasionTags);
export type OccasionTag = Infer<typeof vOccasionTag>;

export const seasonTags = ["Summer", "Winter", "Rainy", "All-season"] as const;
export const vSeasonTag = literals(...seasonTags);
export type SeasonTag = Infer<typeof vSeasonTag>;

export const laundryStatuses = ["Clean", "Needs Washing"] as const;
export const vLaundryStatus = literals(...laundryStatuses);
export type LaundryStatus = Infer<typeof vLaundryStatus>;

export const daysOfWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const vDayOfWeek = literals(...daysOfWeek);
export type DayOfWeek = Infer<typeof vDayOfWeek>;

export const languages = ["en", "es", "fr", "de"] as const;
export const vLanguage = literals(...languages);
export type Language = Infer<typeof vLanguage>;

/** Light, dark, or whatever the device is set to. */
export const colorModes = ["system", "light", "dark"] as const;
export const vColorMode = literals(...colorModes);
export type ColorMode = Infer<typeof vColorMode>;

export const bibleTranslations = {
  web: "World English Bible",
  kjv: "King James Version",
  tpt: "The Passion Translation",
  niv: "New International Version",
  easy: "Easy-to-Read Version",
  ampc: "Amplified Bible Classic",
  genz: "GenZ Translation",
} as const;
export type BibleTranslation = keyof typeof bibleTranslations;
export const vBibleTranslation = literals(
  ...(Object.keys(bibleTranslations) as [BibleTranslation, ...BibleTranslation[]]),
);

export const outboxKinds = ["password-reset", "email-verification", "account-exists", "notification"] as const;
export const vOutboxKind = literals(...outboxKinds);
