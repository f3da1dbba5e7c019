import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";

// The router plugin must come before react() so it can split route files first.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
  ],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
