/**
 * The records the simulated users create, edit and delete through the gateway (issue 8: master data and
 * employees), described once: the six operations' names, the input they send and the fields that must
 * read back exactly as acknowledged.
 */
export interface WriteKind {
  /** GraphQL type name, e.g. `Grade`. */
  type: string;
  /** Relative frequency among creates. */
  weight: number;
  create: string;
  update: string;
  remove: string;
  get: string;
  createInput: string;
  updateInput: string;
  /** Fields selected on the record (always with `id version`). */
  selection: string;
  /** A new record's input; `tag` is unique in the run, `refs` holds ids of seeded records to refer to. */
  newInput(tag: string, refs: SeedRefs, random: () => number): Record<string, unknown>;
  /** The input of an edit of `current` (the whole record: GraphQL updates replace). */
  editInput(current: Record<string, unknown>, tag: string, random: () => number): Record<string, unknown>;
  /** Input fields that the record returns under the same name and value. */
  compared: string[];
  /** Whether a failed delete answers null with a warning instead of an error (deleteEmployee, spec §8). */
  deleteFallsBack?: boolean;
}

/** Ids of seeded records that new records refer to. */
export interface SeedRefs {
  departmentIds: string[];
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const level = (random: () => number) => 1 + Math.floor(random() * 99);

/** The seven kinds of record the load writes. */
export const WRITE_KINDS: readonly WriteKind[] = [
  {
    type: 'Grade', weight: 3,
    create: 'createGrade', update: 'updateGrade', remove: 'deleteGrade', get: 'grade',
    createInput: 'GradeInput', updateInput: 'GradeInput',
    selection: 'name level description',
    newInput: (tag, _refs, random) => ({ name: `Rel grade ${tag}`, level: level(random), description: `created ${tag}` }),
    editInput: (current, tag, random) => ({ name: current.name, level: level(random), description: `edited ${tag}` }),
    compared: ['name', 'level', 'description'],
  },
  {
    type: 'Department', weight: 2,
    create: 'createDepartment', update: 'updateDepartment', remove: 'deleteDepartment', get: 'department',
    createInput: 'DepartmentInput', updateInput: 'DepartmentInput',
    selection: 'name code',
    newInput: (tag) => ({ name: `Rel department ${tag}`, code: `D${tag}`.slice(0, 20) }),
    editInput: (current, tag) => ({ name: current.name, code: `E${tag}`.slice(0, 20) }),
    compared: ['name', 'code'],
  },
  {
    type: 'Company', weight: 2,
    create: 'createCompany', update: 'updateCompany', remove: 'deleteCompany', get: 'company',
    createInput: 'CompanyInput', updateInput: 'CompanyInput',
    selection: 'name code address phone email',
    newInput: (tag) => ({ name: `Rel company ${tag}`, code: `C${tag}`.slice(0, 20), address: `${tag} Test Street`, phone: '+971 4 000 0000', email: `c${tag}@example.com` }),
    editInput: (current, tag) => ({ name: current.name, code: current.code, address: `${tag} Edited Street`, phone: current.phone, email: current.email }),
    compared: ['name', 'code', 'address', 'phone', 'email'],
  },
  {
    type: 'Portfolio', weight: 2,
    create: 'createPortfolio', update: 'updatePortfolio', remove: 'deletePortfolio', get: 'portfolio',
    createInput: 'PortfolioInput', updateInput: 'PortfolioInput',
    selection: 'name description active',
    newInput: (tag) => ({ name: `Rel portfolio ${tag}`, description: `created ${tag}`, active: true }),
    editInput: (current, tag, random) => ({ name: current.name, description: `edited ${tag}`, active: random() < 0.5 }),
    compared: ['name', 'description', 'active'],
  },
  {
    type: 'SalespersonCode', weight: 2,
    create: 'createSalespersonCode', update: 'updateSalespersonCode', remove: 'deleteSalespersonCode', get: 'salespersonCode',
    createInput: 'SalespersonCodeInput', updateInput: 'SalespersonCodeInput',
    selection: 'code description active',
    newInput: (tag) => ({ code: `SP${tag}`.slice(0, 20), description: `created ${tag}`, active: true }),
    editInput: (current, tag, random) => ({ code: current.code, description: `edited ${tag}`, active: random() < 0.5 }),
    compared: ['code', 'description', 'active'],
  },
  {
    type: 'Position', weight: 2,
    create: 'createPosition', update: 'updatePosition', remove: 'deletePosition', get: 'position',
    createInput: 'PositionInput', updateInput: 'PositionInput',
    selection: 'name description departmentId',
    newInput: (tag, refs, random) => ({ name: `Rel position ${tag}`, departmentId: pick(refs.departmentIds, random), description: `created ${tag}` }),
    editInput: (current, tag) => ({ name: current.name, departmentId: current.departmentId, description: `edited ${tag}` }),
    compared: ['name', 'departmentId', 'description'],
  },
  {
    type: 'Employee', weight: 1,
    create: 'registerEmployee', update: 'updateEmployee', remove: 'deleteEmployee', get: 'employee',
    createInput: 'EmployeeRegisterInput', updateInput: 'EmployeeInput',
    selection: 'employeeNo employeeName email phone roles active gvr',
    newInput: (tag) => ({
      employeeNo: `R${tag}`.slice(0, 20),
      employeeName: `Reliability User ${tag}`,
      email: `rel.${tag}@example.com`,
      phone: '+971 50 000 0000',
      roles: ['EMPLOYEE'],
      active: true,
      gvr: false,
      password: `Reliable${tag}x9`.slice(0, 60),
    }),
    editInput: (current, tag, random) => ({
      employeeNo: current.employeeNo,
      employeeName: `Reliability User edited ${tag}`,
      email: current.email,
      phone: current.phone,
      roles: current.roles,
      active: true,
      gvr: random() < 0.5,
    }),
    compared: ['employeeNo', 'employeeName', 'email', 'phone', 'gvr'],
    deleteFallsBack: true,
  },
];

/** The create mutation of `kind`. */
export function createDocument(kind: WriteKind): string {
  return `mutation Create($input: ${kind.createInput}!) { ${kind.create}(input: $input) { id version ${kind.selection} } }`;
}

/** The update mutation of `kind` (id, version, whole input). */
export function updateDocument(kind: WriteKind): string {
  return `mutation Update($id: ID!, $version: Int!, $input: ${kind.updateInput}!) { ${kind.update}(id: $id, version: $version, input: $input) { id version ${kind.selection} } }`;
}

/** The delete mutation of `kind`. */
export function deleteDocument(kind: WriteKind): string {
  return `mutation Delete($id: ID!) { ${kind.remove}(id: $id) }`;
}

/** The single-record query of `kind`. */
export function getDocument(kind: WriteKind): string {
  return `query Get($id: ID!) { ${kind.get}(id: $id) { id version ${kind.selection} } }`;
}

/** A read a simulated user makes: its document, variables and whether only Gvr/Admin may make it. */
export interface ReadOperation {
  name: string;
  query: string;
  variables?: (random: () => number) => Record<string, unknown>;
  managersOnly?: boolean;
}

const searches = ['', 'a', 'sales', 'Rel', 'G', 'manager', 'x'];

/** The reads of the load: pages with search and sort, full lists, references, one's own record. */
export const READ_OPERATIONS: readonly ReadOperation[] = [
  {
    name: 'grades page',
    query: 'query($page: Int, $search: String) { grades(page: $page, pageSize: 20, search: $search, sort: { field: LEVEL, direction: DESC }) { items { id name level description version } total totalPages } }',
    variables: (random) => ({ page: 1 + Math.floor(random() * 3), search: pick(searches, random) || null }),
  },
  { name: 'all departments', query: '{ allDepartments { id name code head { id employeeName } } }' },
  {
    name: 'positions page',
    query: 'query($page: Int) { positions(page: $page, pageSize: 10) { items { id name department { id name } } total } }',
    variables: (random) => ({ page: 1 + Math.floor(random() * 2) }),
  },
  { name: 'companies page', query: '{ companies(pageSize: 25) { items { id name code email } total } }' },
  { name: 'all salesperson codes', query: '{ allSalespersonCodes { id code active company { id name } } }' },
  { name: 'portfolios page', query: '{ portfolios(sort: { field: CREATED_AT, direction: DESC }) { items { id name active } total } }' },
  { name: 'notifications', query: '{ notifications { id title readAt } }' },
  {
    name: 'employees page',
    managersOnly: true,
    query:
      'query($page: Int, $search: String) { employees(page: $page, pageSize: 20, search: $search) { items { id employeeName email roles grade { name } department { name } position { name } companies { name } reportsTo { employeeName } } total } }',
    variables: (random) => ({ page: 1 + Math.floor(random() * 2), search: pick(searches, random) || null }),
  },
];
