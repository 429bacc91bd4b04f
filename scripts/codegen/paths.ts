import path from 'node:path';

/** The repository root (scripts/codegen/ is two levels below it). */
export const ROOT = path.resolve(__dirname, '../..');

/** The composed GraphQL contract, committed at the root (DESIGN §3). */
export const SCHEMA_FILE = path.join(ROOT, 'schema.graphql');

/** The schema modules, `schema/<area>/*.graphql`. */
export const SCHEMA_MODULES_DIR = path.join(ROOT, 'schema');

/** The contract module (roles, permissions, menu table, resource catalogue). */
export const CONTRACT_DIR = path.join(ROOT, 'contract');

/** The workspaces that get a copy of the contract, each under `<workspace>/src/generated/contract/`. */
export const CONTRACT_COPY_DIRS = ['rest-api', 'gateway', 'web'].map((workspace) => path.join(ROOT, workspace, 'src/generated/contract'));

/** Where the web's generated CRUD operations go, one `<name>.graphql` per catalogue entry. */
export const WEB_CRUD_OPERATIONS_DIR = path.join(ROOT, 'web/src/generated/crud');

/** Where the web's hand-written per-resource fragments live (`fragment XFields`, `XChoiceFields`). */
export const WEB_FEATURES_DIR = path.join(ROOT, 'web/src/features');
