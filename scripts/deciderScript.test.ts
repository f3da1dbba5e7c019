// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deciderScript } from "./prerender";
import { MANIFEST_KEY } from "../src/features/pwa/familyManifestLink";

const ENTRY = "/assets/index-abc.js";

// The built page's inline script, run as the browser runs it.
function runHeadScript(path: string) {
  new Function(deciderScript(path, ENTRY))();
}

describe("the built pages' head script", () => {
  beforeEach(() => {
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
    // Signed out on its own path: the copy is shown, and the app's code waits for the first paint.
    expect(document.documentElement.hasAttribute("data-prerendered")).toBe(true);
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
    const added = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute("src"));
    expect(added).toEqual([ENTRY, ENTRY]);
  });
});
