/**
 * The whole Drizzle schema: every table of the database, gathered for drizzle-kit (migrations in
 * `rest-api/drizzle/`) and for typed queries. Each table lives with its feature under `src/resources/`.
 */
export { grades } from '../resources/grades/table';
export { companies } from '../resources/companies/table';
export { departments } from '../resources/departments/table';
export { positions } from '../resources/positions/table';
export { employees, employeeCompanies } from '../resources/employees/table';
