import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The app modules that build-time Node code imports (it knows no ~/ alias). */
const NODE_LOADED_APP_MODULES = [
  "app/routes.ts",
  "app/lib/site-urls.ts",
  "app/lib/words.ts",
  "app/lib/dates.ts",
  "app/lib/policy-anchors.ts",
  "app/lib/course-format.ts",
  "app/content/articles.ts",
  "app/lib/share-images.ts",
];

export default tseslint.config(
  { ignores: ["build/", ".astro/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One import order everywhere (fixed by `npm run lint -- --fix`): packages (node: first), then `~/` modules,
    // then relative ones, each group alphabetical.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": [
        "error",
        { groups: [["^\\u0000"], ["^node:"], ["^@?\\w", "^virtual:"], ["^~/"], ["^\\."]] },
      ],
      "simple-import-sort/exports": "error",
    },
  },
  {
    // Inside app/, a module imports its own folder with ./ and any other folder of app/ with ~/ (docs/decisions/0014).
    files: ["app/**/*.{ts,tsx}"],
    ignores: NODE_LOADED_APP_MODULES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!(?:\\.\\./)*scripts/)",
              message: "Import another folder of app/ with ~/ (./ for the same folder).",
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time Node code (astro.config.mjs, admin/vite.config.ts, scripts/content) loads these without the ~/ alias.
    files: NODE_LOADED_APP_MODULES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^~/", message: "Node loads this module at build time: use a relative import." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    // Scripts drive browsers too: code passed to page.evaluate runs in the page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
