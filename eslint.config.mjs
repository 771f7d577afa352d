// One lint configuration for the whole tree, run from the root in two halves side by side
// (`eslint:front-ends`, `eslint:rest`: `npm run lint`). Type-aware: typescript-eslint reads the
// tsconfig.json of each file's workspace.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX, createNodeResolver } from "eslint-plugin-import-x";

/**
 * No relative import climbs out of its workspace: code of another workspace is imported by its
 * package name (@shop/db, @shop/standins, ...), so the dependency is declared and turbo's task
 * graph knows it. A file n folders below its workspace's root may climb at most n levels; one
 * config block per depth says so (flat config's globs match a file's depth exactly).
 */
const WORKSPACES = ["api", "storefront", "admin", "packages/*"];
const DEEPEST = 12;
const stayInTheWorkspace = WORKSPACES.flatMap((workspace) =>
  Array.from({ length: DEEPEST + 1 }, (_, depth) => ({
    files: [`${workspace}/${"*/".repeat(depth)}*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
              message:
                "This climbs out of the workspace: import another workspace by its package name (add it to package.json), not by a relative path.",
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-server/**",
      "**/node_modules/**",
      "**/.turbo/**",
      "**/coverage/**",
      "packages/db/src/generated/**",
      "data/**",
      "api/data/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.mjs", "*.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["storefront/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read answers as `TestResponse` (api/test/harness.ts), whose JSON is deliberately untyped:
    // a wrong shape fails the assertion that reads it. Promises and every other rule stay checked.
    files: ["**/*.test.{ts,tsx}", "**/e2e/**/*.ts", "api/test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // Stand-ins of async functions (fetchers, uploads) are async without awaiting anything.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // No import cycles, so that every folder can be read from the bottom up (docs/architecture.md,
    // "Layers"). Type-only imports and the folders themselves are checked by
    // api/src/architecture.test.ts, which this rule cannot see.
    files: ["api/src/**/*.ts", "packages/*/src/**/*.ts", "storefront/src/**/*.{ts,tsx}", "admin/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  { files: ["storefront/public/**/*.js"], languageOptions: { globals: { ...globals.browser } } },
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  ...stayInTheWorkspace,
);
