// Every de string of the app, loaded as one chunk when de is the active language.
import { de } from "date-fns/locale/de";
import type { LanguagePack } from "../pack";
import admin from "./admin.json";
import auth from "./auth.json";
import common from "./common.json";
import dashboard from "./dashboard.json";
import errors from "./errors.json";
import finance from "./finance.json";
import financeCards from "./financeCards.json";
import financeSettings from "./financeSettings.json";
import inventory from "./inventory.json";
import pages from "./pages.json";
import rooms from "./rooms.json";
import settings from "./settings.json";
import feed from "./feed.json";
import scripture from "./scripture.json";
import clothing from "./clothing.json";
import activity from "./activity.json";
import approvals from "./approvals.json";
import notifications from "./notifications.json";
import familyScreen from "./familyScreen.json";
import pwa from "./pwa.json";
import connection from "./connection.json";

export const translation = { common, auth, dashboard, admin, pages, errors, settings, inventory, rooms, finance, financeCards, financeSettings, clothing, scripture, feed, activity, approvals, notifications, familyScreen, pwa, connection };
export const dateLocale = de;

export default { translation, dateLocale } satisfies LanguagePack;
