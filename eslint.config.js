import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "convex/_generated",
      "src/routeTree.gen.ts",
      "test-results",
      "playwright-report",
      ".local-data",
      "local-backend/test-fixture/convex/_generated",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A forgotten await loses errors and breaks the one-mutation-at-a-time order.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every word a person reads goes through i18next (src/i18n): a literal in JSX
    // text or in a user-facing attribute fails the lint, and so does a toast
    // called with a literal string.
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx", "src/test/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|subtitle|description|submitLabel|helperText|message|fallbackText)$"],
          },
          words: { exclude: ["^[\\s\\p{P}\\p{S}\\d]*$"] },
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name=/^notify(Success|Error|Info|Warning)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)",
          message: "Toast texts go through i18next: pass t(\"…\"), not a literal.",
        },
      ],
    },
  },
  {
    // The web app shares convex/lib (schemas, limits, pure rules, view types) with the server,
    // never convex/model: that is server logic, with its database access.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/convex/model", "**/convex/model/**"], message: "src/ uses convex/lib, never convex/model." }] },
      ],
    },
  },
  ...convexPlugin.configs.recommended,
  {
    // Tests set the deployment's environment themselves.
    files: ["convex/**/*.test.ts", "convex/test.setup.ts"],
    rules: { "@convex-dev/no-process-env": "off" },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
