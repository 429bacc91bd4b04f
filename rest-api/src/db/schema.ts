/**
 * The whole Drizzle schema: every table of the database, gathered for drizzle-kit (migrations in
 * `rest-api/drizzle/`) and for typed queries. Each table lives with its feature.
 */
export { grades } from '../resources/grades/table';
export { companies } from '../resources/companies/table';
export { departments } from '../resources/departments/table';
export { positions } from '../resources/positions/table';
export { salespersonCodes } from '../resources/salesperson-codes/table';
export { isos, isoDocuments } from '../resources/isos/table';
export { portfolios } from '../resources/portfolios/table';
export { employees, employeeCompanies } from '../resources/employees/table';
export { notifications } from '../notifications/table';
export { passwordResetTokens } from '../auth/reset-tokens-table';
export { signInAttempts } from '../auth/sign-in-attempts-table';
export { sessions } from '../auth/sessions-table';
export { signInKnownAddresses } from '../auth/sign-in-known-addresses-table';
export { mailOutbox } from '../mail/outbox-table';
export { rowCounts } from './row-counts';
