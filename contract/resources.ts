import type { ResourceFields } from './fields';
import type { Permission } from './permissions';
import { RESOURCE_FIELDS } from './resource-fields';
import type { WorkflowName } from './workflows';

/** A GraphQL list argument that filters a resource's paged list, and the REST query parameter it becomes. */
export interface ResourceFilter {
  /** The REST query parameter of `GET /setup/<name>/?…`, e.g. `department`. */
  rest: string;
  /**
   * The GraphQL type of the argument (always nullable: omitted = no filter). `DateRangeInput` becomes
   * REST `from,to` (`YYYY-MM-DD,YYYY-MM-DD`); an enum (e.g. `EquipmentRequisitionStatus`, declared in the
   * resource's schema module) is sent as its value. `DateTimeRangeInput` becomes REST `from,to` (two ISO
   * 8601 instants, e.g. `2026-05-01T00:00:00.000Z,2026-06-01T00:00:00.000Z`).
   */
  type: 'ID' | 'Boolean' | 'String' | 'DateRangeInput' | 'DateTimeRangeInput' | `${string}Status` | `${string}Kind`;
  /** The argument's description, e.g. "Only the employees of this department." */
  description: string;
}

/** The operations of a resource, for {@link ResourceContract.descriptions}. */
export type ResourceOperation = 'list' | 'all' | 'get' | 'create' | 'update' | 'delete' | 'reorder';

/**
 * One CRUD resource as every layer sees it (DESIGN §2, §7; spec §7): its REST path, GraphQL names,
 * wording, sort fields, filters and permissions. The REST server, the gateway, the web client and the
 * GraphQL grammar (scripts/codegen/, docs/graphql-grammar.md) derive their per-resource parts from it.
 */
export interface ResourceContract {
  /** Path segment under /setup and registry key, exactly as REST serves it: `positions`, `salespersonCodes`. */
  name: string;
  /**
   * The GraphQL object type, with `input <typeName>Input` (their stored fields generated from {@link fields}), described by
   * {@link description} or declared in schema/setup/<name>.graphql: `Position`.
   */
  typeName: string;
  /** The plural of {@link typeName} when it is not typeName + 's': `Companies`. */
  pluralTypeName?: string;
  /**
   * The GraphQL description of `type <typeName>` (`"A job position within a department (General Setup ›
   * Positions)."`). Given, codegen writes the type and its input from the catalogue alone when
   * schema/setup/<name>.graphql does not exist (docs/graphql-grammar.md); a resource whose module writes
   * more than them (computed fields, nested types) describes them there instead.
   */
  description?: string;
  /** The GraphQL description of `input <typeName>Input`, with {@link description}: `"The fields of a position that a user edits."`. */
  inputDescription?: string;
  /**
   * Its stored fields in GraphQL order (contract/fields.ts, contract/resource-fields.ts): `type X` and
   * `input XInput` are generated from them (docs/graphql-grammar.md "The field model").
   */
  fields: ResourceFields;
  /**
   * The field that names a record where another record refers to it (the web selects `department { id
   * name }` for a reference to a department): `name` when absent (employees: `employeeName`).
   */
  labelField?: string;
  /** Lower-case singular noun for wording: `position`, `ISO document`. */
  singular: string;
  /** Lower-case plural noun for wording: `positions`. */
  plural: string;
  /** The screen's title and menu label: `Positions`. */
  title: string;
  /** 'list' (default): many records, paged. 'single': one record, get and update only (e.g. GVR settings). */
  kind?: 'list' | 'single';
  /** Whether records have an order the user sets (REST `PUT /setup/<name>/reorder`); adds a reorder operation. */
  ordered?: boolean;
  /**
   * Who may do what: `read` for get (and list/all unless given), `write` for create, update, delete and
   * reorder. `self`: the permission under which a caller reads their own record (GraphQL
   * `@auth(orSelf: "id")` on get), e.g. employees' `ownAccount`.
   */
  permissions: { read: Permission; write: Permission; list?: Permission; all?: Permission; self?: Permission };
  /**
   * REST sort field → its description ("By name."); the GraphQL enum value is the key in CONSTANT_CASE.
   * `sort`, `defaultSort`, `searchIn` and `filters` concern lists: a 'single' resource gives `{}`, any
   * default and '' (they are not used).
   */
  sort: Record<string, string>;
  /** The order of lists when no sort is given (a key of {@link sort}). */
  defaultSort: { field: string; direction: 'ASC' | 'DESC' };
  /** What `search` matches, in words: `the name and description`. */
  searchIn: string;
  /** GraphQL list argument → REST query parameter, in argument order. */
  filters?: Record<string, ResourceFilter>;
  /** The GraphQL input type of create when it is not <typeName>Input: `EmployeeRegisterInput`. */
  createInputType?: string;
  /** The REST path segment of create under /setup/<name>/ when it is not `create`: `register`. */
  createPath?: string;
  /** GraphQL operation names that differ from the grammar's: employees `{ create: 'registerEmployee' }`. */
  operationNames?: Partial<{ create: string }>;
  /** When a create or update is refused as a duplicate (CONFLICT, DUPLICATE), in words: `the name is taken`. */
  duplicateWhen?: string;
  /** A sentence added to the description of an operation, e.g. update "Its documents stay." */
  descriptions?: Partial<Record<ResourceOperation, string>>;
  /** The spec §2 route of its screen (contract/menu.ts): `/setup/positions`. */
  menuPath?: string;
  /**
   * The permission whose roles the menu gives its screen when it is not the write permission (claims:
   * everyone claims from their own visits, the Claims screen is for the reviewers, `reviewClaims`).
   */
  screenPermission?: Permission;
  /**
   * The workflow its records run on (contract/workflows.ts, DESIGN §5): records are numbered and carry a
   * status, requester, history and the caller's allowed actions; each action is REST
   * `POST /setup/<name>/{id}/<action>` and a GraphQL mutation `<action><typeName>`; there is no delete
   * and no full list (docs/requisitions.md).
   */
  workflow?: WorkflowName;
  /**
   * false: no full list (`allXs`, REST `GET /setup/<name>/all`) because the records are too many for a
   * picker and nothing picks them (activities). Workflow resources never have one.
   */
  fullList?: false;
}

/** Whether `resource` serves a full list (`allXs`, REST `/all`): a list resource that is no workflow and does not opt out. */
export function hasFullList(resource: ResourceContract): boolean {
  return resource.kind !== 'single' && !resource.workflow && resource.fullList !== false;
}

/** The standard sort fields every list resource has (REST adds them to every resource). */
const TIMESTAMP_SORTS = { createdAt: 'By creation time.', updatedAt: 'By last change.' };

/**
 * Every CRUD resource of the Back Office, in menu order of the REST registry (spec §7 master-data
 * resources and employees). Adding a resource: an entry here, its stored fields in
 * contract/resource-fields.ts, the descriptions of its `type`/`input` here (`description`, `inputDescription`) or, with extras, in schema/setup/<name>.graphql, then `npm run codegen` (docs/graphql-grammar.md).
 */
export const RESOURCE_CATALOGUE = [
  {
    name: 'grades',
    typeName: 'Grade',
    description: "A salary grade of the group's pay scale (General Setup › Grades).",
    inputDescription: 'The fields of a grade that a user edits.',
    fields: RESOURCE_FIELDS.grades,
    singular: 'grade',
    plural: 'grades',
    title: 'Grades',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', level: 'By rank on the pay scale.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    duplicateWhen: 'the name is taken',
    menuPath: '/setup/grades',
  },
  {
    name: 'companies',
    typeName: 'Company',
    fields: RESOURCE_FIELDS.companies,
    pluralTypeName: 'Companies',
    singular: 'company',
    plural: 'companies',
    title: 'Companies',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', code: 'By code.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name, code and e-mail',
    duplicateWhen: 'the name or code is taken',
    menuPath: '/setup/companies',
  },
  {
    name: 'departments',
    typeName: 'Department',
    description: 'A department (General Setup › Departments); its head is the Hod who approves for it.',
    inputDescription: 'The fields of a department that a user edits.',
    fields: RESOURCE_FIELDS.departments,
    singular: 'department',
    plural: 'departments',
    title: 'Departments',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', code: 'By code.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and code',
    duplicateWhen: 'the name is taken',
    menuPath: '/setup/departments',
  },
  {
    name: 'positions',
    typeName: 'Position',
    description: 'A job position within a department (General Setup › Positions).',
    inputDescription: 'The fields of a position that a user edits.',
    fields: RESOURCE_FIELDS.positions,
    singular: 'position',
    plural: 'positions',
    title: 'Positions',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: { departmentId: { rest: 'department', type: 'ID', description: 'Only the positions of this department.' } },
    duplicateWhen: 'the name is taken in its department',
    menuPath: '/setup/positions',
  },
  {
    name: 'salespersonCodes',
    typeName: 'SalespersonCode',
    description: 'A salesperson code (General Setup › Salesperson codes), e.g. `SP-DXB-01`.',
    inputDescription: 'The fields of a salesperson code that a user edits.',
    fields: RESOURCE_FIELDS.salespersonCodes,
    labelField: 'code',
    singular: 'salesperson code',
    plural: 'salesperson codes',
    title: 'Salesperson codes',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { code: 'By code.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'code', direction: 'ASC' },
    searchIn: 'the code and description',
    filters: {
      companyId: { rest: 'company', type: 'ID', description: 'Only the salesperson codes of this company of the group.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) salesperson codes; all when omitted.' },
    },
    duplicateWhen: 'the code is taken',
    menuPath: '/setup/sales-person-code',
  },
  {
    name: 'isos',
    typeName: 'Iso',
    fields: RESOURCE_FIELDS.isos,
    singular: 'ISO document',
    plural: 'ISO documents',
    title: 'Iso Documents',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', code: 'By code.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name, code and description',
    filters: { companyId: { rest: 'company', type: 'ID', description: 'Only the ISO documents of this company of the group.' } },
    duplicateWhen: 'the name is taken',
    descriptions: {
      update: 'Its attached files stay.',
      delete: 'Its attached files are deleted with it.',
    },
    menuPath: '/setup/isos',
  },
  {
    name: 'portfolios',
    typeName: 'Portfolio',
    description: 'An event portfolio (General Setup › Event Portfolio).',
    inputDescription: 'The fields of a portfolio that a user edits.',
    fields: RESOURCE_FIELDS.portfolios,
    singular: 'event portfolio',
    plural: 'event portfolios',
    title: 'Event Portfolio',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      companyId: { rest: 'company', type: 'ID', description: 'Only the event portfolios of this company of the group.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) event portfolios; all when omitted.' },
    },
    duplicateWhen: 'the name is taken',
    menuPath: '/setup/portfolios',
  },
  {
    name: 'employees',
    typeName: 'Employee',
    fields: RESOURCE_FIELDS.employees,
    labelField: 'employeeName',
    singular: 'employee',
    plural: 'employees',
    title: 'Employees',
    permissions: { read: 'manageEmployees', write: 'manageEmployees', self: 'ownAccount' },
    sort: {
      employeeName: 'By full name.',
      employeeNo: 'By employee number.',
      email: 'By e-mail address.',
      joinDate: 'By join date.',
      ...TIMESTAMP_SORTS,
    },
    defaultSort: { field: 'employeeName', direction: 'ASC' },
    searchIn: 'the employee number, name and e-mail',
    filters: {
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) employees; all when omitted.' },
      gvr: { rest: 'gvr', type: 'Boolean', description: 'Only employees who do (true) or do not (false) file visit reports; all when omitted.' },
      departmentId: { rest: 'department', type: 'ID', description: 'Only the employees of this department.' },
    },
    createInputType: 'EmployeeRegisterInput',
    createPath: 'register',
    operationNames: { create: 'registerEmployee' },
    duplicateWhen: 'the number or e-mail is taken',
    descriptions: {
      create: 'The input carries their first password.',
      delete:
        'Refused (CONFLICT with reason REFERENCED) while they head a department or others report to them; FORBIDDEN for yourself, and for an Admin unless you are one. When the REST server is unavailable (no connection, timeout, 5xx) the answer is null plus a warning under `extensions.warnings` (spec §8), never a refusal read as success.',
    },
    menuPath: '/setup/employees',
  },
  {
    name: 'productCategories',
    typeName: 'ProductCategory',
    description: 'A category of the products the group sells (Product Setup › Product categories), e.g. `Cardiology`.',
    inputDescription: 'The fields of a product category that a user edits.',
    fields: RESOURCE_FIELDS.productCategories,
    pluralTypeName: 'ProductCategories',
    singular: 'product category',
    plural: 'product categories',
    title: 'Product categories',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) categories; all when omitted.' },
    },
    duplicateWhen: 'the name is taken',
    descriptions: { delete: 'Refused (CONFLICT with reason REFERENCED) while subcategories belong to it.' },
    menuPath: '/product-setup/product-categories',
  },
  {
    name: 'productSubcategories',
    typeName: 'ProductSubcategory',
    description: 'A subcategory of products within a product category (Product Setup › Product subcategories), e.g. `Antihypertensives`.',
    inputDescription: 'The fields of a product subcategory that a user edits.',
    fields: RESOURCE_FIELDS.productSubcategories,
    pluralTypeName: 'ProductSubcategories',
    singular: 'product subcategory',
    plural: 'product subcategories',
    title: 'Product subcategories',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      categoryId: { rest: 'category', type: 'ID', description: 'Only the subcategories of this product category.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) subcategories; all when omitted.' },
    },
    duplicateWhen: 'the name is taken in its category',
    descriptions: { delete: 'Refused (CONFLICT with reason REFERENCED) while products belong to it.' },
    menuPath: '/product-setup/product-subcategories',
  },
  {
    name: 'products',
    typeName: 'Product',
    description: 'A product the group sells (Product Setup › Products). Its price is in the currency of the GVR settings (`gvrSettings.currency`).',
    inputDescription: 'The fields of a product that a user edits.',
    fields: RESOURCE_FIELDS.products,
    singular: 'product',
    plural: 'products',
    title: 'Products',
    permissions: { read: 'readSetup', write: 'writeProducts' },
    sort: { code: 'By code.', name: 'By name.', price: 'By price.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the code and name',
    filters: {
      subcategoryId: { rest: 'subcategory', type: 'ID', description: 'Only the products of this subcategory.' },
      categoryId: { rest: 'category', type: 'ID', description: 'Only the products of the subcategories of this product category.' },
      portfolioId: { rest: 'portfolio', type: 'ID', description: 'Only the products of this event portfolio.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) products; all when omitted.' },
    },
    duplicateWhen: 'the code is taken',
    menuPath: '/product-setup/products',
  },
  {
    name: 'customerPositions',
    typeName: 'CustomerPosition',
    description: "The position a customer's contact holds (GVR Setup › Customer positions), e.g. `Doctor`, `Purchasing Manager`.",
    inputDescription: 'The fields of a customer position that a user edits.',
    fields: RESOURCE_FIELDS.customerPositions,
    singular: 'customer position',
    plural: 'customer positions',
    title: 'Customer positions',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) customer positions; all when omitted.' },
    },
    duplicateWhen: 'the name is taken',
    descriptions: { delete: "Refused (CONFLICT with reason REFERENCED) while a customer's contact holds it." },
    menuPath: '/gvr-setup/customer-positions',
  },
  {
    name: 'customers',
    typeName: 'Customer',
    fields: RESOURCE_FIELDS.customers,
    singular: 'customer',
    plural: 'customers',
    title: 'Customers',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', city: 'By city.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name, city, e-mail and phone',
    filters: {
      companyId: { rest: 'company', type: 'ID', description: 'Only the customers of this company of the group.' },
      salespersonId: { rest: 'salesperson', type: 'ID', description: 'Only the customers this employee is the salesperson of.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) customers; all when omitted.' },
    },
    duplicateWhen: 'the name is taken in its company',
    descriptions: {
      list: 'An Employee or a Hod sees only the customers whose salesperson is in their GVR view list (`gvrViewList`); other roles see all.',
      all: 'An Employee or a Hod gets only the customers whose salesperson is in their GVR view list; other roles get all.',
      get: 'NOT_FOUND for an Employee or a Hod when its salesperson is not in their GVR view list.',
    },
    menuPath: '/gvr-setup/customers',
  },
  {
    name: 'gvrSections',
    typeName: 'GvrSection',
    description: 'A section of a visit report, in the order reports show them (GVR Setup › GVR sections), e.g. `Products discussed`.',
    inputDescription: 'The fields of a GVR section that a user edits (its place is set with `reorderGvrSections`).',
    fields: RESOURCE_FIELDS.gvrSections,
    singular: 'GVR section',
    plural: 'GVR sections',
    title: 'GVR sections',
    ordered: true,
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { position: 'By the order set with `reorderGvrSections`.', name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'position', direction: 'ASC' },
    searchIn: 'the name and description',
    duplicateWhen: 'the name is taken',
    descriptions: {
      create: 'The new section goes last.',
      delete: 'Refused (CONFLICT with reason REFERENCED) while GVR categories belong to it.',
    },
    menuPath: '/gvr-setup/gvr-sections',
  },
  {
    name: 'gvrCategories',
    typeName: 'GvrCategory',
    description: 'A category of visits within a GVR section (GVR Setup › GVR categories), e.g. `Product presentation`.',
    inputDescription: 'The fields of a GVR category that a user edits.',
    fields: RESOURCE_FIELDS.gvrCategories,
    pluralTypeName: 'GvrCategories',
    singular: 'GVR category',
    plural: 'GVR categories',
    title: 'GVR categories',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      sectionId: { rest: 'section', type: 'ID', description: 'Only the categories of this GVR section.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) categories; all when omitted.' },
    },
    duplicateWhen: 'the name is taken in its section',
    menuPath: '/gvr-setup/gvr-categories',
  },
  {
    name: 'gvrSettings',
    typeName: 'GvrSettings',
    fields: RESOURCE_FIELDS.gvrSettings,
    singular: 'GVR settings',
    plural: 'GVR settings',
    title: 'GVR settings',
    kind: 'single',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: {},
    defaultSort: { field: 'updatedAt', direction: 'ASC' },
    searchIn: '',
    menuPath: '/gvr-setup/gvr-settings',
  },
  {
    name: 'equipmentCategories',
    typeName: 'EquipmentCategory',
    description: 'A category of the equipment lent to employees (Equipments Setup › Equipment categories), e.g. `Projectors`.',
    inputDescription: 'The fields of an equipment category that a user edits.',
    fields: RESOURCE_FIELDS.equipmentCategories,
    pluralTypeName: 'EquipmentCategories',
    singular: 'equipment category',
    plural: 'equipment categories',
    title: 'Equipment categories',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the name and description',
    filters: {
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) categories; all when omitted.' },
    },
    duplicateWhen: 'the name is taken',
    descriptions: { delete: 'Refused (CONFLICT with reason REFERENCED) while equipments belong to it.' },
    menuPath: '/equipment-setup/equipment-categories',
  },
  {
    name: 'equipments',
    typeName: 'Equipment',
    description: 'An item of equipment employees may request (Equipments Setup › Equipments), e.g. a projector model, with the units on the shelf.',
    inputDescription: 'The fields of an equipment that a user edits.',
    fields: RESOURCE_FIELDS.equipments,
    pluralTypeName: 'Equipments',
    singular: 'equipment',
    plural: 'equipments',
    title: 'Equipments',
    permissions: { read: 'readSetup', write: 'writeSetup' },
    sort: { name: 'By name.', code: 'By code.', quantity: 'By quantity in stock.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'name', direction: 'ASC' },
    searchIn: 'the code, name and location',
    filters: {
      categoryId: { rest: 'category', type: 'ID', description: 'Only the equipments of this equipment category.' },
      active: { rest: 'active', type: 'Boolean', description: 'Only active (true) or only inactive (false) equipments; all when omitted.' },
    },
    duplicateWhen: 'the code is taken',
    descriptions: { delete: 'Refused (CONFLICT with reason REFERENCED) while a requisition names it.' },
    menuPath: '/equipment-setup/equipments',
  },
  {
    name: 'equipmentRequisitions',
    typeName: 'EquipmentRequisition',
    fields: RESOURCE_FIELDS.equipmentRequisitions,
    singular: 'equipment requisition',
    plural: 'equipment requisitions',
    title: 'Equipments requisition',
    permissions: { read: 'useRequisitions', write: 'useRequisitions' },
    sort: { number: 'By number.', dates: 'By first day.', status: 'By status.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    searchIn: 'the number, purpose and requester name',
    filters: {
      mine: { rest: 'mine', type: 'Boolean', description: "Only the caller's own requisitions (true)." },
      awaitingMe: { rest: 'awaitingMe', type: 'Boolean', description: 'Only the requisitions waiting for an action the caller may take (true), never their own.' },
      status: { rest: 'status', type: 'EquipmentRequisitionStatus', description: 'Only the requisitions in this status.' },
      requesterId: { rest: 'requester', type: 'ID', description: 'Only the requisitions of this employee.' },
      dates: { rest: 'dates', type: 'DateRangeInput', description: 'Only the requisitions whose from–to days overlap these days.' },
    },
    descriptions: { update: 'Only the requester, only while it is a draft (else CONFLICT with reason INVALID_STATE).' },
    menuPath: '/requisitions/equipments-requisition',
    workflow: 'equipmentRequisitions',
  },
  {
    name: 'eventRequisitions',
    typeName: 'EventRequisition',
    fields: RESOURCE_FIELDS.eventRequisitions,
    singular: 'event requisition',
    plural: 'event requisitions',
    title: 'Events requisition',
    permissions: { read: 'useRequisitions', write: 'useRequisitions' },
    sort: { number: 'By number.', dates: 'By first day.', status: 'By status.', budget: 'By budget.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    searchIn: 'the number, event name, venue and requester name',
    filters: {
      mine: { rest: 'mine', type: 'Boolean', description: "Only the caller's own requisitions (true)." },
      awaitingMe: { rest: 'awaitingMe', type: 'Boolean', description: 'Only the requisitions waiting for an action the caller may take (true), never their own.' },
      status: { rest: 'status', type: 'EventRequisitionStatus', description: 'Only the requisitions in this status.' },
      requesterId: { rest: 'requester', type: 'ID', description: 'Only the requisitions of this employee.' },
      portfolioId: { rest: 'portfolio', type: 'ID', description: 'Only the requisitions of this event portfolio.' },
      dates: { rest: 'dates', type: 'DateRangeInput', description: 'Only the requisitions whose from–to days overlap these days.' },
    },
    descriptions: { update: 'Only the requester, only while it is a draft (else CONFLICT with reason INVALID_STATE).' },
    menuPath: '/requisitions/events-requisition',
    workflow: 'eventRequisitions',
  },
  {
    name: 'visits',
    typeName: 'Visit',
    fields: RESOURCE_FIELDS.visits,
    singular: 'visit',
    plural: 'visits',
    title: 'Calendar',
    permissions: { read: 'useVisits', write: 'useVisits' },
    sort: { start: 'By start.', number: 'By number.', status: 'By status.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'start', direction: 'DESC' },
    searchIn: 'the number, customer name, outcome and visitor name',
    filters: {
      mine: { rest: 'mine', type: 'Boolean', description: "Only the caller's own visits (true)." },
      status: { rest: 'status', type: 'VisitStatus', description: 'Only the visits in this status.' },
      requesterId: { rest: 'requester', type: 'ID', description: 'Only the visits of this employee (one of the GVR view list).' },
      customerId: { rest: 'customer', type: 'ID', description: 'Only the visits to this customer.' },
      categoryId: { rest: 'category', type: 'ID', description: 'Only the visits of this GVR category.' },
      period: { rest: 'period', type: 'DateTimeRangeInput', description: 'Only the visits whose start–end overlaps this span (a calendar loads its visible range).' },
      late: { rest: 'late', type: 'Boolean', description: 'Only the visits whose report is late (true) or on time (false).' },
    },
    descriptions: {
      update: 'Only the visitor, only while it is planned (else CONFLICT with reason INVALID_STATE): a completed visit is read-only.',
      list: 'The caller sees their own visits; a Hod also those of the departments they head; Gvr and Admin every visit (the GVR view list).',
    },
    menuPath: '/visit-reports/calendar',
    workflow: 'visits',
  },
  {
    name: 'activities',
    typeName: 'Activity',
    fields: RESOURCE_FIELDS.activities,
    pluralTypeName: 'Activities',
    singular: 'activity',
    plural: 'activities',
    title: 'Activities',
    permissions: { read: 'useVisits', write: 'useVisits' },
    sort: { date: 'By day (visits by their start).', kind: 'By kind.', customer: 'By customer name.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'date', direction: 'DESC' },
    searchIn: 'the customer name, contact, note and person name',
    filters: {
      kind: { rest: 'kind', type: 'ActivityKind', description: 'Only visits (VISIT), only logged calls (CALL) or only logged meetings (MEETING).' },
      status: { rest: 'status', type: 'VisitStatus', description: 'Only the visits in this status (logged calls and meetings have none).' },
      employeeId: { rest: 'employee', type: 'ID', description: 'Only the activities of this employee (one of the GVR view list).' },
      customerId: { rest: 'customer', type: 'ID', description: 'Only the activities with this customer.' },
      dates: { rest: 'dates', type: 'DateRangeInput', description: 'Only the activities on these days (visits by the day they start).' },
    },
    descriptions: {
      list: "Visits and logged calls and meetings together, in the GVR view list of the caller (their own; a Hod also their departments'; Gvr and Admin all).",
      create: 'Logs a call or a meeting of the caller (a visit is planned with `createVisit`).',
      update: 'Only the employee who logged it, or Gvr or an Admin; a visit is changed with `updateVisit`.',
      delete: 'Only the employee who logged it, or Gvr or an Admin; a visit is never deleted (it is cancelled).',
    },
    menuPath: '/visit-reports/activities',
    fullList: false,
  },
  {
    name: 'claims',
    typeName: 'Claim',
    fields: RESOURCE_FIELDS.claims,
    singular: 'claim',
    plural: 'claims',
    title: 'Claims',
    permissions: { read: 'useVisits', write: 'useVisits' },
    sort: { number: 'By number.', status: 'By status.', total: 'By total.', ...TIMESTAMP_SORTS },
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    searchIn: 'the number, visit number, customer name and claimant name',
    filters: {
      mine: { rest: 'mine', type: 'Boolean', description: "Only the caller's own claims (true)." },
      awaitingMe: { rest: 'awaitingMe', type: 'Boolean', description: 'Only the claims waiting for an action the caller may take (true), never their own.' },
      status: { rest: 'status', type: 'ClaimStatus', description: 'Only the claims in this status.' },
      requesterId: { rest: 'requester', type: 'ID', description: 'Only the claims of this employee.' },
      visitId: { rest: 'visit', type: 'ID', description: 'Only the claims on this visit.' },
      dates: { rest: 'dates', type: 'DateRangeInput', description: 'Only the claims made on these days.' },
    },
    descriptions: {
      update: 'Only the claimant, only while it is a draft (else CONFLICT with reason INVALID_STATE).',
      list: 'The claimant sees their own claims; a Hod also those of the departments they head; Finance and Gvr every claim.',
    },
    menuPath: '/visit-reports/claims',
    screenPermission: 'reviewClaims',
    workflow: 'claims',
  },
] as const satisfies readonly ResourceContract[];

/** The `name` of a catalogue entry: `grades`, `salespersonCodes`, … */
export type ResourceName = (typeof RESOURCE_CATALOGUE)[number]['name'];

/** The catalogue entry named `name`; throws for an unknown one (a wiring bug). */
export function resourceContract(name: string): ResourceContract {
  const found = (RESOURCE_CATALOGUE as readonly ResourceContract[]).find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource named "${name}" in the catalogue`);
  return found;
}

/** `createdAt` → `CREATED_AT`: the GraphQL sort enum value of a REST sort field. */
export function constantCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** `SalespersonCode` → `salespersonCode`. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The permission of each operation of a resource (list and all default to read; reorder is a write). */
export function operationPermission(resource: ResourceContract, operation: ResourceOperation): Permission {
  const { permissions } = resource;
  switch (operation) {
    case 'list':
      return permissions.list ?? permissions.read;
    case 'all':
      return permissions.all ?? permissions.read;
    case 'get':
      return permissions.read;
    default:
      return permissions.write;
  }
}

/** Every GraphQL name the grammar derives for a resource (docs/graphql-grammar.md). */
export interface ResourceGraphqlNames {
  /** `Position`. */
  type: string;
  /** `PositionPage` (list resources). */
  page: string;
  /** `PositionSort` (list resources). */
  sort: string;
  /** `PositionSortField` (list resources). */
  sortField: string;
  /** `PositionInput`: the hand-written input (update input is derived from it). */
  input: string;
  /** The input type of create: `PositionInput`, `EmployeeRegisterInput`. */
  createInput: string;
  /** `PositionUpdateInput`: every field of {@link input}, nullable, no defaults. */
  updateInput: string;
  /** `PositionPayload`. */
  payload: string;
  /** The payload's record field: `position`. */
  payloadField: string;
  /** Query fields: `positions` (page), `allPositions` (full list), `position` (one). */
  listField: string;
  allField: string;
  getField: string;
  /** Mutation fields: `createPosition`/`registerEmployee`, `updatePosition`, `deletePosition`, `reorderPositions`. */
  createField: string;
  updateField: string;
  deleteField: string;
  reorderField: string;
  /** Workflow resources: `EquipmentRequisitionStatus`, `EquipmentRequisitionAction`, `EquipmentRequisitionHistoryEntry`. */
  statusEnum: string;
  actionEnum: string;
  historyEntry: string;
}

/** The GraphQL names of `resource` (plan: Xs = plural type name, field names camelCase). */
export function resourceGraphqlNames(resource: ResourceContract): ResourceGraphqlNames {
  const type = resource.typeName;
  const plural = resource.pluralTypeName ?? `${type}s`;
  return {
    type,
    page: `${type}Page`,
    sort: `${type}Sort`,
    sortField: `${type}SortField`,
    input: `${type}Input`,
    createInput: resource.createInputType ?? `${type}Input`,
    updateInput: `${type}UpdateInput`,
    payload: `${type}Payload`,
    payloadField: lowerFirst(type),
    listField: lowerFirst(plural),
    allField: `all${plural}`,
    getField: lowerFirst(type),
    createField: resource.operationNames?.create ?? `create${type}`,
    updateField: `update${type}`,
    deleteField: `delete${type}`,
    reorderField: `reorder${plural}`,
    statusEnum: `${type}Status`,
    actionEnum: `${type}Action`,
    historyEntry: `${type}HistoryEntry`,
  };
}

/** The GraphQL mutation of a workflow action (contract/workflows.ts): `approve` → `approveEquipmentRequisition`. */
export function workflowActionField(resource: ResourceContract, action: string): string {
  return `${action}${resource.typeName}`;
}
