// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deciderScript } from "./prerender";
import { MANIFEST_KEY } from "../src/features/pwa/familyManifestLink";

const ENTRY = "/assets/index-abc.js";
const PRELOADS = [ENTRY, "/assets/react-def.js"];

// The built page's inline script, run as the browser runs it.
function runHeadScript(path: string) {
  new Function(deciderScript(path, ENTRY, PRELOADS))();
}

const addedScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute("src"));
const addedPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

describe("the built pages' head script", () => {
  beforeEach(() => {
    // Scripts run by earlier tests listen on the document until a first key: spend it.
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    document.body.innerHTML = "";
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    document.documentElement.removeAttribute("data-prerendered");
    localStorage.clear();
    window.history.replaceState(null, "", "/login");
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/family-manifest");
  });
  afterEach(() => vi.restoreAllMocks());

  const manifestHref = () => document.querySelector('link[rel="manifest"]')?.getAttribute("href");

  test("points the manifest at the family's one this device remembers, before any of the app's code runs", () => {
    localStorage.setItem(MANIFEST_KEY, JSON.stringify({ name: "The Carter Family" }));
    runHeadScript("/login");
    expect(manifestHref()).toBe("blob:http://localhost/family-manifest");
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(blob.type).toBe("application/manifest+json");
    // Signed out on its own path: the copy is shown.
    expect(document.documentElement.hasAttribute("data-prerendered")).toBe(true);
  });

  test("signed out on its own path, the app's code is fetched at the visitor's first key, touch or focus, once", () => {
    runHeadScript("/login");
    expect(addedScripts()).toEqual([]);
    expect(addedPreloads()).toEqual([]);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    document.dispatchEvent(new Event("pointerdown"));
    expect(addedScripts()).toEqual([ENTRY]);
    expect(addedPreloads()).toEqual(PRELOADS);
  });

  test("a submit or Enter in the copy before the app is there is kept on its form, not sent", () => {
    document.body.innerHTML = '<div id="prerendered"><form><input name="email"><button type="submit">Sign In</button></form></div>';
    runHeadScript("/login");
    const form = document.querySelector("form")!;
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    document.querySelector("input")!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(form.hasAttribute("data-submit-pending")).toBe(true);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  test("a device that never knew the family keeps the built manifest", () => {
    runHeadScript("/login");
    expect(manifestHref()).toBe("/manifest.webmanifest");
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  test("a signed-in device, or another path, gets no copy; the app's code is added at once", () => {
    localStorage.setItem("__convexAuthJWT_http://127.0.0.1:3210", "token");
    runHeadScript("/login");
    expect(document.documentElement.hasAttribute("data-prerendered")).toBe(false);
    localStorage.clear();
    runHeadScript("/");
    expect(document.documentElement.hasAttribute("data-prerendered")).toBe(false);
    expect(addedScripts()).toEqual([ENTRY, ENTRY]);
    expect(addedPreloads()).toEqual([...PRELOADS, ...PRELOADS]);
  });
});
