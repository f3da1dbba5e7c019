import { beforeAll, describe, expect, test } from "vitest";
import { i18n } from "../../i18n";
import { initTestI18n } from "../../test/i18n";
import { INVALID_EMAIL, isValidEmail } from "./emailRules";

beforeAll(initTestI18n);

const valid = ["pat@household.test", " Pat@Household.TEST ", "first.last+tag@sub.example.co.uk"];
const invalid = ["not-an-email", "pat@household", "@household.test", "pat @household.test", "pat@house hold.test", "pat@@household.test", ""];

describe("the email rule", () => {
  test("accepts something@somewhere.tld and refuses the rest", () => {
    for (const email of valid) expect(isValidEmail(email), email).toBe(true);
    for (const email of invalid) expect(isValidEmail(email), email).toBe(false);
  });

  test("names the catalogue's message", () => {
    expect(i18n.t(`errors.${INVALID_EMAIL}.message`)).toBe("Please enter a valid email address");
  });
});
