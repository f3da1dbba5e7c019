import { beforeAll, describe, expect, test } from "vitest";
import { isValidEmail as serverIsValidEmail } from "../../../convex/lib/viewer";
import { i18n } from "../../i18n";
import { initTestI18n } from "../../test/i18n";
import { INVALID_EMAIL, isValidEmail } from "./emailRules";

beforeAll(initTestI18n);

const examples = [
  "pat@household.test",
  " Pat@Household.TEST ",
  "first.last+tag@sub.example.co.uk",
  "not-an-email",
  "pat@household",
  "@household.test",
  "pat@.test",
  "pat @household.test",
  "pat@house hold.test",
  "pat@@household.test",
  "",
];

describe("the email rule", () => {
  test("accepts something@somewhere.tld and refuses the rest", () => {
    expect(isValidEmail("pat@household.test")).toBe(true);
    expect(isValidEmail(" Pat@Household.TEST ")).toBe(true);
    expect(isValidEmail("not-an-email")).toBe(false);
    expect(isValidEmail("pat@household")).toBe(false);
    expect(isValidEmail("pat @household.test")).toBe(false);
  });

  test("is the server's rule", () => {
    for (const email of examples) expect(isValidEmail(email), email).toBe(serverIsValidEmail(email));
  });

  test("names the catalogue's message", () => {
    expect(i18n.t(INVALID_EMAIL)).toBe("Please enter a valid email address");
  });
});
