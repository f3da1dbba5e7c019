import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { i18n } from "../../i18n";
import de from "../../i18n/de";
import { appManifest, familyManifest } from "./appManifest";
import { nameTheAppFromMemory, useFamilyManifest } from "./familyManifestLink";

// jsdom has no object URLs: record each blob handed out and each one revoked.
const blobs = new Map<string, Blob>();
const revoked: string[] = [];
let next = 0;

beforeEach(() => {
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(async () => {
  await i18n.changeLanguage("en");
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
  blobs.clear();
  revoked.length = 0;
  localStorage.clear();
  document.head.innerHTML = "";
});

const href = () => document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? null;
const manifestNow = async () => JSON.parse(await blobs.get(href()!)!.text()) as ReturnType<typeof familyManifest>;

test("the manifest link names the app after the family, in the page's language, and follows a new name", async () => {
  const { rerender } = renderHook(({ name }) => useFamilyManifest(name), { initialProps: { name: "The Carters" as string | undefined } });
  const first = await manifestNow();
  expect(first).toMatchObject({
    name: "The Carters",
    short_name: "The Carters",
    lang: "en",
    description: appManifest.description,
    display: "standalone",
    theme_color: appManifest.theme_color,
  });
  // A blob has no path to resolve "/" against: every URL is absolute, on this origin.
  const origin = window.location.origin;
  expect(first).toMatchObject({ id: `${origin}/`, start_url: `${origin}/`, scope: `${origin}/` });
  expect(first.icons.map((icon) => icon.src)).toEqual(appManifest.icons.map((icon) => `${origin}${icon.src}`));

  const firstUrl = href();
  rerender({ name: "The Carter-Okafor Family" });
  expect(href()).not.toBe(firstUrl);
  expect(revoked).toEqual([firstUrl]);
  // Too long for a home-screen label: the short name stays the app's own.
  expect(await manifestNow()).toMatchObject({ name: "The Carter-Okafor Family", short_name: appManifest.short_name });

  // The page switches to German: so does the manifest's description.
  i18n.addResourceBundle("de", "translation", de.translation);
  await act(() => i18n.changeLanguage("de"));
  expect(await manifestNow()).toMatchObject({
    name: "The Carter-Okafor Family",
    lang: "de",
    description: "Das gemeinsame Dashboard der Familie, das Inventar des Hauses, die Finanzen und mehr.",
  });
});

test("the next start names the app before anything renders, and leaving a page keeps the name", async () => {
  const { unmount } = renderHook(() => useFamilyManifest("The Carters"));
  unmount();
  expect((await manifestNow()).name).toBe("The Carters");

  // A new page load: the built link again, renamed from what the device remembers.
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  nameTheAppFromMemory();
  expect(href()).toMatch(/^blob:/);
  expect((await manifestNow()).name).toBe("The Carters");
  // The page then learns the same name: no second copy.
  const atStart = href();
  renderHook(() => useFamilyManifest("The Carters"));
  expect(href()).toBe(atStart);
});

test("nothing known yet (a first visit, signed out): the built manifest stays", () => {
  nameTheAppFromMemory();
  renderHook(() => useFamilyManifest(undefined));
  expect(href()).toBe("/manifest.webmanifest");
  expect(blobs.size).toBe(0);
});

test("a remembered name that is not one (an older version's, or tampered with) is ignored", () => {
  localStorage.setItem("household:appName", '{"familyName": 42}');
  nameTheAppFromMemory();
  localStorage.setItem("household:appName", "not json");
  nameTheAppFromMemory();
  expect(href()).toBe("/manifest.webmanifest");
});

test("no manifest link (development): nothing to do", () => {
  document.head.innerHTML = "";
  renderHook(() => useFamilyManifest("The Carters"));
  expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  expect(blobs.size).toBe(0);
  expect(localStorage.getItem("household:appName")).toBeNull();
});
