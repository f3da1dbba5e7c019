import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { i18n } from "../../i18n";
import de from "../../i18n/de";
import { appManifest, familyManifest } from "./appManifest";
import { useFamilyManifest } from "./useFamilyManifest";

// jsdom has no object URLs: record each blob handed out and each one revoked.
const blobs = new Map<string, Blob>();
const revoked: string[] = [];

beforeEach(() => {
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob as Blob);
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
  document.head.innerHTML = "";
});

const href = () => document.querySelector('link[rel="manifest"]')?.getAttribute("href");
const manifestAt = async (url: string) => JSON.parse(await blobs.get(url)!.text()) as ReturnType<typeof familyManifest>;

test("the manifest link names the app after the family, then follows a new name and goes back when the page leaves", async () => {
  const { rerender, unmount } = renderHook(({ name }) => useFamilyManifest(name), { initialProps: { name: "The Carters" as string | undefined } });
  expect(href()).toBe("blob:test/1");
  const first = await manifestAt("blob:test/1");
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

  rerender({ name: "The Carter-Okafor Family" });
  expect(href()).toBe("blob:test/2");
  expect(revoked).toEqual(["blob:test/1"]);
  // Too long for a home-screen label: the short name stays the app's own.
  expect(await manifestAt("blob:test/2")).toMatchObject({ name: "The Carter-Okafor Family", short_name: appManifest.short_name });

  // The page switches to German: so does the manifest's description.
  i18n.addResourceBundle("de", "translation", de.translation);
  await act(() => i18n.changeLanguage("de"));
  expect(href()).toBe("blob:test/3");
  expect(await manifestAt("blob:test/3")).toMatchObject({
    name: "The Carter-Okafor Family",
    lang: "de",
    description: "Das gemeinsame Dashboard der Familie, das Inventar des Hauses, die Finanzen und mehr.",
  });

  unmount();
  expect(href()).toBe("/manifest.webmanifest");
  expect(revoked).toEqual(["blob:test/1", "blob:test/2", "blob:test/3"]);
});

test("no family name yet (signed out, first load): the built manifest stays", () => {
  renderHook(() => useFamilyManifest(undefined));
  expect(href()).toBe("/manifest.webmanifest");
  expect(blobs.size).toBe(0);
});

test("no manifest link (development): nothing to do", () => {
  document.head.innerHTML = "";
  renderHook(() => useFamilyManifest("The Carters"));
  expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  expect(blobs.size).toBe(0);
});
