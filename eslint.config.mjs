// ESLint flat config. Source files are linted with type information (typescript-eslint's project service
// reads tsconfig.json), so promise misuse is caught: a forgotten `await` on a database write, or an async
// function handed to an event handler that drops its rejection.
// Formatting is Prettier's job (`npm run format`): no stylistic rules here.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "lib/generated/",
    ".next/",
    ".next-*/",
    "node_modules/",
    ".data/",
    ".tmp/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "blob-report/",
    "next-env.d.ts",
  ]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The Node scripts are plain ES modules outside tsconfig's `include`; lint them with its options too.
          allowDefaultProject: ["*.mjs", "scripts/*.mjs", "scripts/lib/*.mjs", "tests/support/nginx-proxy.mjs"],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 48,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Async methods that implement a Promise-returning interface (storage, mail transport, Auth.js callbacks)
      // are async on purpose, so a throw becomes a rejection; an `await` is not what makes them right.
      "@typescript-eslint/require-await": "off",
      // Control characters in these patterns are deliberate: they strip or refuse them in headers, file names and URLs.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
    // Without JSDoc every untyped value in plain JavaScript is `any`: these rules would flag all of it.
    // The promise rules above still apply to the scripts.
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // The reader's service worker runs in the browser, in a worker's global scope, outside tsconfig:
  // linted without type information.
  { files: ["public/read/sw.js"], ...tseslint.configs.disableTypeChecked },
  { files: ["public/read/sw.js"], languageOptions: { globals: globals.serviceworker } },
  {
    files: ["tests/**/*.ts", "**/*.test.ts"],
    // Vitest's and Playwright's asymmetric matchers (expect.any(Date), expect.stringContaining) are
    // typed `any`; placing them in an expected object is their whole purpose.
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },

  // React and Next.js rules where React code lives.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "emails/**/*.{ts,tsx}", "lib/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    settings: { next: { rootDir: import.meta.dirname } },
    rules: {
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Covers are generated SVGs served with fixed dimensions; next/image does not optimise SVG.
      "@next/next/no-img-element": "off",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
