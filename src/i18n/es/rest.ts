// The es strings of the signed-in app and the family screen, and date-fns' locale:
// fetched when one of those opens (src/i18n/index.ts, loadAllStrings), never by the first load.
import { es } from "date-fns/locale/es";
import dashboard from "./dashboard.json";
import admin from "./admin.json";
import settings from "./settings.json";
import inventory from "./inventory.json";
import rooms from "./rooms.json";
import finance from "./finance.json";
import financeCards from "./financeCards.json";
import financeSettings from "./financeSettings.json";
import clothing from "./clothing.json";
import scripture from "./scripture.json";
import feed from "./feed.json";
import activity from "./activity.json";
import approvals from "./approvals.json";
import notifications from "./notifications.json";
import familyScreen from "./familyScreen.json";
import calendar from "./calendar.json";
import chores from "./chores.json";
import rewards from "./rewards.json";

export const translation = { dashboard, admin, settings, inventory, rooms, finance, financeCards, financeSettings, clothing, scripture, feed, activity, approvals, notifications, familyScreen, calendar, chores, rewards };
export const dateLocale = es;
