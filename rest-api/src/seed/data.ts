import type { Role } from '../auth/roles';
import type { Gender } from '../resources/employees/legacy-gender';

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
  { department: 'SLS', name: 'Sales Representative' },
  { department: 'SLS', name: 'Key Account Manager' },
  { department: 'SLS', name: 'Sales Manager' },
  { department: 'MKT', name: 'Marketing Executive' },
  { department: 'MKT', name: 'Product Specialist' },
  { department: 'FIN', name: 'Accountant' },
  { department: 'FIN', name: 'Finance Manager' },
  { department: 'HR', name: 'HR Officer' },
  { department: 'OPS', name: 'Warehouse Supervisor' },
  { department: 'OPS', name: 'Logistics Coordinator' },
  { department: 'IT', name: 'Systems Administrator' },
  { department: 'IT', name: 'Software Developer' },
] as const satisfies readonly { department: DepartmentCode; name: string }[];

/** Position names of {@link POSITIONS}. */
export type PositionName = (typeof POSITIONS)[number]['name'];

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
  companies: (typeof COMPANIES)[number]['code'][];
  reportsTo?: string;
}

/** The e-mail of the Hod demo user, who heads Sales. */
export const HEAD_OF_SALES = 'hod@example.com';

/**
 * The employees: first one demo user per role (spec §6; password SEED_PASSWORD), then ordinary staff.
 * Everyone is active. Managers come before those who report to them.
 */
export const EMPLOYEES: readonly SeedEmployee[] = [
  { employeeNo: 'EMP-0001', employeeName: 'Sarah Mitchell', email: 'admin@example.com', phone: '+1 555 0140', gender: 'FEMALE', joinDate: '2016-03-01', roles: ['Admin'], gvr: false, department: 'IT', position: 'Systems Administrator', grade: 'G7 Senior Manager', companies: ['ATL', 'APD', 'AME', 'AEM'] },
  { employeeNo: 'EMP-0002', employeeName: 'Omar Haddad', email: 'gvr@example.com', phone: '+1 555 0141', gender: 'MALE', joinDate: '2017-06-12', roles: ['Gvr'], gvr: true, department: 'SLS', position: 'Key Account Manager', grade: 'G6 Manager', companies: ['APD', 'AME'] },
  { employeeNo: 'EMP-0003', employeeName: 'Daniel Okafor', email: HEAD_OF_SALES, phone: '+1 555 0142', gender: 'MALE', joinDate: '2015-09-07', roles: ['Hod'], gvr: true, department: 'SLS', position: 'Sales Manager', grade: 'G7 Senior Manager', companies: ['ATL', 'APD'] },
  { employeeNo: 'EMP-0004', employeeName: 'Priya Nair', email: 'finance@example.com', phone: '+1 555 0143', gender: 'FEMALE', joinDate: '2018-01-15', roles: ['Finance'], gvr: false, department: 'FIN', position: 'Finance Manager', grade: 'G6 Manager', companies: ['ATL', 'APD', 'AME', 'AEM'] },
  { employeeNo: 'EMP-0005', employeeName: 'Elena Rossi', email: 'product@example.com', phone: '+1 555 0144', gender: 'FEMALE', joinDate: '2019-04-01', roles: ['Product'], gvr: false, department: 'MKT', position: 'Product Specialist', grade: 'G5 Supervisor', companies: ['APD', 'AME'] },
  { employeeNo: 'EMP-0006', employeeName: 'James Carter', email: 'employee@example.com', phone: '+1 555 0145', gender: 'MALE', joinDate: '2021-02-08', roles: ['Employee'], gvr: true, department: 'SLS', position: 'Sales Representative', grade: 'G3 Officer', companies: ['APD'], reportsTo: HEAD_OF_SALES },
  { employeeNo: 'EMP-0007', employeeName: 'Aisha Rahman', email: 'aisha.rahman@example.com', phone: '+1 555 0146', gender: 'FEMALE', joinDate: '2020-08-17', roles: ['Employee'], gvr: true, department: 'SLS', position: 'Sales Representative', grade: 'G3 Officer', companies: ['AME'], reportsTo: HEAD_OF_SALES },
  { employeeNo: 'EMP-0008', employeeName: 'Michael Chen', email: 'michael.chen@example.com', phone: '+1 555 0147', gender: 'MALE', joinDate: '2018-11-05', roles: ['Employee'], gvr: true, department: 'SLS', position: 'Key Account Manager', grade: 'G4 Senior Officer', companies: ['APD'], reportsTo: HEAD_OF_SALES },
  { employeeNo: 'EMP-0009', employeeName: 'Hannah Schmidt', email: 'hannah.schmidt@example.com', phone: '+1 555 0148', gender: 'FEMALE', joinDate: '2023-05-22', roles: ['Employee'], gvr: true, department: 'SLS', position: 'Sales Representative', grade: 'G2 Junior Officer', companies: ['ATL'], reportsTo: HEAD_OF_SALES },
  { employeeNo: 'EMP-0010', employeeName: 'Fatima Al-Sayed', email: 'fatima.alsayed@example.com', phone: '+1 555 0149', gender: 'FEMALE', joinDate: '2022-03-14', roles: ['Employee'], gvr: false, department: 'MKT', position: 'Marketing Executive', grade: 'G3 Officer', companies: ['AEM'], reportsTo: 'product@example.com' },
  { employeeNo: 'EMP-0011', employeeName: 'Lucas Martin', email: 'lucas.martin@example.com', phone: '+1 555 0150', gender: 'MALE', joinDate: '2019-10-01', roles: ['Employee'], gvr: false, department: 'FIN', position: 'Accountant', grade: 'G4 Senior Officer', companies: ['ATL', 'AEM'], reportsTo: 'finance@example.com' },
  { employeeNo: 'EMP-0012', employeeName: 'Ravi Patel', email: 'ravi.patel@example.com', phone: '+1 555 0151', gender: 'MALE', joinDate: '2024-01-08', roles: ['Employee'], gvr: false, department: 'FIN', position: 'Accountant', grade: 'G2 Junior Officer', companies: ['APD'], reportsTo: 'finance@example.com' },
  { employeeNo: 'EMP-0013', employeeName: 'Grace Thompson', email: 'grace.thompson@example.com', phone: '+1 555 0152', gender: 'FEMALE', joinDate: '2017-07-03', roles: ['Employee'], gvr: false, department: 'HR', position: 'HR Officer', grade: 'G4 Senior Officer', companies: ['ATL', 'APD', 'AME', 'AEM'], reportsTo: 'admin@example.com' },
  { employeeNo: 'EMP-0014', employeeName: 'Ahmed Khan', email: 'ahmed.khan@example.com', phone: '+1 555 0153', gender: 'MALE', joinDate: '2016-12-12', roles: ['Employee'], gvr: false, department: 'OPS', position: 'Warehouse Supervisor', grade: 'G5 Supervisor', companies: ['AME'], reportsTo: 'admin@example.com' },
  { employeeNo: 'EMP-0015', employeeName: 'Sofia Alvarez', email: 'sofia.alvarez@example.com', phone: '+1 555 0154', gender: 'FEMALE', joinDate: '2022-09-19', roles: ['Employee'], gvr: false, department: 'OPS', position: 'Logistics Coordinator', grade: 'G3 Officer', companies: ['APD', 'AME'], reportsTo: 'ahmed.khan@example.com' },
  { employeeNo: 'EMP-0016', employeeName: 'Noah Williams', email: 'noah.williams@example.com', phone: '+1 555 0155', gender: 'MALE', joinDate: '2023-11-06', roles: ['Employee'], gvr: false, department: 'IT', position: 'Software Developer', grade: 'G1 Trainee', companies: ['ATL'], reportsTo: 'admin@example.com' },
];

/** The e-mails of the six demo users, one per role of spec §6, who sign in with SEED_PASSWORD. */
export const DEMO_USERS: readonly { email: string; role: Role }[] = EMPLOYEES.slice(0, 6).map((e) => ({
  email: e.email,
  role: e.roles[0],
}));
