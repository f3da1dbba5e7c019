import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
// With its extension: Vite's native config loader (to become its default) runs this file on plain Node.
import { appManifest } from "./src/features/pwa/appManifest.ts";
import { prerenderPlugin } from "./scripts/prerender.ts";

// The router plugin must come before react() so it can split route files first.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      quoteStyle: "double",
      // Tests may sit beside the routes they check; they are not routes.
      routeFileIgnorePattern: "\\.test\\.tsx?$",
    }),
    react(),
    // `/` and `/login` as HTML and CSS in the build, painted before any script runs
    // (scripts/prerender.ts); before the PWA plugin, whose precache list then has them.
    prerenderPlugin(),
    // An installable app whose service worker serves the app shell offline.
    // "prompt": a new version waits until the person chooses to reload
    // (src/features/pwa/UpdatePrompt.tsx registers the worker). No worker in
    // development (`npm start`, the e2e suite): devOptions stays off.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      devOptions: { enabled: false },
      includeAssets: ["pwa-icon.svg", "apple-touch-icon.png"],
      // The family's name replaces "Family Household" once a page knows it
      // (src/features/pwa/familyManifestLink.ts).
      manifest: appManifest,
      workbox: {
        // The whole app shell: every route's chunk and each language's strings,
        // so a page opened offline renders whichever view it is.
        globPatterns: ["**/*.{html,js,css,svg,png,ico,woff,woff2}"],
        // Any in-app URL opened offline gets the shell; the router takes it from there.
        navigateFallback: "/index.html",
        // Paths a server owns rather than the app's router: the backend's HTTP
        // routes (when proxied to this origin), well-known files, and any URL of a file.
        navigateFallbackDenylist: [/^\/api\//, /^\/_local\//, /^\/\.well-known\//, /^\/[^?]*\.[a-z0-9]+$/i],
        // No runtimeCaching: Convex's WebSocket and HTTP calls (another origin)
        // always go to the network; the data is live or absent, never stale from a cache.
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
