/**
 * The whole Drizzle schema: every table of the database, gathered for drizzle-kit (migrations in
 * `rest-api/drizzle/`) and for typed queries. Each table lives with its feature; the resources' tables
 * come through src/generated/tables.ts, which `npm run codegen` writes from src/resources/<name>/table.ts.
 */
export * from '../generated/tables';
export { notifications } from '../notifications/table';
export { passwordResetTokens } from '../auth/reset-tokens-table';
export { signInAttempts } from '../auth/sign-in-attempts-table';
export { sessions } from '../auth/sessions-table';
export { signInKnownAddresses } from '../auth/sign-in-known-addresses-table';
export { mailOutbox } from '../mail/outbox-table';
export { rowCounts } from './row-counts';
export { workflowHistory } from '../workflow/history-table';
export { workflowCounters } from '../workflow/counters-table';
