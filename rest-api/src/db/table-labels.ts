/**
 * How a table's rows are named in a message about records that still refer to another one ("This grade
 * is used by 3 employees and cannot be deleted.", DESIGN §2: 409 naming the referrer): one row and
 * several. Link tables are named after their owner (an `employee_companies` row is an employee's).
 */
const NOUNS: Record<string, { one: string; many: string }> = {
  employees: { one: 'employee', many: 'employees' },
  employee_companies: { one: 'employee', many: 'employees' },
  departments: { one: 'department', many: 'departments' },
  positions: { one: 'position', many: 'positions' },
  grades: { one: 'grade', many: 'grades' },
  companies: { one: 'company', many: 'companies' },
  salesperson_codes: { one: 'salesperson code', many: 'salesperson codes' },
  isos: { one: 'ISO document', many: 'ISO documents' },
  portfolios: { one: 'portfolio', many: 'portfolios' },
};

/** The plural label for `table` (a SQL table name); unknown tables read as their name with spaces. */
export function tableLabel(table: string): string {
  return NOUNS[table]?.many ?? table.replaceAll('_', ' ');
}

/**
 * `count` rows of `table` in words: `tableCount('employees', 1)` → "1 employee", `('employees', 3)` →
 * "3 employees"; an unknown table reads as its name with spaces ("2 visit reports" for `visit_reports`,
 * "1 visit reports" too: add it to the table above).
 */
export function tableCount(table: string, count: number): string {
  const noun = NOUNS[table];
  return `${count} ${noun ? (count === 1 ? noun.one : noun.many) : tableLabel(table)}`;
}
