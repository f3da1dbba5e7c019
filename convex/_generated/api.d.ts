/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as accounts from "../accounts.js";
import type * as activity from "../activity.js";
import type * as approvals from "../approvals.js";
import type * as auth from "../auth.js";
import type * as calendar from "../calendar.js";
import type * as calendarFeeds from "../calendarFeeds.js";
import type * as calendarImports from "../calendarImports.js";
import type * as clothing from "../clothing.js";
import type * as crons from "../crons.js";
import type * as demo from "../demo.js";
import type * as emailVerification from "../emailVerification.js";
import type * as events from "../events.js";
import type * as familyScreen from "../familyScreen.js";
import type * as feed from "../feed.js";
import type * as financeSettings from "../financeSettings.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as inventory from "../inventory.js";
import type * as itemRequests from "../itemRequests.js";
import type * as lib_access from "../lib/access.js";
import type * as lib_activityLog from "../lib/activityLog.js";
import type * as lib_amountSchema from "../lib/amountSchema.js";
import type * as lib_approvals from "../lib/approvals.js";
import type * as lib_calendarFeed from "../lib/calendarFeed.js";
import type * as lib_calendarImports from "../lib/calendarImports.js";
import type * as lib_calendarSchema from "../lib/calendarSchema.js";
import type * as lib_calendarValidators from "../lib/calendarValidators.js";
import type * as lib_clothingSchema from "../lib/clothingSchema.js";
import type * as lib_dates from "../lib/dates.js";
import type * as lib_email from "../lib/email.js";
import type * as lib_errorData from "../lib/errorData.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_eventSchema from "../lib/eventSchema.js";
import type * as lib_familySettingsSchema from "../lib/familySettingsSchema.js";
import type * as lib_feedSchema from "../lib/feedSchema.js";
import type * as lib_feedView from "../lib/feedView.js";
import type * as lib_financeSettingsSchema from "../lib/financeSettingsSchema.js";
import type * as lib_financeStarterLists from "../lib/financeStarterLists.js";
import type * as lib_game from "../lib/game.js";
import type * as lib_imageFiles from "../lib/imageFiles.js";
import type * as lib_itemMoves from "../lib/itemMoves.js";
import type * as lib_itemSchema from "../lib/itemSchema.js";
import type * as lib_memberColors from "../lib/memberColors.js";
import type * as lib_memberSchema from "../lib/memberSchema.js";
import type * as lib_memberView from "../lib/memberView.js";
import type * as lib_money from "../lib/money.js";
import type * as lib_notifications from "../lib/notifications.js";
import type * as lib_outfitSchema from "../lib/outfitSchema.js";
import type * as lib_outgoingSchema from "../lib/outgoingSchema.js";
import type * as lib_periods from "../lib/periods.js";
import type * as lib_photoSchema from "../lib/photoSchema.js";
import type * as lib_photoUploads from "../lib/photoUploads.js";
import type * as lib_pinSchema from "../lib/pinSchema.js";
import type * as lib_pins from "../lib/pins.js";
import type * as lib_presence from "../lib/presence.js";
import type * as lib_roomSchema from "../lib/roomSchema.js";
import type * as lib_roomTypes from "../lib/roomTypes.js";
import type * as lib_scripture from "../lib/scripture.js";
import type * as lib_taskSchema from "../lib/taskSchema.js";
import type * as lib_text from "../lib/text.js";
import type * as lib_timeZone from "../lib/timeZone.js";
import type * as lib_transactionSchema from "../lib/transactionSchema.js";
import type * as lib_validators from "../lib/validators.js";
import type * as lib_viewer from "../lib/viewer.js";
import type * as members from "../members.js";
import type * as model_accounts from "../model/accounts.js";
import type * as model_activityLog from "../model/activityLog.js";
import type * as model_approvals from "../model/approvals.js";
import type * as model_budgets from "../model/budgets.js";
import type * as model_calendar from "../model/calendar.js";
import type * as model_calendarFeeds from "../model/calendarFeeds.js";
import type * as model_calendarImports from "../model/calendarImports.js";
import type * as model_calendarImportsParse from "../model/calendarImportsParse.js";
import type * as model_clothing from "../model/clothing.js";
import type * as model_decisions from "../model/decisions.js";
import type * as model_deleteMember from "../model/deleteMember.js";
import type * as model_deleteRoom from "../model/deleteRoom.js";
import type * as model_events from "../model/events.js";
import type * as model_familyScreen from "../model/familyScreen.js";
import type * as model_feed from "../model/feed.js";
import type * as model_financeSettings from "../model/financeSettings.js";
import type * as model_financeTotals from "../model/financeTotals.js";
import type * as model_game from "../model/game.js";
import type * as model_images from "../model/images.js";
import type * as model_inventory from "../model/inventory.js";
import type * as model_inventorySearch from "../model/inventorySearch.js";
import type * as model_inventoryViews from "../model/inventoryViews.js";
import type * as model_itemPaths from "../model/itemPaths.js";
import type * as model_itemRequests from "../model/itemRequests.js";
import type * as model_mail from "../model/mail.js";
import type * as model_members from "../model/members.js";
import type * as model_notifications from "../model/notifications.js";
import type * as model_outfits from "../model/outfits.js";
import type * as model_outgoings from "../model/outgoings.js";
import type * as model_pageAccess from "../model/pageAccess.js";
import type * as model_pagination from "../model/pagination.js";
import type * as model_pendingLimit from "../model/pendingLimit.js";
import type * as model_presence from "../model/presence.js";
import type * as model_recurrence from "../model/recurrence.js";
import type * as model_reminders from "../model/reminders.js";
import type * as model_roomAccess from "../model/roomAccess.js";
import type * as model_rooms from "../model/rooms.js";
import type * as model_sampleFamily from "../model/sampleFamily.js";
import type * as model_sampleHistory from "../model/sampleHistory.js";
import type * as model_screenUnlocks from "../model/screenUnlocks.js";
import type * as model_scripture from "../model/scripture.js";
import type * as model_seed from "../model/seed.js";
import type * as model_seedHistory from "../model/seedHistory.js";
import type * as model_settings from "../model/settings.js";
import type * as model_tasks from "../model/tasks.js";
import type * as model_transactionViews from "../model/transactionViews.js";
import type * as model_transactions from "../model/transactions.js";
import type * as model_uploads from "../model/uploads.js";
import type * as notifications from "../notifications.js";
import type * as outbox from "../outbox.js";
import type * as outfits from "../outfits.js";
import type * as outgoings from "../outgoings.js";
import type * as passwordReset from "../passwordReset.js";
import type * as presence from "../presence.js";
import type * as reminders from "../reminders.js";
import type * as roomAccess from "../roomAccess.js";
import type * as rooms from "../rooms.js";
import type * as scripture from "../scripture.js";
import type * as seed from "../seed.js";
import type * as settings from "../settings.js";
import type * as tasks from "../tasks.js";
import type * as transactions from "../transactions.js";
import type * as uploads from "../uploads.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  accounts: typeof accounts;
  activity: typeof activity;
  approvals: typeof approvals;
  auth: typeof auth;
  calendar: typeof calendar;
  calendarFeeds: typeof calendarFeeds;
  calendarImports: typeof calendarImports;
  clothing: typeof clothing;
  crons: typeof crons;
  demo: typeof demo;
  emailVerification: typeof emailVerification;
  events: typeof events;
  familyScreen: typeof familyScreen;
  feed: typeof feed;
  financeSettings: typeof financeSettings;
  functions: typeof functions;
  http: typeof http;
  inventory: typeof inventory;
  itemRequests: typeof itemRequests;
  "lib/access": typeof lib_access;
  "lib/activityLog": typeof lib_activityLog;
  "lib/amountSchema": typeof lib_amountSchema;
  "lib/approvals": typeof lib_approvals;
  "lib/calendarFeed": typeof lib_calendarFeed;
  "lib/calendarImports": typeof lib_calendarImports;
  "lib/calendarSchema": typeof lib_calendarSchema;
  "lib/calendarValidators": typeof lib_calendarValidators;
  "lib/clothingSchema": typeof lib_clothingSchema;
  "lib/dates": typeof lib_dates;
  "lib/email": typeof lib_email;
  "lib/errorData": typeof lib_errorData;
  "lib/errors": typeof lib_errors;
  "lib/eventSchema": typeof lib_eventSchema;
  "lib/familySettingsSchema": typeof lib_familySettingsSchema;
  "lib/feedSchema": typeof lib_feedSchema;
  "lib/feedView": typeof lib_feedView;
  "lib/financeSettingsSchema": typeof lib_financeSettingsSchema;
  "lib/financeStarterLists": typeof lib_financeStarterLists;
  "lib/game": typeof lib_game;
  "lib/imageFiles": typeof lib_imageFiles;
  "lib/itemMoves": typeof lib_itemMoves;
  "lib/itemSchema": typeof lib_itemSchema;
  "lib/memberColors": typeof lib_memberColors;
  "lib/memberSchema": typeof lib_memberSchema;
  "lib/memberView": typeof lib_memberView;
  "lib/money": typeof lib_money;
  "lib/notifications": typeof lib_notifications;
  "lib/outfitSchema": typeof lib_outfitSchema;
  "lib/outgoingSchema": typeof lib_outgoingSchema;
  "lib/periods": typeof lib_periods;
  "lib/photoSchema": typeof lib_photoSchema;
  "lib/photoUploads": typeof lib_photoUploads;
  "lib/pinSchema": typeof lib_pinSchema;
  "lib/pins": typeof lib_pins;
  "lib/presence": typeof lib_presence;
  "lib/roomSchema": typeof lib_roomSchema;
  "lib/roomTypes": typeof lib_roomTypes;
  "lib/scripture": typeof lib_scripture;
  "lib/taskSchema": typeof lib_taskSchema;
  "lib/text": typeof lib_text;
  "lib/timeZone": typeof lib_timeZone;
  "lib/transactionSchema": typeof lib_transactionSchema;
  "lib/validators": typeof lib_validators;
  "lib/viewer": typeof lib_viewer;
  members: typeof members;
  "model/accounts": typeof model_accounts;
  "model/activityLog": typeof model_activityLog;
  "model/approvals": typeof model_approvals;
  "model/budgets": typeof model_budgets;
  "model/calendar": typeof model_calendar;
  "model/calendarFeeds": typeof model_calendarFeeds;
  "model/calendarImports": typeof model_calendarImports;
  "model/calendarImportsParse": typeof model_calendarImportsParse;
  "model/clothing": typeof model_clothing;
  "model/decisions": typeof model_decisions;
  "model/deleteMember": typeof model_deleteMember;
  "model/deleteRoom": typeof model_deleteRoom;
  "model/events": typeof model_events;
  "model/familyScreen": typeof model_familyScreen;
  "model/feed": typeof model_feed;
  "model/financeSettings": typeof model_financeSettings;
  "model/financeTotals": typeof model_financeTotals;
  "model/game": typeof model_game;
  "model/images": typeof model_images;
  "model/inventory": typeof model_inventory;
  "model/inventorySearch": typeof model_inventorySearch;
  "model/inventoryViews": typeof model_inventoryViews;
  "model/itemPaths": typeof model_itemPaths;
  "model/itemRequests": typeof model_itemRequests;
  "model/mail": typeof model_mail;
  "model/members": typeof model_members;
  "model/notifications": typeof model_notifications;
  "model/outfits": typeof model_outfits;
  "model/outgoings": typeof model_outgoings;
  "model/pageAccess": typeof model_pageAccess;
  "model/pagination": typeof model_pagination;
  "model/pendingLimit": typeof model_pendingLimit;
  "model/presence": typeof model_presence;
  "model/recurrence": typeof model_recurrence;
  "model/reminders": typeof model_reminders;
  "model/roomAccess": typeof model_roomAccess;
  "model/rooms": typeof model_rooms;
  "model/sampleFamily": typeof model_sampleFamily;
  "model/sampleHistory": typeof model_sampleHistory;
  "model/screenUnlocks": typeof model_screenUnlocks;
  "model/scripture": typeof model_scripture;
  "model/seed": typeof model_seed;
  "model/seedHistory": typeof model_seedHistory;
  "model/settings": typeof model_settings;
  "model/tasks": typeof model_tasks;
  "model/transactionViews": typeof model_transactionViews;
  "model/transactions": typeof model_transactions;
  "model/uploads": typeof model_uploads;
  notifications: typeof notifications;
  outbox: typeof outbox;
  outfits: typeof outfits;
  outgoings: typeof outgoings;
  passwordReset: typeof passwordReset;
  presence: typeof presence;
  reminders: typeof reminders;
  roomAccess: typeof roomAccess;
  rooms: typeof rooms;
  scripture: typeof scripture;
  seed: typeof seed;
  settings: typeof settings;
  tasks: typeof tasks;
  transactions: typeof transactions;
  uploads: typeof uploads;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
