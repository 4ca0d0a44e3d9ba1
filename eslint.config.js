import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Where app/ meets the build's one content load: the collections' loaders, and tests and routes that read it whole. */
const CONTENT_LOAD_READERS = [
  "app/content.config.ts",
  "app/pages/images/share/[...name].png.ts",
  "app/pages/images/logo.png.ts",
  "app/**/*.test.{ts,tsx}",
];

/** Where each layer's imports may not go (docs/decisions/0014): model/ <- scripts/ and app/, never back. */
const BUILD_CODE = {
  regex: "(^|/)scripts/",
  message: "app/ never imports the build's code: the content's types and constants are in model/.",
};
const APP_CODE = {
  regex: "^~/|(^|/)app/",
  message: "The build never imports app/: move what both need down to model/.",
};

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
    // Layers run one way (docs/decisions/0014): app/ imports model/, never scripts/; a schema of model/schemas only
    // as a type, so that zod never reaches a page's JavaScript (the options a page lists are in zod-free modules).
    files: ["app/**/*.{ts,tsx}"],
    ignores: CONTENT_LOAD_READERS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            BUILD_CODE,
            {
              regex: "(^|/)model/schemas/",
              allowTypeImports: true,
              message:
                "Import a schema module's types only (`import type`): its values would ship zod to the page.",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside app/, a module imports its own folder with ./ and any other folder of app/ with ~/; ../ only reaches
    // model/ (docs/decisions/0014).
    files: ["app/**/*.{ts,tsx}"],
    ignores: CONTENT_LOAD_READERS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!(?:\\.\\./)*model/)",
              message: "Import another folder of app/ with ~/ (./ for the same folder).",
            },
          ],
        },
      ],
    },
  },
  {
    // The share images' and the logo's endpoints run at build time only (prerendered, never in a page): they draw with the build's renderer.
    files: ["app/pages/images/share/*.ts", "app/pages/images/logo.png.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off", "no-restricted-imports": "off" },
  },
  {
    // model/ is the bottom: the content's schemas, types, options and formatting, imported by app/ and the build.
    files: ["model/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/|^virtual:|(^|/)(app|scripts|admin|e2e)/",
              message:
                "model/ imports only packages and model/: it is what app/ and the build both stand on.",
            },
          ],
        },
      ],
    },
  },
  {
    // The build and the editor's build config never import app/ (the editor's preview, admin/preview.tsx, renders
    // the site's components: it stands above them).
    files: [
      "scripts/**/*.{ts,mjs}",
      "integrations/**/*.{ts,mjs}",
      "admin/vite.config.ts",
      "astro.config.mjs",
      "vitest.config.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_CODE] }] },
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
