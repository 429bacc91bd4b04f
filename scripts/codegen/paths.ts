import path from 'node:path';

/** The repository root (scripts/codegen/ is two levels below it). */
export const ROOT = path.resolve(__dirname, '../..');

/** The composed GraphQL contract, committed at the root (DESIGN §3). */
export const SCHEMA_FILE = path.join(ROOT, 'schema.graphql');

/** The schema modules, `schema/<area>/*.graphql`. */
export const SCHEMA_MODULES_DIR = path.join(ROOT, 'schema');

/** A root folder of TypeScript modules that codegen copies into workspaces, which compile separately. */
export interface CopiedModule {
  /** The folder at the root, e.g. `contract`. */
  folder: string;
  /** Where its copies go (relative to the root), each with every module or `only` the ones named. */
  copies: { dir: string; only?: readonly string[] }[];
}

/**
 * The shared modules and their copies: `contract/` (roles, permissions, menu table, resource catalogue) into each workspace's `src/generated/contract/`, and
 * `server-kit/` (the Node servers' shared start-up, metrics and tracing, server-kit/README.md) into the
 * rest-api's and the gateway's `src/generated/server-kit/`, and its `shutdown.ts`, `stalled-download.ts` and `trust-proxy.ts` into the web front server's.
 */
export const COPIED_MODULES: readonly CopiedModule[] = [
  { folder: 'contract', copies: ['rest-api', 'gateway', 'web'].map((workspace) => ({ dir: `${workspace}/src/generated/contract` })) },
  {
    folder: 'server-kit',
    copies: [
      {
        dir: 'rest-api/src/generated/server-kit',
        only: ['app-metrics.ts', 'bearer-token.ts', 'metrics-route.ts', 'shutdown.ts', 'tracing.ts', 'tracing-sdk.ts', 'trust-proxy.ts'],
      },
      { dir: 'gateway/src/generated/server-kit' },
      { dir: 'web/server/src/generated/server-kit', only: ['shutdown.ts', 'stalled-download.ts', 'trust-proxy.ts'] },
    ],
  },
];

/** Where the web's generated CRUD operations go, one `<name>.graphql` per catalogue entry. */
export const WEB_CRUD_OPERATIONS_DIR = path.join(ROOT, 'web/src/generated/crud');

/** Where the web's hand-written per-resource fragments live (`fragment XFields`, `XChoiceFields`). */
export const WEB_FEATURES_DIR = path.join(ROOT, 'web/src/features');
