import type { Role } from '../auth/roles';
import type { Gender } from '../identity/legacy-gender';

/*
 * The demo data of "Acme Holdings Group": fixed values, so every seeded database is the same
 * (src/seed/seed.ts). Phone numbers use the fictional 555-01xx range; e-mail domains are example ones.
 */

/** The companies of the group (spec §3 "company"). */
export const COMPANIES = [
  { code: 'ATL', name: 'Acme Trading LLC', address: '12 Harbour Road, Suite 400, Port City', phone: '+1 555 0100', email: 'info@trading.acme.example' },
  { code: 'APD', name: 'Acme Pharma Distribution', address: '88 Industrial Avenue, Building C, Port City', phone: '+1 555 0110', email: 'orders@pharma.acme.example' },
  { code: 'AME', name: 'Acme Medical Equipment', address: '5 Science Park Drive, Port City', phone: '+1 555 0120', email: 'service@medical.acme.example' },
  { code: 'AEM', name: 'Acme Events & Marketing', address: '230 Festival Square, Port City', phone: '+1 555 0130', email: 'hello@events.acme.example' },
] as const;

/** Departments, by code. The head of Sales is set to the Hod demo user. */
export const DEPARTMENTS = [
  { code: 'SLS', name: 'Sales' },
  { code: 'MKT', name: 'Marketing' },
  { code: 'FIN', name: 'Finance' },
  { code: 'HR', name: 'Human Resources' },
  { code: 'OPS', name: 'Operations' },
  { code: 'IT', name: 'Information Technology' },
] as const;

/** Department codes of {@link DEPARTMENTS}. */
export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];

/** The pay scale, lowest first (`level` 1–8). */
export const GRADES = [
  { level: 1, name: 'G1 Trainee', description: 'Graduate trainees and interns in their first year.' },
  { level: 2, name: 'G2 Junior Officer', description: 'Entry-level staff working under close supervision.' },
  { level: 3, name: 'G3 Officer', description: 'Experienced staff who work independently.' },
  { level: 4, name: 'G4 Senior Officer', description: 'Senior specialists and key account holders.' },
  { level: 5, name: 'G5 Supervisor', description: 'Team leaders supervising a small team.' },
  { level: 6, name: 'G6 Manager', description: 'Managers of a function or a sales region.' },
  { level: 7, name: 'G7 Senior Manager', description: 'Heads of department.' },
  { level: 8, name: 'G8 Director', description: 'Directors of a company of the group.' },
] as const;

/** Grade names of {@link GRADES}. */
export type GradeName = (typeof GRADES)[number]['name'];

/** Positions, each in a department. */
export const POSITIONS = [
  { department: 'SLS', name: 'Sales Representative', description: 'Visits customers in a territory and files visit reports.' },
  { department: 'SLS', name: 'Key Account Manager', description: 'Looks after the largest hospital and distributor accounts.' },
  { department: 'SLS', name: 'Sales Manager', description: 'Leads the sales team and approves its requisitions.' },
  { department: 'MKT', name: 'Marketing Executive' },
  { department: 'MKT', name: 'Product Specialist' },
  { department: 'FIN', name: 'Accountant' },
  { department: 'FIN', name: 'Finance Manager' },
  { department: 'HR', name: 'HR Officer' },
  { department: 'OPS', name: 'Warehouse Supervisor' },
  { department: 'OPS', name: 'Logistics Coordinator' },
  { department: 'IT', name: 'Systems Administrator' },
  { department: 'IT', name: 'Software Developer' },
] as const satisfies readonly { department: DepartmentCode; name: string; description?: string }[];

/** Position names of {@link POSITIONS}. */
export type PositionName = (typeof POSITIONS)[number]['name'];

/** Company codes of {@link COMPANIES}. */
export type CompanyCode = (typeof COMPANIES)[number]['code'];

/** Salesperson codes, given to the employees who sell. */
export const SALESPERSON_CODES = [
  { code: 'SP-APD-01', description: 'Pharma distribution, North territory', company: 'APD', active: true },
  { code: 'SP-APD-02', description: 'Pharma distribution, South territory', company: 'APD', active: true },
  { code: 'SP-AME-01', description: 'Medical equipment, hospitals', company: 'AME', active: true },
  { code: 'SP-ATL-01', description: 'Trading, wholesale accounts', company: 'ATL', active: true },
  { code: 'SP-KAM-01', description: 'Key accounts across the group', company: null, active: true },
  { code: 'SP-APD-99', description: 'Former West territory (closed)', company: 'APD', active: false },
] as const satisfies readonly { code: string; description: string; company: CompanyCode | null; active: boolean }[];

/** Codes of {@link SALESPERSON_CODES}. */
export type SalespersonCode = (typeof SALESPERSON_CODES)[number]['code'];

/** A document attached to a seeded ISO record: a one-page PDF of `lines`, or a plain-text file. */
export type SeedDocument = { kind: 'pdf'; originalName: string; lines: string[] } | { kind: 'text'; originalName: string; text: string };

/** ISO records, each with real attached documents (generated at seed time, src/seed/seed-files.ts). */
export const ISOS: readonly { name: string; code: string; description: string; company: CompanyCode | null; documents: SeedDocument[] }[] = [
  {
    name: 'Quality Manual',
    code: 'ISO 9001:2015',
    description: 'How the group plans, runs and improves the quality of its services.',
    company: null,
    documents: [
      { kind: 'pdf', originalName: 'Quality Manual.pdf', lines: ['Quality Manual', 'ISO 9001:2015', 'Acme Holdings Group', 'Revision 4, approved by the Board.'] },
      {
        kind: 'text',
        originalName: 'Revision history.txt',
        text: 'Revision 4: scope extended to Acme Events & Marketing.\nRevision 3: new supplier evaluation.\nRevision 2: document control moved to Back Office.\n',
      },
    ],
  },
  {
    name: 'Environmental Policy',
    code: 'ISO 14001:2015',
    description: 'Our commitments on waste, energy and transport.',
    company: 'ATL',
    documents: [{ kind: 'pdf', originalName: 'Environmental Policy.pdf', lines: ['Environmental Policy', 'ISO 14001:2015', 'Acme Trading LLC'] }],
  },
  {
    name: 'Medical Devices Quality System',
    code: 'ISO 13485:2016',
    description: 'Quality management for the medical equipment we sell and service.',
    company: 'AME',
    documents: [
      { kind: 'pdf', originalName: 'QMS Procedures.pdf', lines: ['Medical Devices Quality System', 'ISO 13485:2016', 'Acme Medical Equipment'] },
      { kind: 'text', originalName: 'Calibration checklist.txt', text: '1. Check the seal.\n2. Run the self-test.\n3. Record the reading in the log.\n' },
    ],
  },
  {
    name: 'Information Security Policy',
    code: 'ISO/IEC 27001:2022',
    description: 'Access control, passwords and the handling of customer data.',
    company: null,
    documents: [{ kind: 'pdf', originalName: 'Information Security Policy.pdf', lines: ['Information Security Policy', 'ISO/IEC 27001:2022'] }],
  },
];

/** Event portfolios (spec §2 "Event Portfolio"). */
export const PORTFOLIOS = [
  { name: 'Cardiology', description: 'Heart and vascular products; congresses and hospital symposia.', company: 'APD', active: true },
  { name: 'Diabetes Care', description: 'Insulin, meters and patient education days.', company: 'APD', active: true },
  { name: 'Oncology', description: 'Cancer therapies; tumour boards and expert meetings.', company: 'APD', active: true },
  { name: 'Imaging Equipment', description: 'Ultrasound and X-ray: demonstrations and user training.', company: 'AME', active: true },
  { name: 'Corporate Events', description: 'Group conferences, launches and staff events.', company: 'AEM', active: true },
  { name: 'Respiratory', description: 'Inhalers and nebulisers (no longer promoted).', company: 'APD', active: false },
] as const satisfies readonly { name: string; description: string; company: CompanyCode | null; active: boolean }[];

/** Department code → e-mail of the seeded employee who heads it. */
export const DEPARTMENT_HEADS: Readonly<Record<DepartmentCode, string>> = {
  SLS: 'hod@example.com',
  MKT: 'product@example.com',
  FIN: 'finance@example.com',
  HR: 'grace.thompson@example.com',
  OPS: 'ahmed.khan@example.com',
  IT: 'admin@example.com',
};

/** One seeded employee. `reportsTo` is another seeded employee's e-mail; `companies` are company codes. */
export interface SeedEmployee {
  employeeNo: string;
  employeeName: string;
  email: string;
  phone: string;
  gender: Gender;
  joinDate: string;
  roles: Role[];
  gvr: boolean;
  department: DepartmentCode;
  position: PositionName;
  grade: GradeName;
  companies: CompanyCode[];
  reportsTo?: string;
  salespersonCode?: SalespersonCode;
}

/** The e-mail of the Hod demo user, who heads Sales. */
export const HEAD_OF_SALES = 'hod@example.com';

/**
 * The employees: first one demo user per role (spec §6; password SEED_PASSWORD), then ordinary staff.
 * Everyone is active. Managers come before those who report to them.
 */
export const EMPLOYEES: readonly SeedEmployee[] = [
  {
    employeeNo: 'EMP-0001',
    employeeName: 'Sarah Mitchell',
    email: 'admin@example.com',
    phone: '+1 555 0140',
    gender: 'FEMALE',
    joinDate: '2016-03-01',
    roles: ['Admin'],
    gvr: false,
    department: 'IT',
    position: 'Systems Administrator',
    grade: 'G7 Senior Manager',
    companies: ['ATL', 'APD', 'AME', 'AEM'],
  },
  {
    employeeNo: 'EMP-0002',
    employeeName: 'Omar Haddad',
    email: 'gvr@example.com',
    phone: '+1 555 0141',
    gender: 'MALE',
    joinDate: '2017-06-12',
    roles: ['Gvr'],
    gvr: true,
    department: 'SLS',
    position: 'Key Account Manager',
    grade: 'G6 Manager',
    companies: ['APD', 'AME'],
    salespersonCode: 'SP-KAM-01',
  },
  {
    employeeNo: 'EMP-0003',
    employeeName: 'Daniel Okafor',
    email: HEAD_OF_SALES,
    phone: '+1 555 0142',
    gender: 'MALE',
    joinDate: '2015-09-07',
    roles: ['Hod'],
    gvr: true,
    department: 'SLS',
    position: 'Sales Manager',
    grade: 'G7 Senior Manager',
    companies: ['ATL', 'APD'],
  },
  {
    employeeNo: 'EMP-0004',
    employeeName: 'Priya Nair',
    email: 'finance@example.com',
    phone: '+1 555 0143',
    gender: 'FEMALE',
    joinDate: '2018-01-15',
    roles: ['Finance'],
    gvr: false,
    department: 'FIN',
    position: 'Finance Manager',
    grade: 'G6 Manager',
    companies: ['ATL', 'APD', 'AME', 'AEM'],
  },
  {
    employeeNo: 'EMP-0005',
    employeeName: 'Elena Rossi',
    email: 'product@example.com',
    phone: '+1 555 0144',
    gender: 'FEMALE',
    joinDate: '2019-04-01',
    roles: ['Product'],
    gvr: false,
    department: 'MKT',
    position: 'Product Specialist',
    grade: 'G5 Supervisor',
    companies: ['APD', 'AME'],
  },
  {
    employeeNo: 'EMP-0006',
    employeeName: 'James Carter',
    email: 'employee@example.com',
    phone: '+1 555 0145',
    gender: 'MALE',
    joinDate: '2021-02-08',
    roles: ['Employee'],
    gvr: true,
    department: 'SLS',
    position: 'Sales Representative',
    grade: 'G3 Officer',
    companies: ['APD'],
    reportsTo: HEAD_OF_SALES,
    salespersonCode: 'SP-APD-01',
  },
  {
    employeeNo: 'EMP-0007',
    employeeName: 'Aisha Rahman',
    email: 'aisha.rahman@example.com',
    phone: '+1 555 0146',
    gender: 'FEMALE',
    joinDate: '2020-08-17',
    roles: ['Employee'],
    gvr: true,
    department: 'SLS',
    position: 'Sales Representative',
    grade: 'G3 Officer',
    companies: ['AME'],
    reportsTo: HEAD_OF_SALES,
    salespersonCode: 'SP-AME-01',
  },
  {
    employeeNo: 'EMP-0008',
    employeeName: 'Michael Chen',
    email: 'michael.chen@example.com',
    phone: '+1 555 0147',
    gender: 'MALE',
    joinDate: '2018-11-05',
    roles: ['Employee'],
    gvr: true,
    department: 'SLS',
    position: 'Key Account Manager',
    grade: 'G4 Senior Officer',
    companies: ['APD'],
    reportsTo: HEAD_OF_SALES,
    salespersonCode: 'SP-APD-02',
  },
  {
    employeeNo: 'EMP-0009',
    employeeName: 'Hannah Schmidt',
    email: 'hannah.schmidt@example.com',
    phone: '+1 555 0148',
    gender: 'FEMALE',
    joinDate: '2023-05-22',
    roles: ['Employee'],
    gvr: true,
    department: 'SLS',
    position: 'Sales Representative',
    grade: 'G2 Junior Officer',
    companies: ['ATL'],
    reportsTo: HEAD_OF_SALES,
    salespersonCode: 'SP-ATL-01',
  },
  {
    employeeNo: 'EMP-0010',
    employeeName: 'Fatima Al-Sayed',
    email: 'fatima.alsayed@example.com',
    phone: '+1 555 0149',
    gender: 'FEMALE',
    joinDate: '2022-03-14',
    roles: ['Employee'],
    gvr: false,
    department: 'MKT',
    position: 'Marketing Executive',
    grade: 'G3 Officer',
    companies: ['AEM'],
    reportsTo: 'product@example.com',
  },
  {
    employeeNo: 'EMP-0011',
    employeeName: 'Lucas Martin',
    email: 'lucas.martin@example.com',
    phone: '+1 555 0150',
    gender: 'MALE',
    joinDate: '2019-10-01',
    roles: ['Employee'],
    gvr: false,
    department: 'FIN',
    position: 'Accountant',
    grade: 'G4 Senior Officer',
    companies: ['ATL', 'AEM'],
    reportsTo: 'finance@example.com',
  },
  {
    employeeNo: 'EMP-0012',
    employeeName: 'Ravi Patel',
    email: 'ravi.patel@example.com',
    phone: '+1 555 0151',
    gender: 'MALE',
    joinDate: '2024-01-08',
    roles: ['Employee'],
    gvr: false,
    department: 'FIN',
    position: 'Accountant',
    grade: 'G2 Junior Officer',
    companies: ['APD'],
    reportsTo: 'finance@example.com',
  },
  {
    employeeNo: 'EMP-0013',
    employeeName: 'Grace Thompson',
    email: 'grace.thompson@example.com',
    phone: '+1 555 0152',
    gender: 'FEMALE',
    joinDate: '2017-07-03',
    roles: ['Employee'],
    gvr: false,
    department: 'HR',
    position: 'HR Officer',
    grade: 'G4 Senior Officer',
    companies: ['ATL', 'APD', 'AME', 'AEM'],
    reportsTo: 'admin@example.com',
  },
  {
    employeeNo: 'EMP-0014',
    employeeName: 'Ahmed Khan',
    email: 'ahmed.khan@example.com',
    phone: '+1 555 0153',
    gender: 'MALE',
    joinDate: '2016-12-12',
    roles: ['Employee'],
    gvr: false,
    department: 'OPS',
    position: 'Warehouse Supervisor',
    grade: 'G5 Supervisor',
    companies: ['AME'],
    reportsTo: 'admin@example.com',
  },
  {
    employeeNo: 'EMP-0015',
    employeeName: 'Sofia Alvarez',
    email: 'sofia.alvarez@example.com',
    phone: '+1 555 0154',
    gender: 'FEMALE',
    joinDate: '2022-09-19',
    roles: ['Employee'],
    gvr: false,
    department: 'OPS',
    position: 'Logistics Coordinator',
    grade: 'G3 Officer',
    companies: ['APD', 'AME'],
    reportsTo: 'ahmed.khan@example.com',
  },
  {
    employeeNo: 'EMP-0016',
    employeeName: 'Noah Williams',
    email: 'noah.williams@example.com',
    phone: '+1 555 0155',
    gender: 'MALE',
    joinDate: '2023-11-06',
    roles: ['Employee'],
    gvr: false,
    department: 'IT',
    position: 'Software Developer',
    grade: 'G1 Trainee',
    companies: ['ATL'],
    reportsTo: 'admin@example.com',
  },
];

/** The e-mails of the six demo users, one per role of spec §6, who sign in with SEED_PASSWORD. */
export const DEMO_USERS: readonly { email: string; role: Role }[] = EMPLOYEES.slice(0, 6).map((e) => {
  const [role] = e.roles;
  if (!role) throw new Error(`Demo user ${e.email} has no role`);
  return { email: e.email, role };
});
