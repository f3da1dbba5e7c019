// The signed-out first pages (`/` and `/login`) as HTML and CSS in the built
// files, so a phone paints them before any script has run, and fetches none
// until the visitor uses the page. After `vite build`, the built app is opened
// in Chromium once per page and language; what it rendered (markup plus the
// styles Chakra generated) is written into that page's HTML: `/` into
// index.html, `/login` into login.html (served for `/login` by vite preview and
// by hosts with "clean URLs"; see the README for nginx).
//
// The copy is the page until the app takes over: its links are links, its
// fields take typing (and a password manager's), its colour-mode button
// switches. An inline script in the head decides whether the copy fits the
// visitor (the page's own path, signed out, not a family screen). If it does,
// the app's code is fetched at the visitor's first touch, key or focus, not
// before: most of a first visit is reading the page, and a phone's data and
// main thread go to the page meanwhile. A submit made before the app is there
// is remembered; the app takes over the copy's typed values, focus and
// pending submit (src/features/layout/prerendered.ts). One script after the
// copy removes it, or picks the visitor's language and sets light or dark
// mode, before the first paint.
//
// No Chromium (a deployment's build machine without it): the pages are left as
// they are, and the app renders them as before, with a warning.
import { readFileSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import type { Logger, Plugin } from "vite";
import { keepUsedVariables } from "../src/features/layout/cssCopy.ts";

export const PRERENDERED_ID = "prerendered";
const PAGES = [
  { path: "/", file: "index.html" },
  { path: "/login", file: "login.html" },
] as const;
// The same four as src/i18n/languages.ts; English is the copy's own, the others are templates.
const LANGUAGES = ["en", "es", "fr", "de"] as const;

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/** The built app on a free port; any path that is not a file gets the app's shell, as on a real host. */
function serve(dir: string, shell: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let body: Buffer | string = shell;
    let type = "text/html";
    try {
      const file = join(dir, path);
      if (statSync(file).isFile()) {
        body = readFileSync(file);
        type = types[extname(file)] ?? "application/octet-stream";
      }
    } catch {
      // Not a file: the shell.
    }
    response.writeHead(200, { "content-type": type });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

type Snapshot = { html: string; css: string[] };

/**
 * Runs in the page: the first screen's markup, and every rule of the page's
 * style sheets (Chakra's tokens, global styles and the rules of the classes the
 * markup uses; in production Emotion inserts rules without text in its tags).
 */
function snapshotInPage(prefix: string): Snapshot {
  const root = document.getElementById("root")!.cloneNode(true) as HTMLElement;
  // next-themes leaves an inert script of its own; the copy needs none.
  for (const script of Array.from(root.querySelectorAll("script"))) script.remove();
  // The copy's ids, and every reference to one, get a prefix: the app's own elements have the
  // same ids, and both are in the document for a moment when the app takes over. Labels stay tied
  // to their fields, and names and autocomplete stay, so a password manager fills the copy.
  const prefixed = (value: string) => value.split(/\s+/).filter(Boolean).map((id) => `${prefix}${id}`).join(" ");
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const name of ["id", "for", "aria-labelledby", "aria-describedby", "aria-controls"]) {
      const value = element.getAttribute(name);
      if (value) element.setAttribute(name, prefixed(value));
    }
    const href = element.getAttribute("href");
    if (href?.startsWith("#") && href.length > 1) element.setAttribute("href", `#${prefix}${href.slice(1)}`);
  }
  // A submit button the empty form disabled takes the tap anyway: a disabled button drops it, and a
  // visitor (or a password manager) may fill the fields and tap before the app is there. The head's
  // script keeps the submit for the app, which checks the fields as it always does.
  for (const button of Array.from(root.querySelectorAll('button[type="submit"]'))) {
    button.removeAttribute("disabled");
    button.removeAttribute("data-disabled");
  }
  const css: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.href) continue; // the built CSS files (if any) stay links of their own
    for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
  }
  return { html: root.innerHTML, css };
}

/** Set on <html> by the head's script when this visitor sees the copy. */
const SHOWN_ATTRIBUTE = "data-prerendered";

/**
 * The head's inline script: whether this visitor sees the copy (its own path, signed out, not a
 * family screen), and when the app's code is fetched and run. A visitor who does not see the copy
 * gets it at once (with the module preloads the build listed), run once the page is parsed as a
 * module script would be. One who sees it gets it at their first touch, key or focus. Until the
 * app has taken over, the copy's colour-mode button switches the page itself, and a submit (or
 * Enter in a field) is kept on its form for the app to send. It also registers the service worker
 * once the page has loaded, as the app would, and points the manifest link at the family's renamed
 * manifest this device remembers: an installed app checks its manifest at launch.
 */
export function deciderScript(path: string, entry: string, preloads: readonly string[] = []): string {
  // Kept in step with the app: screenKey.ts, Convex Auth's stored token, familyManifestLink.ts
  // (the app named after the family from the first moment, as the app's own code would name it),
  // next-themes' "theme" key and class attribute, vite-plugin-pwa's registration (/sw.js, scope /),
  // color-mode.tsx's data-color-mode-toggle, prerendered.ts's data-submit-pending.
  return `(function(){var h=document.documentElement,d=document,o=false,started=false,P=${JSON.stringify(preloads)};try{var j=window.localStorage.getItem("household:appManifest"),f=d.querySelector('link[rel="manifest"]');if(j&&f)f.href=URL.createObjectURL(new Blob([j],{type:"application/manifest+json"}))}catch(e){}function run(){var i,l,e;for(i=0;i<P.length;i++){l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=P[i];d.head.appendChild(l)}e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=${JSON.stringify(entry)};d.head.appendChild(e)}function go(){if(started)return;started=true;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}try{var s=window.localStorage,k,i;if(location.pathname!==${JSON.stringify(path)}||s.getItem("household:familyScreenKey"))throw 0;for(i=0;i<s.length;i++){k=s.key(i)||"";if(k.indexOf("__convexAuthJWT_")===0||k.indexOf("__convexAuthRefreshToken_")===0)throw 0}o=true;h.setAttribute("${SHOWN_ATTRIBUTE}","")}catch(e){}if(!o){go();return}var T=["pointerdown","touchstart","keydown","focusin","input"],n;function first(){for(var i=0;i<T.length;i++)d.removeEventListener(T[i],first,true);go()}for(n=0;n<T.length;n++)d.addEventListener(T[n],first,true);function inCopy(t){return t&&t.closest?t.closest("#${PRERENDERED_ID}"):null}d.addEventListener("submit",function(ev){if(inCopy(ev.target)){ev.preventDefault();ev.target.setAttribute("data-submit-pending","")}},true);d.addEventListener("keydown",function(ev){var t=ev.target;if(ev.key==="Enter"&&t&&t.tagName==="INPUT"&&t.form&&inCopy(t)){ev.preventDefault();t.form.setAttribute("data-submit-pending","")}},true);d.addEventListener("click",function(ev){var b=inCopy(ev.target)&&ev.target.closest("[data-color-mode-toggle]"),k;if(!b)return;k=h.classList.contains("dark")?"light":"dark";h.classList.remove("light","dark");h.classList.add(k);h.style.colorScheme=k;try{localStorage.setItem("theme",k)}catch(e){}},true);if(navigator.serviceWorker)addEventListener("load",function(){navigator.serviceWorker.register("/sw.js",{scope:"/"}).catch(function(){})})})();`;
}

/** A last-seen copy older than this is not shown; one the app has not replaced after the second figure goes anyway. */
const LAST_SEEN_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const LAST_SEEN_HOLD_MS = 15_000;

/**
 * The inline script after the copy, before the first paint. Where the head's script chose the copy:
 * it shows it in the visitor's language and light or dark mode (following the system's mode as it
 * changes, as the app does, unless the visitor chose one). Elsewhere, signed in on the page this
 * device kept a last-seen copy of, for this same session, at a width in the same breakpoint band
 * (Chakra's; some layouts are chosen in script), not too old, and online (offline, the app's own
 * word on that is worth more) (src/features/layout/lastSeen.ts): that copy, inert, until the app
 * has the page. Otherwise the copy goes.
 */
export function chooserScript(): string {
  // Kept in step with the app: deviceLanguage.ts, browserLanguage(), next-themes' "theme" key (class
  // attribute), lastSeen.ts (its key, what it stores, the stored token's subject), screenKey.ts.
  return `(function(){var c=document.getElementById("${PRERENDERED_ID}"),h=document.documentElement,s,q;if(!c)return;function mode(){var t=s.getItem("theme"),d=t==="dark"||(t!=="light"&&q.matches);h.classList.remove("light","dark");h.classList.add(d?"dark":"light");h.style.colorScheme=d?"dark":"light"}function follow(){mode();if(q.addEventListener)q.addEventListener("change",function(){var t=s.getItem("theme");if(t!=="light"&&t!=="dark")mode()})}try{s=window.localStorage;q=matchMedia("(prefers-color-scheme: dark)");var i,k;if(h.hasAttribute("${SHOWN_ATTRIBUTE}")){var l=s.getItem("household:language"),L=["en","es","fr","de"];if(L.indexOf(l)<0){l="en";var p=navigator.languages||[];for(i=0;i<p.length;i++){var b=String(p[i]).toLowerCase().split("-")[0];if(L.indexOf(b)>=0){l=b;break}}}follow();if(l!=="en"){var m=document.getElementById("${PRERENDERED_ID}-"+l);if(m){c.innerHTML=m.innerHTML;h.lang=l}}return}var v=JSON.parse(s.getItem("household:lastSeen")||"null"),u=null,st=document.getElementById("${PRERENDERED_ID}-css");function band(w){var b=[480,768,1024,1280,1536],i=0;while(i<b.length&&w>=b[i])i++;return i}if(!v||!st||navigator.onLine===false||v.path!==location.pathname||band(v.width)!==band(innerWidth)||!(Date.now()-v.savedAt<${LAST_SEEN_MAX_AGE_MS})||s.getItem("household:familyScreenKey"))throw 0;for(i=0;i<s.length;i++){k=s.key(i)||"";if(k.indexOf("__convexAuthJWT_")===0)u=JSON.parse(atob((s.getItem(k)||"").split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).sub}if(!u||u!==v.sub)throw 0;st.textContent=v.css+"\\n#${PRERENDERED_ID}~#root{display:none}";c.innerHTML=v.html;c.setAttribute("inert","");c.setAttribute("aria-hidden","true");c.setAttribute("data-last-seen",v.path);if(v.lang)h.lang=v.lang;follow();setTimeout(function(){c.remove();st.remove()},${LAST_SEEN_HOLD_MS})}catch(e){c.remove()}})();`;
}

/** The built entry's script tag in the shell, which the head's script replaces. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The build's module preloads (the entry's static imports). */
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const PRELOAD_TAG_LINE = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;

function pageHtml(shell: string, path: string, snapshots: Record<(typeof LANGUAGES)[number], Snapshot>): string {
  const entry = ENTRY_TAG.exec(shell);
  if (!entry) throw new Error("prerender: the built index.html has no module entry script");
  // Each rule once, whichever languages used it (a rule's text may span lines: @media, @keyframes).
  const rules = [...new Set(Object.values(snapshots).flatMap((s) => s.css))];
  const css = keepUsedVariables(
    rules,
    Object.values(snapshots).map((s) => s.html),
  ).join("\n");
  const templates = LANGUAGES.filter((l) => l !== "en")
    .map((l) => `<template id="${PRERENDERED_ID}-${l}">${snapshots[l].html}</template>`)
    .join("");
  const copy =
    // While the copy is up, the app renders out of sight below it (and takes over from it when ready).
    `<style id="${PRERENDERED_ID}-css">${css.replace(/<\/style/gi, "<\\/style")}\n#${PRERENDERED_ID}~#root{display:none}</style>` +
    `<div id="${PRERENDERED_ID}">${snapshots.en.html}</div>${templates}` +
    `<script>${chooserScript()}</script>`;
  // The head's script adds the entry and its preloads when the app is to start, not the parser.
  const preloads = [...shell.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  return shell
    .replace(entry[0], "")
    .replace(PRELOAD_TAG_LINE, "")
    // At the head's end, after the manifest link it may rename.
    .replace("</head>", `<script>${deciderScript(path, entry[1], [entry[1], ...preloads])}</script></head>`)
    .replace('<div id="root">', `${copy}<div id="root">`);
}

/** Writes the prerendered pages into `outDir` (a finished `vite build`). Returns what it did, for the build log. */
export async function prerenderSignedOutPages(outDir: string): Promise<string> {
  let chromium: typeof import("@playwright/test").chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    return "skipped: @playwright/test is not installed";
  }
  const shell = readFileSync(join(outDir, "index.html"), "utf8");
  if (shell.includes(`id="${PRERENDERED_ID}"`)) return "already prerendered";
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
  } catch {
    return "skipped: no Chromium (set CHROMIUM_PATH)";
  }
  const server = await serve(outDir, shell);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const { path, file } of PAGES) {
      const snapshots = {} as Record<(typeof LANGUAGES)[number], Snapshot>;
      for (const language of LANGUAGES) {
        // Signed out, light mode, motion as most devices have it; no service worker, no backend:
        // the signed-out pages need neither, and the copy must not depend on one answering.
        const context = await browser.newContext({ locale: language, colorScheme: "light", serviceWorkers: "block" });
        await context.routeWebSocket(/.*/, (socket) => socket.close());
        const page = await context.newPage();
        await page.goto(base + path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        snapshots[language] = await page.evaluate(snapshotInPage, `${PRERENDERED_ID}-`);
        await context.close();
      }
      const target = join(outDir, file);
      mkdirSync(join(target, ".."), { recursive: true });
      writeFileSync(target, pageHtml(shell, path, snapshots));
    }
  } finally {
    server.close();
    await browser.close();
  }
  return `${PAGES.map((p) => p.path).join(" and ")} in ${LANGUAGES.length} languages`;
}

/** The Vite plugin: prerenders after every production build of the app. */
export function prerenderPlugin(): Plugin {
  let outDir = "dist";
  let logger: Logger | null = null;
  let backendUrl: string | undefined;
  return {
    name: "household-prerender",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
      backendUrl = config.env.VITE_CONVEX_URL as string | undefined;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Clerk's sign-in page is Clerk's own; its session is not in localStorage either.
        if (process.env.VITE_CLERK_PUBLISHABLE_KEY) return;
        // Without a backend the build shows only "No backend configured": nothing to copy.
        if (!backendUrl) {
          logger?.warn("prerendered signed-out pages: skipped: VITE_CONVEX_URL is not set");
          return;
        }
        const result = await prerenderSignedOutPages(outDir);
        logger?.info(`prerendered signed-out pages: ${result}`);
      },
    },
  };
}
