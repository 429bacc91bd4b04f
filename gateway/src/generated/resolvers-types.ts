import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as a `YYYY-MM-DD` string, e.g. `2024-01-08`. */
  Date: { input: string; output: string; }
  /** An instant as an ISO-8601 string in UTC, e.g. `2026-11-22T08:00:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (a `multipart/form-data` POST with `operations`, `map` and file parts). */
  Upload: { input: unknown; output: unknown; }
};

/** A company of the group (General Setup › Companies). */
export type Company = {
  __typename?: 'Company';
  /** Postal address, at most 300 characters. */
  address?: Maybe<Scalars['String']['output']>;
  /** Short code, unique regardless of case, e.g. `ATL`. */
  code: Scalars['String']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Contact e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case, e.g. `Acme Trading LLC`. */
  name: Scalars['String']['output'];
  /** Phone number, at most 40 characters. */
  phone?: Maybe<Scalars['String']['output']>;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateCompany`. */
  version: Scalars['Int']['output'];
};

/** The fields of a company that a user edits. */
export type CompanyInput = {
  /** Address, at most 300 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Code, 1 to 20 characters, unique regardless of case. */
  code: Scalars['String']['input'];
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 120 characters, unique regardless of case. */
  name: Scalars['String']['input'];
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One page of companies. */
export type CompanyPage = {
  __typename?: 'CompanyPage';
  /** The companies on this page. */
  items: Array<Company>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of companies. */
export type CompanySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CompanySortField;
};

/** Fields that a list of companies can be sorted by. */
export type CompanySortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The signed-in user, as returned by `authenticate` (spec §3, §7). Kept by the web client in localStorage under `currentUser`. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** The employee's e-mail address, used to sign in. */
  email: Scalars['String']['output'];
  /** The employee's full name, shown in the top bar. */
  employeeName: Scalars['String']['output'];
  /** The employee's gender, used to pick a default photo. */
  gender?: Maybe<Gender>;
  /** The employee's id. */
  id: Scalars['ID']['output'];
  /** File name of the employee's photo in storage, if any. */
  photo?: Maybe<Scalars['String']['output']>;
  /** The employee's roles; the first is the active one (spec §3). */
  roles: Array<Role>;
  /** Signed JWT to send as `Authorization: Bearer <token>` on every later request. */
  token: Scalars['String']['output'];
};

/** A department (General Setup › Departments); its head is the Hod who approves for it. */
export type Department = {
  __typename?: 'Department';
  /** Short code, e.g. `SLS`. */
  code?: Maybe<Scalars['String']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The employee who heads the department, if any (null too when the caller may not read them). */
  head?: Maybe<Employee>;
  /** Id of the employee who heads the department, if any. */
  headId?: Maybe<Scalars['ID']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case, e.g. `Sales`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateDepartment`. */
  version: Scalars['Int']['output'];
};

/** The fields of a department that a user edits. */
export type DepartmentInput = {
  /** Code, at most 20 characters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Id of the employee who heads it. */
  headId?: InputMaybe<Scalars['ID']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of departments. */
export type DepartmentPage = {
  __typename?: 'DepartmentPage';
  /** The departments on this page. */
  items: Array<Department>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of departments. */
export type DepartmentSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: DepartmentSortField;
};

/** Fields that a list of departments can be sorted by. */
export type DepartmentSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** An employee (General Setup › Employees): the people who sign in (spec §3, DESIGN §2). */
export type Employee = {
  __typename?: 'Employee';
  /** Whether they may sign in and appear in pickers. */
  active: Scalars['Boolean']['output'];
  /** The companies of the group they belong to. */
  companies: Array<Company>;
  /** Ids of the companies of the group they belong to. */
  companyIds: Array<Scalars['ID']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Their department. */
  department?: Maybe<Department>;
  /** Id of their department. */
  departmentId?: Maybe<Scalars['ID']['output']>;
  /** E-mail address, unique; the sign-in name. */
  email: Scalars['String']['output'];
  /** Full name. */
  employeeName: Scalars['String']['output'];
  /** Employee number, unique regardless of case, e.g. `EMP-0001`. */
  employeeNo: Scalars['String']['output'];
  /** Gender (the legacy array's first `name`), null when unknown. */
  gender?: Maybe<Gender>;
  /** Their grade. */
  grade?: Maybe<Grade>;
  /** Id of their grade. */
  gradeId?: Maybe<Scalars['ID']['output']>;
  /** Whether they file visit reports. */
  gvr: Scalars['Boolean']['output'];
  /** Unique id (the `sub` of their token). */
  id: Scalars['ID']['output'];
  /** The day they joined. */
  joinDate?: Maybe<Scalars['Date']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** File name of their photo in storage, if any. */
  photo?: Maybe<Scalars['String']['output']>;
  /** Gateway path of their photo, `/files/employees/{photo}`, to fetch with the bearer token; null without a photo. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Their position. */
  position?: Maybe<Position>;
  /** Id of their position. */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** The employee they report to (null too when the caller may not read them). */
  reportsTo?: Maybe<Employee>;
  /** Id of the employee they report to. */
  reportsToId?: Maybe<Scalars['ID']['output']>;
  /** Their roles; the first is the active one (spec §3). */
  roles: Array<Role>;
  /** Their salesperson code. */
  salespersonCode?: Maybe<SalespersonCode>;
  /** Id of their salesperson code. */
  salespersonCodeId?: Maybe<Scalars['ID']['output']>;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateEmployee`. */
  version: Scalars['Int']['output'];
};

/** The fields of an employee that Gvr/Admin edit (the password is changed by `changeEmployeePassword`). */
export type EmployeeInput = {
  /** Whether they may sign in; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ids of their companies; none when omitted. */
  companyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Id of their department. */
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address, unique. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 120 characters. */
  employeeName: Scalars['String']['input'];
  /** Employee number, 1 to 20 characters, unique regardless of case. */
  employeeNo: Scalars['String']['input'];
  /** Gender; unknown when omitted. */
  gender?: InputMaybe<Gender>;
  /** Id of their grade. */
  gradeId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether they file visit reports; false when omitted. */
  gvr?: InputMaybe<Scalars['Boolean']['input']>;
  /** Day they joined. */
  joinDate?: InputMaybe<Scalars['Date']['input']>;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of their position. */
  positionId?: InputMaybe<Scalars['ID']['input']>;
  /** Id of the employee they report to. */
  reportsToId?: InputMaybe<Scalars['ID']['input']>;
  /** Their roles, at least one; the first is the active one. */
  roles: Array<Role>;
  /** Id of their salesperson code. */
  salespersonCodeId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of employees. */
export type EmployeePage = {
  __typename?: 'EmployeePage';
  /** The employees on this page. */
  items: Array<Employee>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** A new employee's fields and first password (`registerEmployee`). */
export type EmployeeRegisterInput = {
  /** Whether they may sign in; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ids of their companies; none when omitted. */
  companyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Id of their department. */
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address, unique. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 120 characters. */
  employeeName: Scalars['String']['input'];
  /** Employee number, 1 to 20 characters, unique regardless of case. */
  employeeNo: Scalars['String']['input'];
  /** Gender; unknown when omitted. */
  gender?: InputMaybe<Gender>;
  /** Id of their grade. */
  gradeId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether they file visit reports; false when omitted. */
  gvr?: InputMaybe<Scalars['Boolean']['input']>;
  /** Day they joined. */
  joinDate?: InputMaybe<Scalars['Date']['input']>;
  /** First password: 10 to 128 characters with at least one letter and one digit. */
  password: Scalars['String']['input'];
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of their position. */
  positionId?: InputMaybe<Scalars['ID']['input']>;
  /** Id of the employee they report to. */
  reportsToId?: InputMaybe<Scalars['ID']['input']>;
  /** Their roles, at least one; the first is the active one. */
  roles: Array<Role>;
  /** Id of their salesperson code. */
  salespersonCodeId?: InputMaybe<Scalars['ID']['input']>;
};

/** How to sort a list of employees. */
export type EmployeeSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: EmployeeSortField;
};

/** Fields that a list of employees can be sorted by. */
export type EmployeeSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By e-mail address. */
  | 'EMAIL'
  /** By full name. */
  | 'EMPLOYEE_NAME'
  /** By employee number. */
  | 'EMPLOYEE_NO'
  /** By join date. */
  | 'JOIN_DATE'
  /** By last change. */
  | 'UPDATED_AT';

/** An employee's gender (REST carries it as the legacy array `[{ name: "MALE" }]`). */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** A salary grade of the group's pay scale (General Setup › Grades). */
export type Grade = {
  __typename?: 'Grade';
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Rank on the pay scale, 1 (lowest) to 99. */
  level?: Maybe<Scalars['Int']['output']>;
  /** Name of the grade, unique regardless of case, e.g. `G5 Senior Officer`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateGrade` so that concurrent edits are detected. */
  version: Scalars['Int']['output'];
};

/** The fields of a grade that a user edits. */
export type GradeInput = {
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Rank on the pay scale, 1 to 99. */
  level?: InputMaybe<Scalars['Int']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of grades. */
export type GradePage = {
  __typename?: 'GradePage';
  /** The grades on this page. */
  items: Array<Grade>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of grades. */
export type GradeSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: GradeSortField;
};

/** Fields that a list of grades can be sorted by. */
export type GradeSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By rank on the pay scale. */
  | 'LEVEL'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** A quality document set (General Setup › Iso Documents), e.g. `Quality Manual`, with attached files. */
export type Iso = {
  __typename?: 'Iso';
  /** Standard it follows, e.g. `ISO 9001:2015`. */
  code?: Maybe<Scalars['String']['output']>;
  /** The company it belongs to, if any. */
  company?: Maybe<Company>;
  /** Id of the company it belongs to, if any. */
  companyId?: Maybe<Scalars['ID']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** The attached files, added by `uploadIsoDocuments`, removed by `deleteIsoDocument`. */
  documents: Array<IsoDocument>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateIso`. */
  version: Scalars['Int']['output'];
};

/** A file attached to an ISO record. */
export type IsoDocument = {
  __typename?: 'IsoDocument';
  /** Gateway path to download it with the bearer token: `/files/isos/{id}`. */
  downloadUrl: Scalars['String']['output'];
  /** The stored file's name. */
  fileName: Scalars['String']['output'];
  /** Unique id of the document (used by `deleteIsoDocument` and the download URL). */
  id: Scalars['ID']['output'];
  /** Its media type, e.g. `application/pdf`. */
  mimeType: Scalars['String']['output'];
  /** The name the file had when it was uploaded. */
  originalName: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** The fields of an ISO record that a user edits (files are attached separately). */
export type IsoInput = {
  /** Code, at most 50 characters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of ISO records. */
export type IsoPage = {
  __typename?: 'IsoPage';
  /** The ISO records on this page. */
  items: Array<Iso>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of ISO records. */
export type IsoSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: IsoSortField;
};

/** Fields that a list of ISO records can be sorted by. */
export type IsoSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** Changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in (`POST /setup/employees/authenticate`). A wrong e-mail and a wrong password get the same UNAUTHENTICATED error; too many attempts TOO_MANY_REQUESTS. */
  authenticate: CurrentUser;
  /**
   * Changes an employee's password (`PUT /setup/employees/password/{id}`) and answers the confirmation
   * message. The employee themselves must give `currentPassword` (BAD_USER_INPUT on the field when
   * wrong); Gvr and Admin may set anyone's without it.
   */
  changeEmployeePassword: Scalars['String']['output'];
  /** Sets a new password with the token of a reset link (`POST /setup/employees/reset/confirm`) and answers the confirmation message. BAD_USER_INPUT when the link is invalid or expired. */
  confirmPasswordReset: Scalars['String']['output'];
  /** Creates a company (`POST /setup/companies/create`). CONFLICT when the name or code is taken. */
  createCompany: Company;
  /** Creates a department (`POST /setup/departments/create`). CONFLICT when the name is taken. */
  createDepartment: Department;
  /** Creates a grade (`POST /setup/grades/create`). CONFLICT when the name is taken. */
  createGrade: Grade;
  /** Creates an ISO record (`POST /setup/isos/create`). CONFLICT when the name is taken. */
  createIso: Iso;
  /** Creates a portfolio (`POST /setup/portfolios/create`). CONFLICT when the name is taken. */
  createPortfolio: Portfolio;
  /** Creates a position (`POST /setup/positions/create`). CONFLICT when the name is taken in its department. */
  createPosition: Position;
  /** Creates a salesperson code (`POST /setup/salespersonCodes/create`). CONFLICT when the code is taken. */
  createSalespersonCode: SalespersonCode;
  /** Deletes a company (`DELETE /setup/companies/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deleteCompany: Scalars['ID']['output'];
  /** Deletes a department (`DELETE /setup/departments/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deleteDepartment: Scalars['ID']['output'];
  /**
   * Deletes an employee (`DELETE /setup/employees/{id}`) and answers its id. Like a read (spec §8),
   * the REST server failing answers null with a warning in `extensions.warnings`; a refusal is an error
   * with its code (CONFLICT with reason REFERENCED while others report to them or for yourself,
   * FORBIDDEN for an Admin unless you are one).
   */
  deleteEmployee?: Maybe<Scalars['ID']['output']>;
  /** Deletes a grade (`DELETE /setup/grades/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deleteGrade: Scalars['ID']['output'];
  /** Deletes an ISO record and its files (`DELETE /setup/isos/{id}`) and answers its id. */
  deleteIso: Scalars['ID']['output'];
  /** Removes one attached file (`DELETE /setup/isos/file/{id}`) and answers the ISO record without it. */
  deleteIsoDocument: Iso;
  /** Deletes a portfolio (`DELETE /setup/portfolios/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deletePortfolio: Scalars['ID']['output'];
  /** Deletes a position (`DELETE /setup/positions/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deletePosition: Scalars['ID']['output'];
  /** Deletes a salesperson code (`DELETE /setup/salespersonCodes/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deleteSalespersonCode: Scalars['ID']['output'];
  /** Marks one of the signed-in employee's notifications read (`PUT /setup/notifications/{id}/read`) and answers it. NOT_FOUND for another employee's. */
  markNotificationRead: Notification;
  /** Registers an employee with a first password (`POST /setup/employees/register`). CONFLICT when the number or e-mail is taken. */
  registerEmployee: Employee;
  /** Asks for a password-reset link by e-mail (`POST /setup/employees/reset`). Answers the same message whatever the address. */
  requestPasswordReset: Scalars['String']['output'];
  /** Ends this sign-in on the server (`POST /setup/employees/sign-out`): the caller's token stops working at once, on every replica. The web calls it on logout and on the lock screen. Answers the upstream's confirmation message. */
  signOut: Scalars['String']['output'];
  /** Changes a company (`PUT /setup/companies/{id}`). CONFLICT when the name or code is taken or `version` is no longer current. */
  updateCompany: Company;
  /** Changes a department (`PUT /setup/departments/{id}`). CONFLICT when the name is taken or `version` is no longer current. */
  updateDepartment: Department;
  /** Changes an employee (`PUT /setup/employees/{id}`). CONFLICT when the number or e-mail is taken or `version` is no longer current. */
  updateEmployee: Employee;
  /** Changes a grade (`PUT /setup/grades/{id}`). CONFLICT when the name is taken or `version` is no longer current. */
  updateGrade: Grade;
  /** Changes an ISO record (`PUT /setup/isos/{id}`); its documents stay. CONFLICT when the name is taken or `version` is no longer current. */
  updateIso: Iso;
  /** Changes a portfolio (`PUT /setup/portfolios/{id}`). CONFLICT when the name is taken or `version` is no longer current. */
  updatePortfolio: Portfolio;
  /** Changes a position (`PUT /setup/positions/{id}`). CONFLICT when the name is taken or `version` is no longer current. */
  updatePosition: Position;
  /** Changes a salesperson code (`PUT /setup/salespersonCodes/{id}`). CONFLICT when the code is taken or `version` is no longer current. */
  updateSalespersonCode: SalespersonCode;
  /**
   * Replaces an employee's photo (`PUT /setup/employees/profile/{id}`, multipart part `image`) and
   * answers the employee. JPEG, PNG, WebP or GIF, at most 5 MB: PAYLOAD_TOO_LARGE /
   * UNSUPPORTED_MEDIA_TYPE otherwise. That employee, Gvr and Admin only.
   */
  uploadEmployeePhoto: Employee;
  /**
   * Attaches files to an ISO record (`POST /setup/isos/{id}/files`, multipart parts `files`) and
   * answers the record. PDF, Word, Excel, PowerPoint, PNG, JPEG or plain text, each at most 20 MB:
   * PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE otherwise. Send as a GraphQL multipart request.
   */
  uploadIsoDocuments: Iso;
};


/** Changes. */
export type MutationAuthenticateArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Changes. */
export type MutationChangeEmployeePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


/** Changes. */
export type MutationConfirmPasswordResetArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Changes. */
export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


/** Changes. */
export type MutationCreateDepartmentArgs = {
  input: DepartmentInput;
};


/** Changes. */
export type MutationCreateGradeArgs = {
  input: GradeInput;
};


/** Changes. */
export type MutationCreateIsoArgs = {
  input: IsoInput;
};


/** Changes. */
export type MutationCreatePortfolioArgs = {
  input: PortfolioInput;
};


/** Changes. */
export type MutationCreatePositionArgs = {
  input: PositionInput;
};


/** Changes. */
export type MutationCreateSalespersonCodeArgs = {
  input: SalespersonCodeInput;
};


/** Changes. */
export type MutationDeleteCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteGradeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteIsoArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteIsoDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeletePortfolioArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeletePositionArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteSalespersonCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationRegisterEmployeeArgs = {
  input: EmployeeRegisterInput;
};


/** Changes. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Changes. */
export type MutationUpdateCompanyArgs = {
  id: Scalars['ID']['input'];
  input: CompanyInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateDepartmentArgs = {
  id: Scalars['ID']['input'];
  input: DepartmentInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateGradeArgs = {
  id: Scalars['ID']['input'];
  input: GradeInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateIsoArgs = {
  id: Scalars['ID']['input'];
  input: IsoInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdatePortfolioArgs = {
  id: Scalars['ID']['input'];
  input: PortfolioInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdatePositionArgs = {
  id: Scalars['ID']['input'];
  input: PositionInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateSalespersonCodeArgs = {
  id: Scalars['ID']['input'];
  input: SalespersonCodeInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUploadEmployeePhotoArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['Upload']['input'];
};


/** Changes. */
export type MutationUploadIsoDocumentsArgs = {
  files: Array<Scalars['Upload']['input']>;
  isoId: Scalars['ID']['input'];
};

/** A notice in the top bar (DESIGN §5): approvals needed, status changes, security notices. */
export type Notification = {
  __typename?: 'Notification';
  /** Colour name, if any. */
  color?: Maybe<Scalars['String']['output']>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Icon name, if any. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Web path the notice leads to, if any. */
  link?: Maybe<Scalars['String']['output']>;
  /** When the employee marked it read; null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** The notice's text. */
  text: Scalars['String']['output'];
  /** Short title. */
  title: Scalars['String']['output'];
};

/**
 * A password-reset link checked without being used (`passwordResetLink`), so that a page opened from
 * the mail can say at once that its link no longer works, before anyone types a new password.
 */
export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** When the link stops working (it works once, and for 30 minutes after it was sent); null when it is not valid. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it cannot be used, e.g. "This reset link is invalid or has expired." (the answer `confirmPasswordReset` would give); null when it is valid. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether `confirmPasswordReset` with this token would set a new password now. */
  valid: Scalars['Boolean']['output'];
};

/** An event portfolio (General Setup › Event Portfolio). */
export type Portfolio = {
  __typename?: 'Portfolio';
  /** Whether the portfolio is in use. */
  active: Scalars['Boolean']['output'];
  /** The company it belongs to, if any. */
  company?: Maybe<Company>;
  /** Id of the company it belongs to, if any. */
  companyId?: Maybe<Scalars['ID']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updatePortfolio`. */
  version: Scalars['Int']['output'];
};

/** The fields of a portfolio that a user edits. */
export type PortfolioInput = {
  /** Whether the portfolio is in use; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 120 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of portfolios. */
export type PortfolioPage = {
  __typename?: 'PortfolioPage';
  /** The portfolios on this page. */
  items: Array<Portfolio>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of portfolios. */
export type PortfolioSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PortfolioSortField;
};

/** Fields that a list of portfolios can be sorted by. */
export type PortfolioSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** A job position within a department (General Setup › Positions). */
export type Position = {
  __typename?: 'Position';
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The department the position belongs to. */
  department?: Maybe<Department>;
  /** Id of the department the position belongs to. */
  departmentId?: Maybe<Scalars['ID']['output']>;
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique within its department, e.g. `Sales Manager`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updatePosition`. */
  version: Scalars['Int']['output'];
};

/** The fields of a position that a user edits. */
export type PositionInput = {
  /** Id of its department (required). */
  departmentId: Scalars['ID']['input'];
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique within the department. */
  name: Scalars['String']['input'];
};

/** One page of positions. */
export type PositionPage = {
  __typename?: 'PositionPage';
  /** The positions on this page. */
  items: Array<Position>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of positions. */
export type PositionSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PositionSortField;
};

/** Fields that a list of positions can be sorted by. */
export type PositionSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** Reads. */
export type Query = {
  __typename?: 'Query';
  /** The active employees, by name (`GET /setup/employees/active`). Gvr and Admin only. Falls back to an empty list with a warning. */
  activeEmployees: Array<Employee>;
  /** Every company, by name (`GET /setup/companies/all`), for pickers. Falls back to an empty list with a warning. */
  allCompanies: Array<Company>;
  /** Every department, by name (`GET /setup/departments/all`), for pickers. Falls back to an empty list with a warning. */
  allDepartments: Array<Department>;
  /** Every employee, by name (`GET /setup/employees/all`). Gvr and Admin only. Falls back to an empty list with a warning. */
  allEmployees: Array<Employee>;
  /** Every grade, by name (`GET /setup/grades/all`), for pickers. Falls back to an empty list with a warning. */
  allGrades: Array<Grade>;
  /** Every ISO record, by name (`GET /setup/isos/all`), for pickers. Falls back to an empty list with a warning. */
  allIsos: Array<Iso>;
  /** Every portfolio, by name (`GET /setup/portfolios/all`), for pickers. Falls back to an empty list with a warning. */
  allPortfolios: Array<Portfolio>;
  /** Every position, by name (`GET /setup/positions/all`), for pickers. Falls back to an empty list with a warning. */
  allPositions: Array<Position>;
  /** Every salesperson code, by code (`GET /setup/salespersonCodes/all`), for pickers. Falls back to an empty list with a warning. */
  allSalespersonCodes: Array<SalespersonCode>;
  /** A page of companies (`GET /setup/companies/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  companies: CompanyPage;
  /** One company (`GET /setup/companies/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  company?: Maybe<Company>;
  /** One department (`GET /setup/departments/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  department?: Maybe<Department>;
  /** A page of departments (`GET /setup/departments/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  departments: DepartmentPage;
  /** One employee (`GET /setup/employees/{id}`); that employee, Gvr and Admin only. Null when it does not exist (or, with a warning, when it could not be loaded). */
  employee?: Maybe<Employee>;
  /** The companies an employee belongs to (`GET /setup/companies/employee/{id}`). Falls back to an empty list with a warning. */
  employeeCompanies: Array<Company>;
  /** A page of employees (`GET /setup/employees/?page=`), searched, sorted and filtered. Gvr and Admin only. Falls back to an empty page with a warning. */
  employees: EmployeePage;
  /** One grade (`GET /setup/grades/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  grade?: Maybe<Grade>;
  /** A page of grades (`GET /setup/grades/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  grades: GradePage;
  /** The active employees who file visit reports, by name (`GET /setup/employees/gvr`). Gvr and Admin only. Falls back to an empty list with a warning. */
  gvrEmployees: Array<Employee>;
  /**
   * The employees whose visit reports employee `employeeId` may see (`GET /setup/employees/gvr/{id}`):
   * Admin/Gvr all active gvr employees, a Hod those of the departments they head and themselves,
   * anyone else themselves. That employee, Gvr and Admin only. Falls back to an empty list with a warning.
   */
  gvrViewList: Array<Employee>;
  /** One ISO record (`GET /setup/isos/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  iso?: Maybe<Iso>;
  /** A page of ISO records (`GET /setup/isos/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  isos: IsoPage;
  /** The signed-in employee's latest 20 notifications, newest first (`GET /setup/notifications`). Falls back to an empty list with a warning. */
  notifications: Array<Notification>;
  /**
   * Checks a password-reset link without using it (`POST /setup/employees/reset/check`); no sign-in
   * needed. An unknown, used or expired token is `valid: false` with the reason, not an error.
   * Counts towards the sign-in limit of the caller's address: TOO_MANY_REQUESTS past it.
   */
  passwordResetLink: PasswordResetLink;
  /** One portfolio (`GET /setup/portfolios/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  portfolio?: Maybe<Portfolio>;
  /** A page of portfolios (`GET /setup/portfolios/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  portfolios: PortfolioPage;
  /** One position (`GET /setup/positions/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  position?: Maybe<Position>;
  /** A page of positions (`GET /setup/positions/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  positions: PositionPage;
  /** One salesperson code (`GET /setup/salespersonCodes/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  salespersonCode?: Maybe<SalespersonCode>;
  /** A page of salesperson codes (`GET /setup/salespersonCodes/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  salespersonCodes: SalespersonCodePage;
};


/** Reads. */
export type QueryCompaniesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CompanySort>;
};


/** Reads. */
export type QueryCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryDepartmentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DepartmentSort>;
};


/** Reads. */
export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEmployeeCompaniesArgs = {
  employeeId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEmployeesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  gvr?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EmployeeSort>;
};


/** Reads. */
export type QueryGradeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryGradesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GradeSort>;
};


/** Reads. */
export type QueryGvrViewListArgs = {
  employeeId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryIsoArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryIsosArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<IsoSort>;
};


/** Reads. */
export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


/** Reads. */
export type QueryPortfolioArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryPortfoliosArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PortfolioSort>;
};


/** Reads. */
export type QueryPositionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryPositionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PositionSort>;
};


/** Reads. */
export type QuerySalespersonCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QuerySalespersonCodesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SalespersonCodeSort>;
};

/** The roles of spec §6. An employee's first role is their active role. */
export type Role =
  /** Administrator: everything. */
  | 'ADMIN'
  /** Any employee: dashboard, requisitions, visit reports. */
  | 'EMPLOYEE'
  /** Finance: approves event budgets and reviews claims. */
  | 'FINANCE'
  /** Visit-report administrator: maintains setup data. */
  | 'GVR'
  /** Head of department: approves the requisitions of their department. */
  | 'HOD'
  /** Product manager: maintains products. */
  | 'PRODUCT';

/** A salesperson code (General Setup › Salesperson codes), e.g. `SP-DXB-01`. */
export type SalespersonCode = {
  __typename?: 'SalespersonCode';
  /** Whether the code is in use. */
  active: Scalars['Boolean']['output'];
  /** The code, unique regardless of case. */
  code: Scalars['String']['output'];
  /** The company the code belongs to, if any. */
  company?: Maybe<Company>;
  /** Id of the company the code belongs to, if any. */
  companyId?: Maybe<Scalars['ID']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 200 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateSalespersonCode`. */
  version: Scalars['Int']['output'];
};

/** The fields of a salesperson code that a user edits. */
export type SalespersonCodeInput = {
  /** Whether the code is in use; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Code, 1 to 20 characters, unique regardless of case. */
  code: Scalars['String']['input'];
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** One page of salesperson codes. */
export type SalespersonCodePage = {
  __typename?: 'SalespersonCodePage';
  /** The salesperson codes on this page. */
  items: Array<SalespersonCode>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of salesperson codes. */
export type SalespersonCodeSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: SalespersonCodeSortField;
};

/** Fields that a list of salesperson codes can be sorted by. */
export type SalespersonCodeSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By last change. */
  | 'UPDATED_AT';

/** Direction of a sort. */
export type SortDirection =
  /** Smallest (or A) first. */
  | 'ASC'
  /** Largest (or Z) first. */
  | 'DESC';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Company: ResolverTypeWrapper<Company>;
  CompanyInput: CompanyInput;
  CompanyPage: ResolverTypeWrapper<CompanyPage>;
  CompanySort: CompanySort;
  CompanySortField: CompanySortField;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Department: ResolverTypeWrapper<Department>;
  DepartmentInput: DepartmentInput;
  DepartmentPage: ResolverTypeWrapper<DepartmentPage>;
  DepartmentSort: DepartmentSort;
  DepartmentSortField: DepartmentSortField;
  Employee: ResolverTypeWrapper<Employee>;
  EmployeeInput: EmployeeInput;
  EmployeePage: ResolverTypeWrapper<EmployeePage>;
  EmployeeRegisterInput: EmployeeRegisterInput;
  EmployeeSort: EmployeeSort;
  EmployeeSortField: EmployeeSortField;
  Gender: Gender;
  Grade: ResolverTypeWrapper<Grade>;
  GradeInput: GradeInput;
  GradePage: ResolverTypeWrapper<GradePage>;
  GradeSort: GradeSort;
  GradeSortField: GradeSortField;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Iso: ResolverTypeWrapper<Iso>;
  IsoDocument: ResolverTypeWrapper<IsoDocument>;
  IsoInput: IsoInput;
  IsoPage: ResolverTypeWrapper<IsoPage>;
  IsoSort: IsoSort;
  IsoSortField: IsoSortField;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  PasswordResetLink: ResolverTypeWrapper<PasswordResetLink>;
  Portfolio: ResolverTypeWrapper<Portfolio>;
  PortfolioInput: PortfolioInput;
  PortfolioPage: ResolverTypeWrapper<PortfolioPage>;
  PortfolioSort: PortfolioSort;
  PortfolioSortField: PortfolioSortField;
  Position: ResolverTypeWrapper<Position>;
  PositionInput: PositionInput;
  PositionPage: ResolverTypeWrapper<PositionPage>;
  PositionSort: PositionSort;
  PositionSortField: PositionSortField;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SalespersonCode: ResolverTypeWrapper<SalespersonCode>;
  SalespersonCodeInput: SalespersonCodeInput;
  SalespersonCodePage: ResolverTypeWrapper<SalespersonCodePage>;
  SalespersonCodeSort: SalespersonCodeSort;
  SalespersonCodeSortField: SalespersonCodeSortField;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Company: Company;
  CompanyInput: CompanyInput;
  CompanyPage: CompanyPage;
  CompanySort: CompanySort;
  CurrentUser: CurrentUser;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Department: Department;
  DepartmentInput: DepartmentInput;
  DepartmentPage: DepartmentPage;
  DepartmentSort: DepartmentSort;
  Employee: Employee;
  EmployeeInput: EmployeeInput;
  EmployeePage: EmployeePage;
  EmployeeRegisterInput: EmployeeRegisterInput;
  EmployeeSort: EmployeeSort;
  Grade: Grade;
  GradeInput: GradeInput;
  GradePage: GradePage;
  GradeSort: GradeSort;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Iso: Iso;
  IsoDocument: IsoDocument;
  IsoInput: IsoInput;
  IsoPage: IsoPage;
  IsoSort: IsoSort;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  PasswordResetLink: PasswordResetLink;
  Portfolio: Portfolio;
  PortfolioInput: PortfolioInput;
  PortfolioPage: PortfolioPage;
  PortfolioSort: PortfolioSort;
  Position: Position;
  PositionInput: PositionInput;
  PositionPage: PositionPage;
  PositionSort: PositionSort;
  Query: Record<PropertyKey, never>;
  SalespersonCode: SalespersonCode;
  SalespersonCodeInput: SalespersonCodeInput;
  SalespersonCodePage: SalespersonCodePage;
  SalespersonCodeSort: SalespersonCodeSort;
  String: Scalars['String']['output'];
  Upload: Scalars['Upload']['output'];
}>;

export type AuthDirectiveArgs = {
  orSelf?: Maybe<Scalars['String']['input']>;
  roles?: Maybe<Array<Role>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CurrentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DepartmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  head?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  headId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DepartmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartmentPage'] = ResolversParentTypes['DepartmentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmployeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  companyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType>;
  departmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['Grade']>, ParentType, ContextType>;
  gradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  gvr?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  positionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportsTo?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  reportsToId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  salespersonCode?: Resolver<Maybe<ResolversTypes['SalespersonCode']>, ParentType, ContextType>;
  salespersonCodeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmployeePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Grade'] = ResolversParentTypes['Grade']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GradePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GradePage'] = ResolversParentTypes['GradePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Grade']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IsoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Iso'] = ResolversParentTypes['Iso']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['IsoDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IsoDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsoDocument'] = ResolversParentTypes['IsoDocument']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type IsoPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsoPage'] = ResolversParentTypes['IsoPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Iso']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  authenticate?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'email' | 'password'>>;
  changeEmployeePassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationChangeEmployeePasswordArgs, 'id' | 'password'>>;
  confirmPasswordReset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationConfirmPasswordResetArgs, 'password' | 'token'>>;
  createCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'input'>>;
  createDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationCreateDepartmentArgs, 'input'>>;
  createGrade?: Resolver<ResolversTypes['Grade'], ParentType, ContextType, RequireFields<MutationCreateGradeArgs, 'input'>>;
  createIso?: Resolver<ResolversTypes['Iso'], ParentType, ContextType, RequireFields<MutationCreateIsoArgs, 'input'>>;
  createPortfolio?: Resolver<ResolversTypes['Portfolio'], ParentType, ContextType, RequireFields<MutationCreatePortfolioArgs, 'input'>>;
  createPosition?: Resolver<ResolversTypes['Position'], ParentType, ContextType, RequireFields<MutationCreatePositionArgs, 'input'>>;
  createSalespersonCode?: Resolver<ResolversTypes['SalespersonCode'], ParentType, ContextType, RequireFields<MutationCreateSalespersonCodeArgs, 'input'>>;
  deleteCompany?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCompanyArgs, 'id'>>;
  deleteDepartment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDepartmentArgs, 'id'>>;
  deleteEmployee?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteEmployeeArgs, 'id'>>;
  deleteGrade?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteGradeArgs, 'id'>>;
  deleteIso?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteIsoArgs, 'id'>>;
  deleteIsoDocument?: Resolver<ResolversTypes['Iso'], ParentType, ContextType, RequireFields<MutationDeleteIsoDocumentArgs, 'id'>>;
  deletePortfolio?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePortfolioArgs, 'id'>>;
  deletePosition?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePositionArgs, 'id'>>;
  deleteSalespersonCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSalespersonCodeArgs, 'id'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  registerEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationRegisterEmployeeArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  signOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'id' | 'input' | 'version'>>;
  updateDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationUpdateDepartmentArgs, 'id' | 'input' | 'version'>>;
  updateEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input' | 'version'>>;
  updateGrade?: Resolver<ResolversTypes['Grade'], ParentType, ContextType, RequireFields<MutationUpdateGradeArgs, 'id' | 'input' | 'version'>>;
  updateIso?: Resolver<ResolversTypes['Iso'], ParentType, ContextType, RequireFields<MutationUpdateIsoArgs, 'id' | 'input' | 'version'>>;
  updatePortfolio?: Resolver<ResolversTypes['Portfolio'], ParentType, ContextType, RequireFields<MutationUpdatePortfolioArgs, 'id' | 'input' | 'version'>>;
  updatePosition?: Resolver<ResolversTypes['Position'], ParentType, ContextType, RequireFields<MutationUpdatePositionArgs, 'id' | 'input' | 'version'>>;
  updateSalespersonCode?: Resolver<ResolversTypes['SalespersonCode'], ParentType, ContextType, RequireFields<MutationUpdateSalespersonCodeArgs, 'id' | 'input' | 'version'>>;
  uploadEmployeePhoto?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUploadEmployeePhotoArgs, 'id' | 'image'>>;
  uploadIsoDocuments?: Resolver<ResolversTypes['Iso'], ParentType, ContextType, RequireFields<MutationUploadIsoDocumentsArgs, 'files' | 'isoId'>>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PortfolioResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Portfolio'] = ResolversParentTypes['Portfolio']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PortfolioPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortfolioPage'] = ResolversParentTypes['PortfolioPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Portfolio']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Position'] = ResolversParentTypes['Position']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType>;
  departmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PositionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PositionPage'] = ResolversParentTypes['PositionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeEmployees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  allCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  allDepartments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  allEmployees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  allGrades?: Resolver<Array<ResolversTypes['Grade']>, ParentType, ContextType>;
  allIsos?: Resolver<Array<ResolversTypes['Iso']>, ParentType, ContextType>;
  allPortfolios?: Resolver<Array<ResolversTypes['Portfolio']>, ParentType, ContextType>;
  allPositions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  allSalespersonCodes?: Resolver<Array<ResolversTypes['SalespersonCode']>, ParentType, ContextType>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'page' | 'pageSize'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType, RequireFields<QueryDepartmentArgs, 'id'>>;
  departments?: Resolver<ResolversTypes['DepartmentPage'], ParentType, ContextType, RequireFields<QueryDepartmentsArgs, 'page' | 'pageSize'>>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType, RequireFields<QueryEmployeeArgs, 'id'>>;
  employeeCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryEmployeeCompaniesArgs, 'employeeId'>>;
  employees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'page' | 'pageSize'>>;
  grade?: Resolver<Maybe<ResolversTypes['Grade']>, ParentType, ContextType, RequireFields<QueryGradeArgs, 'id'>>;
  grades?: Resolver<ResolversTypes['GradePage'], ParentType, ContextType, RequireFields<QueryGradesArgs, 'page' | 'pageSize'>>;
  gvrEmployees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  gvrViewList?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType, RequireFields<QueryGvrViewListArgs, 'employeeId'>>;
  iso?: Resolver<Maybe<ResolversTypes['Iso']>, ParentType, ContextType, RequireFields<QueryIsoArgs, 'id'>>;
  isos?: Resolver<ResolversTypes['IsoPage'], ParentType, ContextType, RequireFields<QueryIsosArgs, 'page' | 'pageSize'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  passwordResetLink?: Resolver<ResolversTypes['PasswordResetLink'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkArgs, 'token'>>;
  portfolio?: Resolver<Maybe<ResolversTypes['Portfolio']>, ParentType, ContextType, RequireFields<QueryPortfolioArgs, 'id'>>;
  portfolios?: Resolver<ResolversTypes['PortfolioPage'], ParentType, ContextType, RequireFields<QueryPortfoliosArgs, 'page' | 'pageSize'>>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType, RequireFields<QueryPositionArgs, 'id'>>;
  positions?: Resolver<ResolversTypes['PositionPage'], ParentType, ContextType, RequireFields<QueryPositionsArgs, 'page' | 'pageSize'>>;
  salespersonCode?: Resolver<Maybe<ResolversTypes['SalespersonCode']>, ParentType, ContextType, RequireFields<QuerySalespersonCodeArgs, 'id'>>;
  salespersonCodes?: Resolver<ResolversTypes['SalespersonCodePage'], ParentType, ContextType, RequireFields<QuerySalespersonCodesArgs, 'page' | 'pageSize'>>;
}>;

export type SalespersonCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalespersonCode'] = ResolversParentTypes['SalespersonCode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalespersonCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalespersonCodePage'] = ResolversParentTypes['SalespersonCodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SalespersonCode']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Company?: CompanyResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Department?: DepartmentResolvers<ContextType>;
  DepartmentPage?: DepartmentPageResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  Grade?: GradeResolvers<ContextType>;
  GradePage?: GradePageResolvers<ContextType>;
  Iso?: IsoResolvers<ContextType>;
  IsoDocument?: IsoDocumentResolvers<ContextType>;
  IsoPage?: IsoPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>;
  Portfolio?: PortfolioResolvers<ContextType>;
  PortfolioPage?: PortfolioPageResolvers<ContextType>;
  Position?: PositionResolvers<ContextType>;
  PositionPage?: PositionPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SalespersonCode?: SalespersonCodeResolvers<ContextType>;
  SalespersonCodePage?: SalespersonCodePageResolvers<ContextType>;
  Upload?: GraphQLScalarType;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
}>;
