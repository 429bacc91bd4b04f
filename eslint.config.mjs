/**
 * One ESLint config for the whole repository (`npm run lint:eslint`; `npm run lint` adds Prettier's check).
 *
 * - TypeScript: typescript-eslint's type-checked recommended rules, types from each folder's tsconfig.json
 *   (projectService: the tsconfig.json nearest to a file, and the configs it refers to).
 * - Rooms (DESIGN §6): import-x's no-restricted-paths zones below, and no import cycles anywhere, type
 *   imports included (scripts/lint/no-cycle.mjs: import-x/no-cycle skips `import type`).
 * - GraphQL: @graphql-eslint on the schema modules and the composed schema.graphql, and on the web's
 *   operation files against that schema (.graphqlrc.yml).
 * - React hooks rules in the web client; Prettier owns formatting (eslint-config-prettier, last).
 */
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import rooms from './scripts/lint/no-cycle.mjs';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly inside `dir` (relative to the root), none when it does not exist. */
function foldersOf(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WORKSPACES = ['rest-api', 'gateway', 'web'];

/**
 * The rooms of DESIGN §6 as import-x/no-restricted-paths zones (paths relative to the root). Read from
 * the folders as they are, so that a new feature gets its own zone without editing this file.
 */
const ROOMS = [
  // web: a feature may not import another feature (they share through forms/, lib/, crud/ …).
  ...foldersOf('web/src/features').map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature (DESIGN §6): move what both need out of features/.',
  })),
  // web: app/ is start-up only; nothing below it imports it (main.tsx, the entry, starts it).
  {
    target: foldersOf('web/src')
      .filter((folder) => folder !== 'app')
      .map((folder) => `./web/src/${folder}`),
    from: './web/src/app',
    message: 'web/src/app is start-up only (DESIGN §6): nothing below it may import it.',
  },
  // rest-api: the CRUD mechanism serves the resources and the features above it (exports, workflows),
  // which compose it (src/resources/routes.ts): it imports none of them (docs/rest-api-structure.md).
  {
    target: './rest-api/src/crud',
    from: ['./rest-api/src/resources', './rest-api/src/exports', './rest-api/src/workflow', './rest-api/src/dashboard', './rest-api/src/app.ts'],
    message: 'rest-api/src/crud is the mechanism (docs/rest-api-structure.md): what it needs of the resources is passed in by their composer (src/resources/routes.ts).',
  },
  // rest-api: sign-in, workflows and notifications stand on the organisation (src/identity/), not on the resources.
  {
    target: ['./rest-api/src/auth', './rest-api/src/workflow', './rest-api/src/notifications', './rest-api/src/identity'],
    from: './rest-api/src/resources',
    message: 'auth/, workflow/, notifications/ and identity/ stand below the resources (docs/rest-api-structure.md): import the tables from src/identity/.',
  },
  // gateway: the CRUD mechanism knows the resource descriptions only through their registry.
  {
    target: './gateway/src/crud',
    from: './gateway/src/setup',
    except: ['./registry.ts'],
    message: 'gateway/src/crud is the mechanism (DESIGN §6): it may read the descriptions only through setup/registry.ts.',
  },
  // No workspace imports another workspace's sources (they share through contract/ copies and the GraphQL contract).
  ...WORKSPACES.map((workspace) => ({
    target: `./${workspace}`,
    from: WORKSPACES.filter((other) => other !== workspace).map((other) => `./${other}/src`),
    message: "A workspace may not import another workspace's sources (DESIGN §6).",
  })),
  // packages/ (the generated-types package, packages/graphql-types/README.md) is built from the GraphQL
  // contract alone: an integrator receives it without any workspace's code.
  {
    target: './packages',
    from: WORKSPACES.map((workspace) => `./${workspace}/src`),
    message: "packages/ import no workspace's src/ (DESIGN §6): they are generated from the GraphQL contract only.",
  },
  // server-kit/ is copied into the servers (server-kit/README.md): it stands on its own, without any workspace's code.
  {
    target: ['./server-kit', './contract'],
    from: WORKSPACES.map((workspace) => `./${workspace}`),
    message: 'server-kit/ and contract/ are copied into the workspaces by codegen (DESIGN §6): they import no workspace.',
  },
  // The suites outside the workspaces share through contract/ and scripts/stack/, never a workspace's src/.
  {
    target: ['./e2e', './bench', './reliability'],
    from: WORKSPACES.map((workspace) => `./${workspace}/src`),
    message: "e2e, bench and reliability import no workspace's src/ (DESIGN §6): use contract/ or scripts/stack/.",
  },
];

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    // Written by `npm run codegen` (checked by codegen:check), not by hand.
    '**/src/generated/',
    'bench/results/',
    'bench/tmp/',
    'reliability/results/',
    'rest-api/drizzle/',
  ]),

  // JavaScript and TypeScript
  {
    files: [...TS, ...JS],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // React event attributes (onSubmit={handleSubmit}) take promise-returning handlers that catch
      // their own errors; every other void position (callbacks, properties, returns) stays checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The stores and services here are closures made by create…() factories, never classes: their
      // methods do not use `this`, and destructuring them (useSyncExternalStore(store.subscribe, …)) is safe.
      '@typescript-eslint/unbound-method': 'off',
      // `async` without `await` marks a function that implements a promise-returning contract (Fastify
      // handlers and hooks, resolvers, loaders, test doubles); making it sync would change what it throws.
      '@typescript-eslint/require-await': 'off',
      // Names starting with _ are deliberately unused (a handler's unused argument, a dropped key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON answers as `any` (light-my-request's and fetch's json(), GraphQL results) and check
    // their shape with expectations, and node:test's describe/it return promises the runner awaits.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'reliability/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Request bodies the tests inspect are strings (fetch's BodyInit type is wider).
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
    },
  },
  {
    files: JS,
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx', 'web/testing/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The two hook rules; not v7's React Compiler rules (refs, set-state-in-effect, …), which assume the
    // compiler, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // Rooms and cycles
  {
    files: [...TS, ...JS],
    plugins: { 'import-x': importX, rooms },
    settings: {
      // How import-x reads and resolves the files an import leads to (no-restricted-paths): TypeScript's parser for TS.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'rooms/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ROOMS }],
    },
  },
  {
    // Tables whose rows refer to each other (a department's head is an employee, an employee has a
    // department and a position headed by …) import each other; Drizzle reads the other table in a
    // callback (extra config), after both modules have loaded.
    files: ['rest-api/src/resources/*/table.ts', 'rest-api/src/identity/*-table.ts'],
    rules: { 'rooms/no-cycle': 'off' },
  },
  {
    // A web test may start the whole app (App, routes) to test its room as users reach it, and a test of
    // the gateway's CRUD mechanism may run it on a real description.
    // Likewise rest-api's tests of the mechanism and of sign-in run them on the real descriptions.
    files: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx', 'gateway/src/crud/**/*.test.ts', 'rest-api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: ROOMS.filter((zone) => zone.from !== './web/src/app' && zone.from !== './gateway/src/setup' && !String(zone.target).startsWith('./rest-api/src/')),
        },
      ],
    },
  },

  // GraphQL: the schema modules and the composed schema; the web's operations against it.
  {
    files: ['schema/**/*.graphql', 'schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // The schema writes one-line descriptions as "…" and longer ones as block strings; the rule knows
      // only one style for all.
      '@graphql-eslint/description-style': 'off',
      // Pages, payloads and value objects have no identity of their own.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          exceptions: {
            suffixes: ['Page', 'Payload', 'Error', 'Range', 'Link', 'Contact', 'Hours', 'Item', 'Note', 'Receipt', 'Total'],
            // The dashboard's figures (docs/dashboard.md): values of one report, without an identity of their own.
            types: [
              'Dashboard',
              'DashboardPeriod',
              'DashboardVisitFigures',
              'DashboardMyVisits',
              'DashboardStatusCount',
              'DashboardKindCount',
              'DashboardWeekVisits',
              'DashboardCategoryVisits',
              'DashboardTeam',
              'DashboardClaims',
              // The error contract (docs/graphql-grammar.md "Errors") and the sign-in's values: shapes, not records.
              'ErrorExtensions',
              'ResponseExtensions',
              'ErrorContract',
              'Warning',
              'SessionToken',
              'Permission',
            ],
          },
        },
      ],
      // Field names are the contract's (DESIGN §2: Employee.employeeName, employeeNo), not renamed for GraphQL.
      '@graphql-eslint/no-typename-prefix': 'off',
      // The shared types of the new field kinds (Decimal, DateRange, ReorderPayload …) are declared before
      // every resource that uses them lands.
      '@graphql-eslint/no-unreachable-types': 'off',
    },
  },
  {
    // The schema modules are the composer's input: `@auth(permission: "…")` becomes `roles:` in schema.graphql,
    // and a catalogue type's `id` (with version and timestamps) is added there; schema.graphql is checked whole.
    files: ['schema/**/*.graphql'],
    rules: { '@graphql-eslint/known-argument-names': 'off', '@graphql-eslint/strict-id-in-types': 'off' },
  },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: graphqlPlugin.configs['flat/operations-recommended'].rules,
  },

  prettier,
]);
