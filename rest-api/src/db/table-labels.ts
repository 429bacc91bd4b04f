/**
 * How a table is named in a message about records that still refer to another one ("This grade is still
 * used by employees", DESIGN §2: 409 naming the referrer). Link tables are named after their owner.
 */
const LABELS: Record<string, string> = {
  employees: 'employees',
  employee_companies: 'employees',
  departments: 'departments',
  positions: 'positions',
  grades: 'grades',
  companies: 'companies',
  salesperson_codes: 'salesperson codes',
  isos: 'ISO documents',
  portfolios: 'portfolios',
};

/** The plural label for `table` (a SQL table name); unknown tables read as their name with spaces. */
export function tableLabel(table: string): string {
  return LABELS[table] ?? table.replaceAll('_', ' ');
}
