// The error catalogue of spec section 8: one code per user-facing failure,
// with the spec's exact toast title and message (English). The web app shows
// the title and message of the code in the reader's language (src/i18n/*/
// errors.json, kept equal to this file in English by a test); API callers and
// unknown codes get the English text carried in the ConvexError's data.
// `{{name}}` in a message is filled from the error's params.
import { ConvexError } from "convex/values";
import type { z } from "zod";
import type { HouseholdErrorData } from "./errorData";

export { isHouseholdErrorData, type HouseholdErrorData } from "./errorData";

const ADMIN_ONLY = "Access Denied";
const PERMISSION = "Permission Denied";

export const errorCatalogue = {
  // Who you are
  AUTH_REQUIRED: { title: "Authentication required", message: "Please log in to access this feature." },
  AWAITING_APPROVAL: {
    title: "Waiting for approval",
    message: "Your request to join the family is waiting for an administrator.",
  },
  ADMIN_REQUIRED: { title: ADMIN_ONLY, message: "This action requires admin privileges." },
  PAGE_ACCESS_DENIED: { title: ADMIN_ONLY, message: "You don't have access to this page." },

  // Permission Denied
  ASSIGN_TASKS: { title: PERMISSION, message: "Only admins can assign tasks" },
  UPDATE_ITEMS: { title: PERMISSION, message: "Only admins can directly update items" },
  DECIDE_PENDING_ITEMS: { title: PERMISSION, message: "Only admins can approve or reject pending items" },
  ADD_OUTGOINGS: { title: PERMISSION, message: "Only admin users can add monthly outgoings" },
  DELETE_OUTGOINGS: { title: PERMISSION, message: "Only admin users can delete monthly outgoings" },

  // Access Denied: Only administrators can …
  ADD_ROOMS: { title: ADMIN_ONLY, message: "Only administrators can add rooms" },
  DELETE_ROOMS: { title: ADMIN_ONLY, message: "Only administrators can delete rooms" },
  RENAME_ROOMS: { title: ADMIN_ONLY, message: "Only administrators can rename rooms" },
  MODIFY_ROOM_ACCESS: { title: ADMIN_ONLY, message: "Only administrators can modify room access" },
  MODIFY_ROOM_ACCESS_PERMISSIONS: {
    title: ADMIN_ONLY,
    message: "Only administrators can modify room access permissions",
  },
  APPROVE_ACCESS_REQUESTS: { title: ADMIN_ONLY, message: "Only administrators can approve access requests" },
  REJECT_ACCESS_REQUESTS: { title: ADMIN_ONLY, message: "Only administrators can reject access requests" },
  ADD_MEMBERS: { title: ADMIN_ONLY, message: "Only administrators can add family members" },
  DELETE_MEMBERS: { title: ADMIN_ONLY, message: "Only administrators can delete family members" },
  MODIFY_SETTINGS: { title: ADMIN_ONLY, message: "Only administrators can modify system settings" },
  REMOVE_OWN_ADMIN: { title: ADMIN_ONLY, message: "You cannot remove your own admin access." },
  ENTER_ROOM: { title: ADMIN_ONLY, message: "You don't have permission to enter this room" },
  ROOM_ACCESS_DENIED: { title: ADMIN_ONLY, message: "Access denied: You don't have access to {{room}}" },

  // Other rules
  REQUEST_ALREADY_PENDING: {
    title: "Request Already Pending",
    message: "You already have a pending request for this room.",
  },
  DELETE_SELF: { title: "Error", message: "You cannot delete your own account." },
  LAST_ADMIN: { title: "Error", message: "The family must keep at least one administrator." },
  IMAGE_ERROR: { title: "Image Error", message: "Unable to load image from provided URL" },
  NOT_FOUND: { title: "Error", message: "That no longer exists." },
  ROOM_NOT_FOUND: { title: "Error", message: "Room Not Found" },
  UNKNOWN_TAB: { title: "Error", message: "This browser tab is not known." },
  OWN_TASKS_ONLY: { title: "Access Denied", message: "You can only update your own tasks." },
  TASK_STEP_INVALID: { title: "Error", message: "This task cannot move to that step." },
  EMAIL_TAKEN: { title: "Error", message: "A family member already has this email." },
  EMAIL_LOCKED: {
    title: "Error",
    message: "Someone already signs in with this email, so it cannot be changed.",
  },
  ADMIN_FLAG_FOLLOWS_ROLE: {
    title: "Error",
    message: "The Admin page comes with the admin role. Use Make admin or Make member on Family Members.",
  },
  // Home inventory (items, photos, item requests)
  IMAGE_TYPE_NOT_ALLOWED: { title: "Image Error", message: "Photos must be JPEG, PNG, WebP or GIF images." },
  IMAGE_TOO_LARGE: { title: "Image Error", message: "Photos can be at most 5 MB." },
  IMAGE_URL_INVALID: { title: "Image Error", message: "Paste an image address that starts with http:// or https://" },
  MOVE_INTO_ITSELF: { title: "Error", message: "A container cannot be moved into itself or its own contents." },
  ITEM_REQUEST_PENDING: { title: "Error", message: "There is already a pending request for this item." },
  OWN_REQUESTS_ONLY: { title: ADMIN_ONLY, message: "You can only withdraw your own requests." },
  OWN_POINTS_ONLY: { title: ADMIN_ONLY, message: "You can only see your own points history." },
  REQUEST_ALREADY_DECIDED: { title: "Error", message: "This request was already decided." },
  REQUEST_DECIDED_BY: { title: "Already decided", message: "{{name}} already decided this request." },
  // Rooms and room access
  ROOM_NAME_TAKEN: { title: "Error", message: "A room with this name already exists." },
  ROOM_ACCESS_ALREADY: { title: "Error", message: "You can already enter this room." },
  ROOM_LIMIT: { title: "Error", message: "A family can have at most {{max}} rooms." },

  // Validation (spec section 5)
  TASK_TITLE_REQUIRED: { title: "Task Creation Failed", message: "Please add a title for the task" },
  DUE_DATE_REQUIRED: { title: "Task Creation Failed", message: "Please choose a due date for the task" },
  TASK_UPDATE_FAILED: { title: "Task Update Failed", message: "Please add a title for the task" },
  TASK_UPDATE_DUE_DATE: { title: "Task Update Failed", message: "Please choose a due date for the task" },
  EVENT_IN_PAST: { title: "Date in the Past", message: "Please choose today or a later date for the event" },
  TASK_DUE_IN_PAST: {
    title: "Date in the Past",
    message: "Please choose today or a later date for the task",
  },
  ITEM_FIELDS_REQUIRED: {
    title: "Missing Information",
    message: "Please provide a name and category for the item",
  },
  ROOM_NAME_REQUIRED: { title: "Error", message: "Room name is required" },
  ROOM_NAME_EMPTY: { title: "Error", message: "Room name cannot be empty" },
  MEMBER_NAME_REQUIRED: { title: "Error", message: "Member name is required" },
  CATEGORY_NAME_REQUIRED: { title: "Error", message: "Category name is required" },
  ITEM_TYPE_NAME_REQUIRED: { title: "Error", message: "Item type name is required" },
  DESCRIPTION_REQUIRED: { title: "Error", message: "Description is required" },
  AMOUNT_POSITIVE: { title: "Error", message: "Amount must be a positive number" },
  AMOUNT_NOT_NUMBER: {
    title: "Error",
    message: "Enter the amount as a number, like 12.50",
  },
  AMOUNT_DECIMALS: {
    title: "Error",
    message: "An amount has at most two decimal places (pence)",
  },
  QUANTITY_MIN: { title: "Error", message: "Quantity must be a whole number of at least 1" },
  QUANTITY_TOO_LARGE: {
    title: "Error",
    message: "Quantity can be at most 100,000",
  },
  ALL_FIELDS_REQUIRED: { title: "Error", message: "Please fill in every field" },
  FIELD_REQUIRED: { title: "Error", message: "Please fill in this field" },
  INVALID_EMAIL: { title: "Error", message: "Please enter a valid email address" },
  INVALID_DATE: { title: "Error", message: "Please choose a valid date" },
  PASSWORD_TOO_SHORT: { title: "Password too short", message: "Password must be at least 8 characters long" },
  PASSWORD_MISMATCH: { title: "Passwords do not match", message: "Please make sure your passwords match" },
  AUTO_LOGOUT_MIN: {
    title: "Error",
    message: "Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)",
  },
  FAMILY_NAME_REQUIRED: { title: "Error", message: "Family name is required" },
  NAME_TOO_LONG: { title: "Error", message: "Names and titles can be at most 100 characters long" },
  TEXT_TOO_LONG: { title: "Error", message: "Descriptions and notes can be at most 2,000 characters long" },
  UNKNOWN_LANGUAGE: { title: "Error", message: "Choose English, Spanish, French or German" },
  UNKNOWN_COLOR_MODE: { title: "Error", message: "Choose light, dark or the device's setting" },
  UNKNOWN_CHOICE: { title: "Error", message: "Choose one of the options offered" },
  // Finance (spec section 5)
  CATEGORY_REQUIRED: { title: "Error", message: "Category is required" },
  PAYMENT_METHOD_REQUIRED: { title: "Error", message: "Payment method is required" },
  DATE_REQUIRED: { title: "Error", message: "Date is required" },
  MONTH_ID_REQUIRED: { title: "Error", message: "Month ID is required" },
  WEEK_ID_REQUIRED: { title: "Error", message: "Week ID is required" },
  TRANSACTION_TYPE_REQUIRED: { title: "Error", message: "Transaction type is required" },
  ITEM_TYPE_REQUIRED: { title: "Error", message: "Item type is required" },
  DUE_DAY_REQUIRED: { title: "Error", message: "Due day is required" },
  PAYMENT_TYPE_REQUIRED: { title: "Error", message: "Payment type is required" },
  AMOUNT_TOO_LARGE: { title: "Error", message: "Amounts can be at most £1,000,000" },
  OWN_TRANSACTIONS_ONLY: { title: ADMIN_ONLY, message: "You can only change or delete your own transactions." },
  MANAGE_FINANCE_SETTINGS: { title: ADMIN_ONLY, message: "Only administrators can manage finance settings" },
  CATEGORY_NAME_TAKEN: { title: "Error", message: "A category with this name already exists." },
  ITEM_TYPE_NAME_TAKEN: { title: "Error", message: "An item type with this name already exists." },
  CATEGORY_DELETED: { title: "Error", message: "This category was deleted. Choose another one." },
  ITEM_TYPE_DELETED: { title: "Error", message: "This item type was deleted. Choose another one." },
  IMPORT_TOO_LARGE: { title: "Error", message: "A file can import at most {{max}} transactions at a time." },
  IMPORT_EMPTY: { title: "Error", message: "There are no transactions to import." },
  FINANCE_LIST_LIMIT: { title: "Error", message: "A family can have at most {{max}} of these." },
  UNKNOWN_PERIOD: { title: "Error", message: "Choose a day, week, month or year." },
  // Clothing, scripture and the family feed
  ADD_CLOTHING: { title: PERMISSION, message: "Only admins can add clothing items" },
  CHANGE_CLOTHING: { title: PERMISSION, message: "Only admins can change or remove clothing items" },
  PLAN_OUTFITS: { title: PERMISSION, message: "Only admins can create outfits" },
  OWN_LAUNDRY_ONLY: { title: ADMIN_ONLY, message: "You can only change the laundry status of your own clothes." },
  SCRIPTURE_LOAD_FAILED: { title: "Error", message: "Error loading scripture. Please try again." },
  TRANSLATION_UNAVAILABLE: { title: "Error", message: "This translation is not available. Please try the World English Bible (WEB) or King James Version (KJV)." },
  SCRIPTURE_TOO_MANY_REQUESTS: { title: "Error", message: "Too many scripture requests. Please wait a minute and try again." },
  OWN_POSTS_ONLY: { title: ADMIN_ONLY, message: "You can only delete your own posts." },
  OWN_COMMENTS_ONLY: { title: ADMIN_ONLY, message: "You can only delete your own comments." },
  POST_EMPTY: { title: "Error", message: "Write something or add a photo before posting." },
  COMMENT_EMPTY: { title: "Error", message: "Write a comment before sending it." },
  POST_GONE: { title: "Error", message: "This post has been deleted." },
  // Clothing form, outfits and the family's wardrobe cap
  CLOTHING_NAME_REQUIRED: { title: "Error", message: "Name is required" },
  CLOTHING_OWNER_REQUIRED: { title: "Error", message: "Choose whose item this is" },
  CLOTHING_CATEGORY_REQUIRED: { title: "Error", message: "Category is required" },
  CLOTHING_DETAIL_TOO_LONG: { title: "Error", message: "Size and colour can be at most 40 characters long" },
  CLOTHING_LIMIT: { title: "Error", message: "A family can have at most {{max}} clothing items." },
  OUTFIT_NAME_REQUIRED: { title: "Error", message: "Outfit name is required" },
  OUTFIT_MEMBER_REQUIRED: { title: "Error", message: "Choose whose outfit this is" },
  OUTFIT_DAY_REQUIRED: { title: "Error", message: "Choose a day of the week" },
  OUTFIT_EMPTY: { title: "Error", message: "Choose at least one item for the outfit" },
  OUTFIT_ITEM_MISMATCH: { title: "Error", message: "Each item of an outfit must belong to that member and fit its place (top, bottom, dress or shoes)" },
  POST_TOO_LONG: { title: "Error", message: "Posts can be at most 2,000 characters long." },
  COMMENT_TOO_LONG: { title: "Error", message: "Comments can be at most 1,000 characters long." },
  // The family screen (a kitchen tablet) and members' PINs
  FAMILY_SCREEN_ADMIN_ONLY: { title: ADMIN_ONLY, message: "Only an admin can set up or turn off the family screen." },
  SCREEN_NOT_ACTIVE: { title: "Family screen", message: "This device is no longer the family screen." },
  SCREEN_DAY_OUT_OF_RANGE: { title: "Family screen", message: "The family screen shows only today and this week. Check the device's date." },
  SCREEN_UNLOCK_ENDED: { title: "Family screen", message: "Tap your photo and enter your PIN again." },
  SCREEN_DASHBOARD_OFF: {
    title: "Family screen",
    message: "Your Dashboard is switched off, so the family screen cannot open your chores and rewards. An admin can switch it on in Page Access.",
  },
  PIN_FORMAT: { title: "Error", message: "A PIN is 4 digits." },
  PIN_MISMATCH: { title: "Error", message: "The two PINs are not the same." },
  SCREEN_DIM_TIMES: { title: "Error", message: "Set both dimming times, or neither." },
  UNKNOWN_TIME_ZONE: { title: "Error", message: "Choose a time zone from the list." },
  // The family calendar
  EVENT_TIME_REQUIRED: { title: "Error", message: "Choose a start and end time, or make it all day." },
  EVENT_END_BEFORE_START: { title: "Error", message: "The end must come after the start." },
  EVENT_TIME_SKIPPED: { title: "Error", message: "That time does not exist on that day: the clocks go forward. Choose a later time." },
  EVENT_MEMBER_LIMIT: { title: "Error", message: "You can have at most {{max}} events from the last two months on. Delete some you no longer need." },
  REPEAT_TOO_COMPLEX: { title: "Error", message: "This repeat finds too few days to work out. Choose another start date or repeat." },
  EVENT_PEOPLE_REQUIRED: { title: "Error", message: "Choose who the event is for." },
  REPEAT_INTERVAL: { title: "Error", message: "Repeat every 1 to 99." },
  REPEAT_COUNT: { title: "Error", message: "A repeat can happen 1 to 500 times." },
  EVENT_OWN_ONLY: { title: ADMIN_ONLY, message: "You can only change or delete events you added." },
  EVENT_FOR_OTHERS: {
    title: ADMIN_ONLY,
    message: "You can add events for yourself. An admin can let members plan for everyone in System Settings.",
  },
  EVENT_GONE: { title: "Error", message: "This event has been deleted." },
  EVENT_LIMIT: { title: "Error", message: "A family can have at most {{max}} current events." },
  CALENDAR_RANGE: { title: "Error", message: "Choose a shorter period to show." },
  // Chores, points and rewards
  CHORE_POINTS: { title: "Error", message: "Points are a whole number from 0 to 1,000." },
  CHORE_AFTER_DAYS: { title: "Error", message: "Choose 1 to 365 days." },
  CHORE_PEOPLE_REQUIRED: { title: "Error", message: "Choose who does this chore (up to 20 people)." },
  CHORE_ONE_PERSON: { title: "Error", message: "Choose one person for a chore that is always theirs." },
  CHORE_ROTATION_PEOPLE: { title: "Error", message: "A rotation needs at least two people." },
  CHORE_REPEAT_REQUIRED: { title: "Error", message: "Choose how often the chore comes round." },
  CHORE_LIMIT: { title: "Error", message: "A family can have at most {{max}} chores." },
  CHORE_GONE: { title: "Error", message: "This chore has been deleted." },
  NOT_A_CHORE: { title: "Error", message: "This task is not a chore's." },
  CHORE_PHOTO_REQUIRED: { title: "Error", message: "This chore wants a photo to show it is done." },
  CHORE_NOT_YET: { title: "Error", message: "This turn is for a later day: it can be done on its day." },
  CHORE_SWAP_SAME: { title: "Error", message: "Choose someone else to swap with." },
  CHORE_SKIP_REASON: { title: "Error", message: "Say why in at most 200 characters." },
  CHORE_SWAP_NOT_YOURS: { title: "Error", message: "Only the person whose turn it is can ask to swap it." },
  CHORE_SWAP_NOT_OPEN: { title: "Error", message: "Only a turn not yet started, today or later, can be swapped." },
  CHORE_SWAP_NOT_IN_CHORE: { title: "Error", message: "Choose someone who does this chore." },
  CHORE_SWAP_TAKEN: { title: "Error", message: "They already have this chore that day." },
  CHORE_SWAP_PENDING: { title: "Error", message: "You have already asked to swap this turn." },
  CHORE_SWAP_NOTE: { title: "Error", message: "Keep the note to at most 100 characters." },
  AWAY_DATES: { title: "Error", message: "Choose the day you leave and the day you are back, the second not before the first." },
  REWARD_COST: { title: "Error", message: "A reward costs a whole number of points from 1 to 100,000." },
  REWARD_GONE: { title: "Error", message: "This reward is no longer offered." },
  REWARD_LIMIT: { title: "Error", message: "A family can offer at most {{max}} rewards." },
  NOT_ENOUGH_POINTS: { title: "Error", message: "You need {{cost}} points for this reward and have {{balance}}." },
  REWARD_ASK_THEMSELVES: { title: "Error", message: "{{name}} signs in and asks for rewards themselves." },
  FAMILY_SCREEN_LIMIT: {
    title: "Family screen",
    message: "A family can have at most {{max}} family screens. Turn one off in System Settings first.",
  },
  // Limits and refusals that keep one member from harming the others
  EMAIL_RATE_LIMIT: {
    title: "Error",
    message: "Too many emails were sent to this address. Please wait 15 minutes before asking for another.",
  },
  JOIN_REQUEST_LIMIT: {
    title: "Error",
    message: "{{max}} people are already waiting to join this family. Please ask an admin to answer their requests, then sign in again.",
  },
  LIST_POSITION_INVALID: { title: "Error", message: "This list changed while it was being read. Please try again." },
  PENDING_REQUEST_LIMIT: {
    title: "Error",
    message: "You have {{max}} requests waiting for an admin. Wait until some are answered, or withdraw one.",
  },
  REQUEST_RATE_LIMIT: {
    title: "Error",
    message: "You have sent {{max}} requests like this in the last hour. Please try again later.",
  },
  UPLOAD_NOT_YOURS: { title: "Image Error", message: "This photo cannot be used here. Please upload it again." },
  UPLOAD_LIMIT: { title: "Image Error", message: "You have {{max}} photos uploaded but not yet saved. Save or cancel a form first, or try again in an hour." },
  UPLOAD_URL_LIMIT: { title: "Image Error", message: "You have started {{max}} photo uploads in the last hour. Please try again later." },
} as const satisfies Record<string, { title: string; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export type ErrorParams = Record<string, string | number>;

/** Fills `{{name}}` placeholders (the same syntax the web app's i18next uses). */
export function fillParams(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The ConvexError for a catalogued failure; `params` fill its message's placeholders. */
export function householdError(code: ErrorCode, params?: ErrorParams): ConvexError<HouseholdErrorData> {
  const entry = errorCatalogue[code];
  return new ConvexError({
    code,
    title: entry.title,
    message: fillParams(entry.message, params),
    ...(params ? { params } : {}),
  });
}

/** A refusal about one input, named as the caller's form and the shared schema name it. */
export function fieldError(field: string, code: ErrorCode, params?: ErrorParams): ConvexError<HouseholdErrorData> {
  const error = householdError(code, params);
  return new ConvexError({ ...error.data, field });
}

/**
 * A schema issue's error code. A check without a code of its own (zod's words, e.g. a value of
 * the wrong type or too many items from a caller other than the form) is still a refusal on its
 * field, never a crash.
 */
export function issueCode(issue: z.ZodError["issues"][number]): ErrorCode {
  return issue.message in errorCatalogue ? (issue.message as ErrorCode) : "UNKNOWN_CHOICE";
}

/**
 * The refusal for a shared schema's first problem: its message is the error code, and the
 * top of its path the field it is about (a photo's `image`, not `image.url`).
 */
export function schemaError(error: z.ZodError, params?: ErrorParams): ConvexError<HouseholdErrorData> {
  const [issue] = error.issues;
  const code = issueCode(issue);
  const field = issue.path[0];
  return typeof field === "string" ? fieldError(field, code, params) : householdError(code, params);
}

/** "Access denied: You don't have access to {room}" (spec section 8). */
export function roomAccessDenied(roomName: string): ConvexError<HouseholdErrorData> {
  return householdError("ROOM_ACCESS_DENIED", { room: roomName });
}
