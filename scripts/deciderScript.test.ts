// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { chooserScript, deciderScript } from "./prerender";
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

describe("the built pages' script after the copy", () => {
  const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, "")}.s`;
  const lastSeen = (sub: string, savedAt = Date.now()) =>
    JSON.stringify({ path: "/dashboard", sub, savedAt, lang: "de", width: window.innerWidth, html: "<main><h1>Familien-Dashboard</h1></main>", css: ".css-1{color:red}" });
  const page = () => {
    document.documentElement.removeAttribute("data-prerendered");
    document.documentElement.className = "";
    document.body.innerHTML = '<style id="prerendered-css">.landing{}</style><div id="prerendered"><h1>Family Household</h1></div><div id="root"></div>';
    new Function(chooserScript())();
    return document.getElementById("prerendered");
  };

  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/dashboard");
    window.matchMedia = vi.fn(() => ({ matches: false, addEventListener: vi.fn() })) as unknown as typeof window.matchMedia;
  });

  test("signed in on the dashboard this session left, shows its last-seen copy, inert, with its styles", () => {
    localStorage.setItem("__convexAuthJWT_http://127.0.0.1:3210", token("user1|session1"));
    localStorage.setItem("household:lastSeen", lastSeen("user1|session1"));
    const copy = page();
    expect(copy?.querySelector("h1")?.textContent).toBe("Familien-Dashboard");
    expect(copy?.hasAttribute("inert")).toBe(true);
    expect(copy?.getAttribute("aria-hidden")).toBe("true");
    expect(copy?.getAttribute("data-last-seen")).toBe("/dashboard");
    expect(document.getElementById("prerendered-css")?.textContent).toContain(".css-1{color:red}");
    expect(document.documentElement.lang).toBe("de");
    expect(document.documentElement.classList.contains("light")).toBe(true);
  });

  test("another session's copy, an old one, one kept at another width, or another page's is not shown", () => {
    localStorage.setItem("__convexAuthJWT_http://127.0.0.1:3210", token("user1|session2"));
    localStorage.setItem("household:lastSeen", lastSeen("user1|session1"));
    expect(page()).toBeNull();
    localStorage.setItem("household:lastSeen", lastSeen("user1|session2", Date.now() - 4 * 24 * 60 * 60 * 1000));
    expect(page()).toBeNull();
    // Kept on a phone, opened on a wider screen: its layout would not hold.
    localStorage.setItem("household:lastSeen", JSON.stringify({ ...JSON.parse(lastSeen("user1|session2")), width: 375 }));
    expect(page()).toBeNull();
    localStorage.setItem("household:lastSeen", lastSeen("user1|session2"));
    window.history.replaceState(null, "", "/finance");
    expect(page()).toBeNull();
    localStorage.clear();
    window.history.replaceState(null, "", "/dashboard");
    expect(page()).toBeNull();
  });
});
