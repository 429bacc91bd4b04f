/**
 * The contract shared by every layer (DESIGN §2, §6, §7): roles, permissions, the spec §2 menu table and
 * the resource catalogue. Plain TypeScript without dependencies. Workspaces import their generated copy
 * (`<workspace>/src/generated/contract/`, written by `npm run codegen`); e2e, bench and reliability
 * import this folder directly.
 */
export * from './dates';
export * from './fields';
export * from './menu';
export * from './permissions';
export * from './resource-fields';
export * from './resources';
export * from './rest-routes';
export * from './roles';
export * from './workflows';
