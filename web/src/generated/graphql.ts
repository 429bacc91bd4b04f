/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A call or meeting to log (a visit is planned with `createVisit`). */
export type ActivityInput = {
  /** The contact spoken to or met, one of the customer's contacts. */
  contactName?: string | null | undefined;
  /** Id of the customer (one the caller may read). */
  customerId: string | number;
  /** The day it took place, not in the future. */
  date: string;
  /** CALL or MEETING (VISIT is refused: plan a visit instead). */
  kind: ActivityKind;
  /** What was said or agreed, at most 2000 characters. */
  note?: string | null | undefined;
};

/** What kind of activity it is. */
export type ActivityKind =
  /** A logged phone call. */
  | 'CALL'
  /** A logged meeting outside a visit. */
  | 'MEETING'
  /** A visit (planned on the calendar). */
  | 'VISIT';

/** How to sort a list of activities. */
export type ActivitySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ActivitySortField;
};

/** Fields that a list of activities can be sorted by. */
export type ActivitySortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By customer name. */
  | 'CUSTOMER'
  /** By day (visits by their start). */
  | 'DATE'
  /** By kind. */
  | 'KIND'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of an activity to change; omitted fields keep their current values. */
export type ActivityUpdateInput = {
  /** The contact spoken to or met, one of the customer's contacts. */
  contactName?: string | null | undefined;
  /** Id of the customer (one the caller may read). Cannot be cleared: null is refused. */
  customerId?: string | number | null | undefined;
  /** The day it took place, not in the future. Cannot be cleared: null is refused. */
  date?: string | null | undefined;
  /** CALL or MEETING (VISIT is refused: plan a visit instead). Cannot be cleared: null is refused. */
  kind?: ActivityKind | null | undefined;
  /** What was said or agreed, at most 2000 characters. */
  note?: string | null | undefined;
};

/** An action on a claim; `Claim.actions` lists those the caller may take now. */
export type ClaimAction =
  /** Approve (claim): SUBMITTED → APPROVED, by Finance or a Gvr; never the requester. */
  | 'APPROVE'
  /** Cancel claim (claim): DRAFT or SUBMITTED → CANCELLED, by the requester. */
  | 'CANCEL'
  /** Mark paid (claim): APPROVED → PAID, by Finance or a Gvr; never the requester. */
  | 'PAY'
  /** Reject (claim): SUBMITTED → REJECTED, by Finance or a Gvr; never the requester; a comment is required. */
  | 'REJECT'
  /** Submit (claim): DRAFT → SUBMITTED, by the requester. */
  | 'SUBMIT';

/** The fields of a claim its claimant edits (while it is a draft). */
export type ClaimInput = {
  /** The expenses: 1 to 30 lines. */
  lines: Array<ClaimLineInput>;
  /** Id of a completed visit of the claimant. */
  visitId: string | number;
};

/** One expense to set on a claim. */
export type ClaimLineInput = {
  /** Every type but MILEAGE, required there: more than 0 and at most 1000000, at most 2 decimals. */
  amount?: string | null | undefined;
  /** What it was, at most 200 characters; required for OTHER. */
  description?: string | null | undefined;
  /** The id of an existing line to keep (with its receipt); omitted for a new line. */
  id?: string | number | null | undefined;
  /** MILEAGE only, required there: kilometres driven, more than 0 and at most 10000, at most 1 decimal. */
  km?: string | null | undefined;
  /** What it is for. */
  type: ClaimLineType;
};

/** What a claim line is for. */
export type ClaimLineType =
  /** Meals. */
  | 'MEALS'
  /** Kilometres driven, paid at the GVR settings' mileage rate. */
  | 'MILEAGE'
  /** Anything else (say what in the description). */
  | 'OTHER'
  /** Parking. */
  | 'PARKING';

/** How to sort a list of claims. */
export type ClaimSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ClaimSortField;
};

/** Fields that a list of claims can be sorted by. */
export type ClaimSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By number. */
  | 'NUMBER'
  /** By status. */
  | 'STATUS'
  /** By total. */
  | 'TOTAL'
  /** By last change. */
  | 'UPDATED_AT';

/** Where a claim stands in its workflow (docs/requisitions.md). */
export type ClaimStatus =
  /** Next: mark paid. */
  | 'APPROVED'
  /** Final: nothing more happens to it. */
  | 'CANCELLED'
  /** Where it starts; the requester may edit it. Next: submit, cancel claim. */
  | 'DRAFT'
  /** Final: nothing more happens to it. */
  | 'PAID'
  /** Final: nothing more happens to it. */
  | 'REJECTED'
  /** Next: approve, reject, cancel claim. */
  | 'SUBMITTED';

/** The fields of a claim to change; omitted fields keep their current values. */
export type ClaimUpdateInput = {
  /** The expenses: 1 to 30 lines. Cannot be cleared: null is refused. */
  lines?: Array<ClaimLineInput> | null | undefined;
  /** Id of a completed visit of the claimant. Cannot be cleared: null is refused. */
  visitId?: string | number | null | undefined;
};

/** The fields of a company that a user edits. */
export type CompanyInput = {
  /** Address, at most 300 characters. */
  address?: string | null | undefined;
  /** Code, 1 to 20 characters, unique regardless of case. */
  code: string;
  /** E-mail address. */
  email?: string | null | undefined;
  /** Name, 1 to 120 characters, unique regardless of case. */
  name: string;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
};

/** How to sort a list of companies. */
export type CompanySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of a company to change; omitted fields keep their current values. */
export type CompanyUpdateInput = {
  /** Address, at most 300 characters. */
  address?: string | null | undefined;
  /** Code, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** Name, 1 to 120 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
};

/** Why a change was refused with CONFLICT. */
export type ConflictReason =
  /** A value that must be unique is taken (the field is named). */
  | 'DUPLICATE'
  /** A workflow action that the record's status no longer allows (someone acted first), or a change to a record no longer editable. */
  | 'INVALID_STATE'
  /** Issuing equipment that is not on the shelf in the quantity asked for (the item is named). */
  | 'OUT_OF_STOCK'
  /** Other records still refer to this one, so it cannot be deleted. */
  | 'REFERENCED'
  /** The record was changed since it was read: `version` is no longer current. Reload it and try again. */
  | 'STALE_VERSION';

/** A person to meet at a customer, as a user enters them. */
export type CustomerContactInput = {
  /** E-mail address. */
  email?: string | null | undefined;
  /** Full name, 1 to 120 characters. */
  name: string;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
  /** Id of the customer position they hold. */
  positionId?: string | number | null | undefined;
};

/** The fields of a customer that a user edits. */
export type CustomerInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Address, at most 300 characters. */
  address?: string | null | undefined;
  /** City, at most 100 characters. */
  city?: string | null | undefined;
  /** Id of its company of the group (required). */
  companyId: string | number;
  /** Its contacts, at most 50 (an update replaces the whole list); none when omitted. */
  contacts?: Array<CustomerContactInput> | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** Name, 1 to 150 characters, unique regardless of case within the company. */
  name: string;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
  /** Id of the employee who is its salesperson. */
  salespersonId?: string | number | null | undefined;
};

/** The fields of a customer position that a user edits. */
export type CustomerPositionInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of customer positions. */
export type CustomerPositionSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: CustomerPositionSortField;
};

/** Fields that a list of customer positions can be sorted by. */
export type CustomerPositionSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a customer position to change; omitted fields keep their current values. */
export type CustomerPositionUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** How to sort a list of customers. */
export type CustomerSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: CustomerSortField;
};

/** Fields that a list of customers can be sorted by. */
export type CustomerSortField =
  /** By city. */
  | 'CITY'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a customer to change; omitted fields keep their current values. */
export type CustomerUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Address, at most 300 characters. */
  address?: string | null | undefined;
  /** City, at most 100 characters. */
  city?: string | null | undefined;
  /** Id of its company of the group (required). Cannot be cleared: null is refused. */
  companyId?: string | number | null | undefined;
  /** Its contacts, at most 50 (an update replaces the whole list). */
  contacts?: Array<CustomerContactInput> | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** Name, 1 to 150 characters, unique regardless of case within the company. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
  /** Id of the employee who is its salesperson. */
  salespersonId?: string | number | null | undefined;
};

/** A workflow kind the dashboard counts. */
export type DashboardWorkflowKind =
  /** Claims (Visit Report › Claims). */
  | 'CLAIMS'
  /** Equipment requisitions (Requisitions › Equipments requisition). */
  | 'EQUIPMENT_REQUISITIONS'
  /** Event requisitions (Requisitions › Events requisition). */
  | 'EVENT_REQUISITIONS';

/** A range of calendar days to set, both ends included; BAD_USER_INPUT when `from` is after `to`. */
export type DateRangeInput = {
  /** The first day. */
  from: string;
  /** The last day, on or after `from`. */
  to: string;
};

/** A span of time to filter by: from `from` (included) to `to` (excluded); BAD_USER_INPUT when `to` is not after `from`. */
export type DateTimeRangeInput = {
  /** The start of the span. */
  from: string;
  /** The end of the span, after `from`. */
  to: string;
};

/** The fields of a department that a user edits. */
export type DepartmentInput = {
  /** Code, at most 20 characters. */
  code?: string | null | undefined;
  /** Id of the employee who heads it. */
  headId?: string | number | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of departments. */
export type DepartmentSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of a department to change; omitted fields keep their current values. */
export type DepartmentUpdateInput = {
  /** Code, at most 20 characters. */
  code?: string | null | undefined;
  /** Id of the employee who heads it. */
  headId?: string | number | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** A new employee's fields and first password (`registerEmployee`). */
export type EmployeeRegisterInput = {
  /** Whether they may sign in; true when omitted. */
  active?: boolean | null | undefined;
  /** Ids of their companies; none when omitted. */
  companyIds?: Array<string | number> | null | undefined;
  /** Id of their department. */
  departmentId?: string | number | null | undefined;
  /** E-mail address, unique. */
  email: string;
  /** Full name, 1 to 120 characters. */
  employeeName: string;
  /** Employee number, 1 to 20 characters, unique regardless of case. */
  employeeNo: string;
  /** Gender; unknown when omitted. */
  gender?: Gender | null | undefined;
  /** Id of their grade. */
  gradeId?: string | number | null | undefined;
  /** Whether they file visit reports; false when omitted. */
  gvr?: boolean | null | undefined;
  /** Day they joined. */
  joinDate?: string | null | undefined;
  /** First password: 10 to 128 characters with at least one letter and one digit. */
  password: string;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
  /** Id of their position. */
  positionId?: string | number | null | undefined;
  /** Id of the employee they report to. */
  reportsToId?: string | number | null | undefined;
  /** Their roles, at least one; the first is the active one. */
  roles: Array<Role>;
  /** Id of their salesperson code. */
  salespersonCodeId?: string | number | null | undefined;
};

/** How to sort a list of employees. */
export type EmployeeSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of an employee to change; omitted fields keep their current values. */
export type EmployeeUpdateInput = {
  /** Whether they may sign in. */
  active?: boolean | null | undefined;
  /** Ids of their companies. */
  companyIds?: Array<string | number> | null | undefined;
  /** Id of their department. */
  departmentId?: string | number | null | undefined;
  /** E-mail address, unique. Cannot be cleared: null is refused. */
  email?: string | null | undefined;
  /** Full name, 1 to 120 characters. Cannot be cleared: null is refused. */
  employeeName?: string | null | undefined;
  /** Employee number, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  employeeNo?: string | null | undefined;
  /** Gender. */
  gender?: Gender | null | undefined;
  /** Id of their grade. */
  gradeId?: string | number | null | undefined;
  /** Whether they file visit reports. */
  gvr?: boolean | null | undefined;
  /** Day they joined. */
  joinDate?: string | null | undefined;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: string | null | undefined;
  /** Id of their position. */
  positionId?: string | number | null | undefined;
  /** Id of the employee they report to. */
  reportsToId?: string | number | null | undefined;
  /** Their roles, at least one; the first is the active one. Cannot be cleared: null is refused. */
  roles?: Array<Role> | null | undefined;
  /** Id of their salesperson code. */
  salespersonCodeId?: string | number | null | undefined;
};

/** The fields of an equipment category that a user edits. */
export type EquipmentCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of equipment categories. */
export type EquipmentCategorySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: EquipmentCategorySortField;
};

/** Fields that a list of equipment categories can be sorted by. */
export type EquipmentCategorySortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of an equipment category to change; omitted fields keep their current values. */
export type EquipmentCategoryUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of an equipment that a user edits. */
export type EquipmentInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Id of its equipment category (required). */
  categoryId: string | number;
  /** Code, 1 to 30 characters, unique regardless of case. */
  code: string;
  /** Where it is kept, at most 150 characters. */
  location?: string | null | undefined;
  /** Name, 1 to 150 characters. */
  name: string;
  /** Units in stock, 0 to 1000000 (a stock count correction when changed). */
  quantity: number;
};

/** An action on an equipment requisition; `EquipmentRequisition.actions` lists those the caller may take now. */
export type EquipmentRequisitionAction =
  /** Accept a partial issue (equipment requisition): APPROVED → PARTIAL_ISSUE_ACCEPTED, by the requester. */
  | 'ACCEPT_PARTIAL'
  /** Approve (equipment requisition): SUBMITTED → APPROVED, by the requester's Hod or an Admin; never the requester. */
  | 'APPROVE'
  /** Cancel request (equipment requisition): DRAFT or SUBMITTED → CANCELLED, by the requester; APPROVED or PARTIAL_ISSUE_ACCEPTED → CANCELLED, by the requester or a Gvr or an Admin (with a comment). */
  | 'CANCEL'
  /** Issue (equipment requisition): APPROVED or PARTIAL_ISSUE_ACCEPTED → ISSUED, by a Gvr or an Admin. */
  | 'ISSUE'
  /** Reject (equipment requisition): SUBMITTED → REJECTED, by the requester's Hod or an Admin; never the requester; a comment is required. */
  | 'REJECT'
  /** Record return (equipment requisition): ISSUED → RETURNED, by a Gvr or an Admin. */
  | 'RETURN'
  /** Send back for changes (equipment requisition): SUBMITTED → DRAFT, by the requester's Hod or an Admin (never the requester); APPROVED or PARTIAL_ISSUE_ACCEPTED → DRAFT, by a Gvr or an Admin; a comment is required. */
  | 'SEND_BACK'
  /** Submit (equipment requisition): DRAFT → SUBMITTED, by the requester. */
  | 'SUBMIT';

/** The fields of an equipment requisition that its requester edits (while it is a draft). */
export type EquipmentRequisitionInput = {
  /** The days the equipment is needed; the first day may not be before today when it is submitted. */
  dates: DateRangeInput;
  /** The equipment asked for: 1 to 50 lines, each equipment once. */
  items: Array<EquipmentRequisitionItemInput>;
  /** What it is for, 1 to 500 characters. */
  purpose: string;
};

/** One line of an equipment requisition to set. */
export type EquipmentRequisitionItemInput = {
  /** Id of the equipment; each equipment once per requisition. */
  equipmentId: string | number;
  /** Units asked for, 1 to 10000. */
  quantity: number;
};

/** How to sort a list of equipment requisitions. */
export type EquipmentRequisitionSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: EquipmentRequisitionSortField;
};

/** Fields that a list of equipment requisitions can be sorted by. */
export type EquipmentRequisitionSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By first day. */
  | 'DATES'
  /** By number. */
  | 'NUMBER'
  /** By status. */
  | 'STATUS'
  /** By last change. */
  | 'UPDATED_AT';

/** Where an equipment requisition stands in its workflow (docs/requisitions.md). */
export type EquipmentRequisitionStatus =
  /** Next: accept a partial issue, issue, cancel request, send back for changes. */
  | 'APPROVED'
  /** Final: nothing more happens to it. */
  | 'CANCELLED'
  /** Where it starts; the requester may edit it. Next: submit, cancel request. */
  | 'DRAFT'
  /** Next: record return. */
  | 'ISSUED'
  /** Next: issue, cancel request, send back for changes. */
  | 'PARTIAL_ISSUE_ACCEPTED'
  /** Final: nothing more happens to it. */
  | 'REJECTED'
  /** Final: nothing more happens to it. */
  | 'RETURNED'
  /** Next: approve, reject, send back for changes, cancel request. */
  | 'SUBMITTED';

/** The fields of an equipment requisition to change; omitted fields keep their current values. */
export type EquipmentRequisitionUpdateInput = {
  /** The days the equipment is needed; the first day may not be before today when it is submitted. Cannot be cleared: null is refused. */
  dates?: DateRangeInput | null | undefined;
  /** The equipment asked for: 1 to 50 lines, each equipment once. Cannot be cleared: null is refused. */
  items?: Array<EquipmentRequisitionItemInput> | null | undefined;
  /** What it is for, 1 to 500 characters. Cannot be cleared: null is refused. */
  purpose?: string | null | undefined;
};

/** How to sort a list of equipments. */
export type EquipmentSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: EquipmentSortField;
};

/** Fields that a list of equipments can be sorted by. */
export type EquipmentSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By quantity in stock. */
  | 'QUANTITY'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of an equipment to change; omitted fields keep their current values. */
export type EquipmentUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Id of its equipment category (required). Cannot be cleared: null is refused. */
  categoryId?: string | number | null | undefined;
  /** Code, 1 to 30 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: string | null | undefined;
  /** Where it is kept, at most 150 characters. */
  location?: string | null | undefined;
  /** Name, 1 to 150 characters. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
  /** Units in stock, 0 to 1000000 (a stock count correction when changed). Cannot be cleared: null is refused. */
  quantity?: number | null | undefined;
};

/**
 * The `extensions.code` of a GraphQL error (see `ErrorExtensions`), the `code` of a `UserError` and of a
 * `Warning`: one code per cause. HTTP status in brackets where the gateway answers one of its own.
 */
export type ErrorCode =
  /** The HTTP request could not be read (400): malformed JSON, a batch, no query. */
  | 'BAD_REQUEST'
  /** The input is not valid (400); `UserError.field` or `extensions.fieldErrors` names the input field. */
  | 'BAD_USER_INPUT'
  /** The change conflicts with the stored data (409); see `ConflictReason`. */
  | 'CONFLICT'
  /**
   * Refused as a potential cross-site request forgery (400): a GET, or a POST whose content type a
   * browser form can send (text/plain, form, multipart), without the header `Apollo-Require-Preflight: true`.
   */
  | 'CSRF_REFUSED'
  /** The caller's active role may not do this (403). */
  | 'FORBIDDEN'
  /** The document is not valid GraphQL (400). */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document does not match this schema (400), e.g. an unknown field or a missing argument. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** An unexpected failure of the gateway (500); the message says only to try again later. */
  | 'INTERNAL_SERVER_ERROR'
  /** The HTTP method is not allowed here (405), e.g. a mutation sent by GET. */
  | 'METHOD_NOT_ALLOWED'
  /** None of the `Accept`ed media types can be answered (406). */
  | 'NOT_ACCEPTABLE'
  /** The record does not exist (404). */
  | 'NOT_FOUND'
  /** The document holds several operations and `operationName` names none of them (400). */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** An uploaded file, or the whole request, is too large (413). */
  | 'PAYLOAD_TOO_LARGE'
  /** A persisted-query hash was sent to a gateway that does not accept them for this caller (400). */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /**
   * The operation is over a query limit (400): depth 10, 15 aliases, 2000 tokens, cost 2000 or 20
   * directives; the message names the limit and what was found. Split the operation.
   */
  | 'QUERY_TOO_COMPLEX'
  /** The request headers are too large (431). */
  | 'REQUEST_HEADER_FIELDS_TOO_LARGE'
  /** The request took too long to arrive (408). */
  | 'REQUEST_TIMEOUT'
  /** Too many attempts (429): wait `extensions.retryAfter` seconds before trying again. */
  | 'TOO_MANY_REQUESTS'
  /** Not signed in, or the token no longer works (401). Sign in again. */
  | 'UNAUTHENTICATED'
  /** An uploaded file's type is not accepted (415). */
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** The REST server failed or could not be reached. */
  | 'UPSTREAM'
  /** The URL is too long (414). */
  | 'URI_TOO_LONG';

/** An action on an event requisition; `EventRequisition.actions` lists those the caller may take now. */
export type EventRequisitionAction =
  /** Approve (event requisition): SUBMITTED → HOD_APPROVED, by the requester's Hod or an Admin; never the requester. */
  | 'APPROVE'
  /** Cancel request (event requisition): DRAFT or SUBMITTED → CANCELLED, by the requester. */
  | 'CANCEL'
  /** Mark completed (event requisition): FINANCE_APPROVED → COMPLETED, by the requester or an Admin. */
  | 'COMPLETE'
  /** Approve budget (event requisition): HOD_APPROVED → FINANCE_APPROVED, by Finance; never the requester. */
  | 'FINANCE_APPROVE'
  /** Reject (event requisition): SUBMITTED → REJECTED, by the requester's Hod or an Admin; HOD_APPROVED → REJECTED, by Finance; never the requester; a comment is required. */
  | 'REJECT'
  /** Send back for changes (event requisition): SUBMITTED → DRAFT, by the requester's Hod or an Admin; never the requester; a comment is required. */
  | 'SEND_BACK'
  /** Submit (event requisition): DRAFT → SUBMITTED, by the requester. */
  | 'SUBMIT';

/** The fields of an event requisition that its requester edits (while it is a draft). */
export type EventRequisitionInput = {
  /** How many people are expected, 1 to 100000. */
  attendees: number;
  /** The budget: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. */
  budget: string;
  /** The days of the event; the first day may not be before today when it is submitted. */
  dates: DateRangeInput;
  /** The event's name, 1 to 150 characters. */
  eventName: string;
  /** Id of the event portfolio (required). */
  portfolioId: string | number;
  /** Where it takes place, 1 to 200 characters. */
  venue: string;
};

/** How to sort a list of event requisitions. */
export type EventRequisitionSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: EventRequisitionSortField;
};

/** Fields that a list of event requisitions can be sorted by. */
export type EventRequisitionSortField =
  /** By budget. */
  | 'BUDGET'
  /** By creation time. */
  | 'CREATED_AT'
  /** By first day. */
  | 'DATES'
  /** By number. */
  | 'NUMBER'
  /** By status. */
  | 'STATUS'
  /** By last change. */
  | 'UPDATED_AT';

/** Where an event requisition stands in its workflow (docs/requisitions.md). */
export type EventRequisitionStatus =
  /** Final: nothing more happens to it. */
  | 'CANCELLED'
  /** Final: nothing more happens to it. */
  | 'COMPLETED'
  /** Where it starts; the requester may edit it. Next: submit, cancel request. */
  | 'DRAFT'
  /** Next: mark completed. */
  | 'FINANCE_APPROVED'
  /** Next: approve budget, reject. */
  | 'HOD_APPROVED'
  /** Final: nothing more happens to it. */
  | 'REJECTED'
  /** Next: approve, reject, send back for changes, cancel request. */
  | 'SUBMITTED';

/** The fields of an event requisition to change; omitted fields keep their current values. */
export type EventRequisitionUpdateInput = {
  /** How many people are expected, 1 to 100000. Cannot be cleared: null is refused. */
  attendees?: number | null | undefined;
  /** The budget: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. Cannot be cleared: null is refused. */
  budget?: string | null | undefined;
  /** The days of the event; the first day may not be before today when it is submitted. Cannot be cleared: null is refused. */
  dates?: DateRangeInput | null | undefined;
  /** The event's name, 1 to 150 characters. Cannot be cleared: null is refused. */
  eventName?: string | null | undefined;
  /** Id of the event portfolio (required). Cannot be cleared: null is refused. */
  portfolioId?: string | number | null | undefined;
  /** Where it takes place, 1 to 200 characters. Cannot be cleared: null is refused. */
  venue?: string | null | undefined;
};

/** An employee's gender (REST carries it as the legacy array `[{ name: "MALE" }]`). */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** The fields of a grade that a user edits. */
export type GradeInput = {
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Rank on the pay scale, 1 to 99. */
  level?: number | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of grades. */
export type GradeSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of a grade to change; omitted fields keep their current values. */
export type GradeUpdateInput = {
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Rank on the pay scale, 1 to 99. */
  level?: number | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a GVR category that a user edits. */
export type GvrCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case within the section. */
  name: string;
  /** Id of its GVR section (required). */
  sectionId: string | number;
};

/** How to sort a list of GVR categories. */
export type GvrCategorySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: GvrCategorySortField;
};

/** Fields that a list of GVR categories can be sorted by. */
export type GvrCategorySortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a GVR category to change; omitted fields keep their current values. */
export type GvrCategoryUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case within the section. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
  /** Id of its GVR section (required). Cannot be cleared: null is refused. */
  sectionId?: string | number | null | undefined;
};

/** The fields of a GVR section that a user edits (its place is set with `reorderGvrSections`). */
export type GvrSectionInput = {
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of GVR sections. */
export type GvrSectionSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: GvrSectionSortField;
};

/** Fields that a list of GVR sections can be sorted by. */
export type GvrSectionSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By the order set with `reorderGvrSections`. */
  | 'POSITION'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a GVR section to change; omitted fields keep their current values. */
export type GvrSectionUpdateInput = {
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a GVR settings to change; omitted fields keep their current values. */
export type GvrSettingsUpdateInput = {
  /** ISO 4217 currency code, 3 upper-case letters, e.g. `USD`, `EUR`, `AED`. Cannot be cleared: null is refused. */
  currency?: string | null | undefined;
  /** Amount per kilometre: 0 to 9999999999.99 with at most 2 decimals. Cannot be cleared: null is refused. */
  mileageRate?: string | null | undefined;
  /** Days after a visit within which its report is due, 1 to 365. Cannot be cleared: null is refused. */
  reportDeadlineDays?: number | null | undefined;
  /** The working days, at least one, each once. Cannot be cleared: null is refused. */
  workingDays?: Array<Weekday> | null | undefined;
  /** The daily working hours. Cannot be cleared: null is refused. */
  workingHours?: WorkingHoursInput | null | undefined;
};

/** The fields of an ISO record that a user edits (files are attached separately). */
export type IsoInput = {
  /** Code, at most 50 characters. */
  code?: string | null | undefined;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 150 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of ISO documents. */
export type IsoSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: IsoSortField;
};

/** Fields that a list of ISO documents can be sorted by. */
export type IsoSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of an ISO document to change; omitted fields keep their current values. */
export type IsoUpdateInput = {
  /** Code, at most 50 characters. */
  code?: string | null | undefined;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 150 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a portfolio that a user edits. */
export type PortfolioInput = {
  /** Whether the portfolio is in use; true when omitted. */
  active?: boolean | null | undefined;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 120 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of event portfolios. */
export type PortfolioSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: PortfolioSortField;
};

/** Fields that a list of event portfolios can be sorted by. */
export type PortfolioSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of an event portfolio to change; omitted fields keep their current values. */
export type PortfolioUpdateInput = {
  /** Whether the portfolio is in use. */
  active?: boolean | null | undefined;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 120 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a position that a user edits. */
export type PositionInput = {
  /** Id of its department (required). */
  departmentId: string | number;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique within the department. */
  name: string;
};

/** How to sort a list of positions. */
export type PositionSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of a position to change; omitted fields keep their current values. */
export type PositionUpdateInput = {
  /** Id of its department (required). Cannot be cleared: null is refused. */
  departmentId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique within the department. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a product category that a user edits. */
export type ProductCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: string;
};

/** How to sort a list of product categories. */
export type ProductCategorySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ProductCategorySortField;
};

/** Fields that a list of product categories can be sorted by. */
export type ProductCategorySortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a product category to change; omitted fields keep their current values. */
export type ProductCategoryUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a product that a user edits. */
export type ProductInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Code, 1 to 30 characters, unique regardless of case. */
  code: string;
  /** Name, 1 to 150 characters. */
  name: string;
  /** Id of its event portfolio; none when omitted. */
  portfolioId?: string | number | null | undefined;
  /** Price of one unit: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. */
  price: string;
  /** Id of its product subcategory (required). */
  subcategoryId: string | number;
  /** The unit it is sold in, 1 to 20 characters, e.g. `box`. */
  unit: string;
};

/** How to sort a list of products. */
export type ProductSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ProductSortField;
};

/** Fields that a list of products can be sorted by. */
export type ProductSortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By price. */
  | 'PRICE'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a product subcategory that a user edits. */
export type ProductSubcategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: boolean | null | undefined;
  /** Id of its product category (required). */
  categoryId: string | number;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case within the category. */
  name: string;
};

/** How to sort a list of product subcategories. */
export type ProductSubcategorySort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: ProductSubcategorySortField;
};

/** Fields that a list of product subcategories can be sorted by. */
export type ProductSubcategorySortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** The fields of a product subcategory to change; omitted fields keep their current values. */
export type ProductSubcategoryUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Id of its product category (required). Cannot be cleared: null is refused. */
  categoryId?: string | number | null | undefined;
  /** Description, at most 500 characters. */
  description?: string | null | undefined;
  /** Name, 1 to 100 characters, unique regardless of case within the category. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
};

/** The fields of a product to change; omitted fields keep their current values. */
export type ProductUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: boolean | null | undefined;
  /** Code, 1 to 30 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: string | null | undefined;
  /** Name, 1 to 150 characters. Cannot be cleared: null is refused. */
  name?: string | null | undefined;
  /** Id of its event portfolio. */
  portfolioId?: string | number | null | undefined;
  /** Price of one unit: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. Cannot be cleared: null is refused. */
  price?: string | null | undefined;
  /** Id of its product subcategory (required). Cannot be cleared: null is refused. */
  subcategoryId?: string | number | null | undefined;
  /** The unit it is sold in, 1 to 20 characters, e.g. `box`. Cannot be cleared: null is refused. */
  unit?: string | null | undefined;
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

/** The fields of a salesperson code that a user edits. */
export type SalespersonCodeInput = {
  /** Whether the code is in use; true when omitted. */
  active?: boolean | null | undefined;
  /** Code, 1 to 20 characters, unique regardless of case. */
  code: string;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 200 characters. */
  description?: string | null | undefined;
};

/** How to sort a list of salesperson codes. */
export type SalespersonCodeSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
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

/** The fields of a salesperson code to change; omitted fields keep their current values. */
export type SalespersonCodeUpdateInput = {
  /** Whether the code is in use. */
  active?: boolean | null | undefined;
  /** Code, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: string | null | undefined;
  /** Id of its company. */
  companyId?: string | number | null | undefined;
  /** Description, at most 200 characters. */
  description?: string | null | undefined;
};

/** Direction of a sort. */
export type SortDirection =
  /** Smallest (or A) first. */
  | 'ASC'
  /** Largest (or Z) first. */
  | 'DESC';

/** An action on a visit; `Visit.actions` lists those the caller may take now. */
export type VisitAction =
  /** Cancel visit (visit): PLANNED → CANCELLED, by the requester or the requester's Hod or a Gvr or an Admin; a comment is required. */
  | 'CANCEL'
  /** Complete report (visit): PLANNED → COMPLETED, by the requester. */
  | 'COMPLETE'
  /** Add correction (visit): COMPLETED → COMPLETED, by a Gvr or an Admin; a comment is required. */
  | 'CORRECT';

/** The fields of a visit its visitor plans and reports (while it is planned). */
export type VisitInput = {
  /** Id of its GVR category (an active one). */
  categoryId: string | number;
  /** The names of the contacts met, each one of the customer's contacts, at most 20. */
  contactNames?: Array<string> | null | undefined;
  /** Id of the customer visited (one the caller may read). */
  customerId: string | number;
  /** When it ends: after `start`, at most 24 hours later. */
  end: string;
  /** What is to be done next, at most 1000 characters. */
  nextAction?: string | null | undefined;
  /** The report's notes, at most one per GVR section; sorted into the sections' order. */
  notes?: Array<VisitNoteInput> | null | undefined;
  /** What came of it, at most 2000 characters; required to complete the report. */
  outcome?: string | null | undefined;
  /** Ids of the products discussed, each once, at most 50, in the order given. */
  productIds?: Array<string | number> | null | undefined;
  /** When it starts. */
  start: string;
};

/** The notes of one GVR section to set. */
export type VisitNoteInput = {
  /** Id of the GVR section; each section once per visit. */
  sectionId: string | number;
  /** What was noted, 1 to 5000 characters. */
  text: string;
};

/** How to sort a list of visits. */
export type VisitSort = {
  /** The direction; ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field to sort by. */
  field: VisitSortField;
};

/** Fields that a list of visits can be sorted by. */
export type VisitSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By number. */
  | 'NUMBER'
  /** By start. */
  | 'START'
  /** By status. */
  | 'STATUS'
  /** By last change. */
  | 'UPDATED_AT';

/** Where a visit stands in its workflow (docs/requisitions.md). */
export type VisitStatus =
  /** Final: nothing more happens to it. */
  | 'CANCELLED'
  /** Next: add correction. */
  | 'COMPLETED'
  /** Where it starts; the requester may edit it. Next: complete report, cancel visit. */
  | 'PLANNED';

/** The fields of a visit to change; omitted fields keep their current values. */
export type VisitUpdateInput = {
  /** Id of its GVR category (an active one). Cannot be cleared: null is refused. */
  categoryId?: string | number | null | undefined;
  /** The names of the contacts met, each one of the customer's contacts, at most 20. */
  contactNames?: Array<string> | null | undefined;
  /** Id of the customer visited (one the caller may read). Cannot be cleared: null is refused. */
  customerId?: string | number | null | undefined;
  /** When it ends: after `start`, at most 24 hours later. Cannot be cleared: null is refused. */
  end?: string | null | undefined;
  /** What is to be done next, at most 1000 characters. */
  nextAction?: string | null | undefined;
  /** The report's notes, at most one per GVR section; sorted into the sections' order. */
  notes?: Array<VisitNoteInput> | null | undefined;
  /** What came of it, at most 2000 characters; required to complete the report. */
  outcome?: string | null | undefined;
  /** Ids of the products discussed, each once, at most 50, in the order given. */
  productIds?: Array<string | number> | null | undefined;
  /** When it starts. Cannot be cleared: null is refused. */
  start?: string | null | undefined;
};

/** A day of the week. */
export type Weekday =
  /** Friday. */
  | 'FRI'
  /** Monday. */
  | 'MON'
  /** Saturday. */
  | 'SAT'
  /** Sunday. */
  | 'SUN'
  /** Thursday. */
  | 'THU'
  /** Tuesday. */
  | 'TUE'
  /** Wednesday. */
  | 'WED';

/** Working hours as a user enters them. */
export type WorkingHoursInput = {
  /** End, `HH:MM` (24-hour), later than `start`. */
  end: string;
  /** Start, `HH:MM` (24-hour). */
  start: string;
};

export type UserErrorFieldsFragment = { field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null };

export type AuthenticateMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AuthenticateMutation = { authenticate: { token: string, id: string, employeeName: string, email: string, roles: Array<Role>, gender: Gender | null, photo: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string | null };

export type ConfirmPasswordResetMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ConfirmPasswordResetMutation = { confirmPasswordReset: string | null };

export type PasswordResetLinkQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetLinkQuery = { passwordResetLink: { valid: boolean, expiresAt: string | null, message: string | null } };

export type CompanyTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyTotalQuery = { companies: { total: number } };

export type DepartmentTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentTotalQuery = { departments: { total: number } };

export type ActiveEmployeeTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveEmployeeTotalQuery = { employees: { total: number } };

export type GradeTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type GradeTotalQuery = { grades: { total: number } };

export type MyRecentVisitsQueryVariables = Exact<{
  period: DateTimeRangeInput;
}>;


export type MyRecentVisitsQuery = { visits: { hasNextPage: boolean, items: Array<{ id: string, start: string, status: VisitStatus }> } };

export type DashboardProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardProductsQuery = { allProducts: Array<{ id: string, active: boolean, subcategory: { id: string, category: { id: string, name: string } | null } | null }> };

export type DashboardQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type DashboardQuery = { dashboard: { timeZone: string, day: string, week: { firstDay: string, lastDay: string }, month: { firstDay: string, lastDay: string }, myVisits: { week: { planned: number, completed: number, cancelled: number, late: number }, month: { planned: number, completed: number, cancelled: number, late: number } }, approvals: Array<{ kind: DashboardWorkflowKind, count: number, more: boolean, byStatus: Array<{ status: string, count: number, more: boolean }> }>, myRequisitions: Array<{ kind: DashboardWorkflowKind, count: number, more: boolean, byStatus: Array<{ status: string, count: number, more: boolean }> }>, team: { people: number, morePeople: boolean, byWeek: Array<{ week: string, planned: number, completed: number, cancelled: number, late: number }>, byCategory: Array<{ categoryId: string, categoryName: string, planned: number, completed: number, cancelled: number, late: number }> } | null, claims: { submitted: number, approved: number, paid: number, waitingByType: Array<{ type: ClaimLineType, currency: string, claims: number, amount: string }>, paidByType: Array<{ type: ClaimLineType, currency: string, claims: number, amount: string }> } | null } | null };

export type EquipmentChoiceFieldsFragment = { id: string, code: string, name: string, quantity: number, active: boolean, parent: string };

export type ExportPeopleQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type ExportPeopleQuery = { gvrViewList: Array<{ id: string, employeeName: string }> };

export type CustomerFieldsFragment = { id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> };

export type GvrSettingsFieldsFragment = { id: string, reportDeadlineDays: number, mileageRate: string, currency: string, workingDays: Array<Weekday>, version: number, createdAt: string, updatedAt: string, workingHours: { start: string, end: string } };

export type ProductExtraFieldsFragment = { id: string, subcategory: { id: string, category: { id: string, name: string } | null } | null };

export type ProfileEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfileEmployeeQuery = { employee: { id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, photo: string | null, roles: Array<Role>, active: boolean, gvr: boolean, version: number, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null } | null };

export type ChangeEmployeePasswordMutationVariables = Exact<{
  id: string | number;
  currentPassword?: string | null | undefined;
  password: string;
}>;


export type ChangeEmployeePasswordMutation = { changeEmployeePassword: string | null };

export type EquipmentRequisitionFieldsFragment = { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type EventRequisitionFieldsFragment = { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type CompanyChoiceFieldsFragment = { id: string, name: string, code: string };

export type EmployeeChoiceFieldsFragment = { id: string, employeeNo: string, employeeName: string, active: boolean };

export type EmployeeGvrViewListQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type EmployeeGvrViewListQuery = { gvrViewList: Array<{ id: string, employeeNo: string, employeeName: string, department: { id: string, name: string } | null }> };

export type EmployeeCompaniesQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type EmployeeCompaniesQuery = { employeeCompanies: Array<{ id: string, name: string, code: string }> };

export type SetEmployeePasswordMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type SetEmployeePasswordMutation = { changeEmployeePassword: string | null };

export type IsoExtraFieldsFragment = { id: string, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> };

export type AttachIsoFilesMutationVariables = Exact<{
  isoId: string | number;
  files: Array<File> | File;
}>;


export type AttachIsoFilesMutation = { uploadIsoDocuments: { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> } | null };

export type RemoveIsoFileMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveIsoFileMutation = { deleteIsoDocument: { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> } | null };

export type SalespersonCodeChoiceFieldsFragment = { id: string, code: string, description: string | null, active: boolean };

export type ActivityFieldsFragment = { id: string, kind: ActivityKind, employeeId: string, employeeName: string, customerId: string, customerName: string, contactName: string | null, date: string, note: string | null, status: VisitStatus | null, visitNumber: string | null, version: number, createdAt: string, updatedAt: string };

export type ActivityCustomerContactsQueryVariables = Exact<{
  id: string | number;
}>;


export type ActivityCustomerContactsQuery = { customer: { id: string, name: string, contacts: Array<{ name: string }> } | null };

export type ActivityPeopleQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type ActivityPeopleQuery = { gvrViewList: Array<{ id: string, employeeName: string }> };

export type ClaimTotalsQueryVariables = Exact<{
  from: string;
  to: string;
  mine?: boolean | null | undefined;
}>;


export type ClaimTotalsQuery = { claimTotals: Array<{ month: string, count: number, total: string, paid: string, currency: string }> };

export type UploadClaimReceiptMutationVariables = Exact<{
  claimId: string | number;
  lineId: string | number;
  file: File;
}>;


export type UploadClaimReceiptMutation = { uploadClaimReceipt: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type DeleteClaimReceiptMutationVariables = Exact<{
  claimId: string | number;
  lineId: string | number;
}>;


export type DeleteClaimReceiptMutation = { deleteClaimReceipt: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type ClaimableVisitsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type ClaimableVisitsQuery = { visits: { total: number, items: Array<{ id: string, number: string, customerName: string, start: string }> } };

export type ClaimRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimRatesQuery = { gvrSettings: { id: string, mileageRate: string, currency: string } | null };

export type VisitClaimListQueryVariables = Exact<{
  visitId: string | number;
}>;


export type VisitClaimListQuery = { claims: { total: number, items: Array<{ id: string, number: string, status: ClaimStatus, requesterName: string, total: string, currency: string, createdAt: string }> } };

export type ClaimVisitQueryVariables = Exact<{
  claimId: string | number;
}>;


export type ClaimVisitQuery = { claimVisit: { id: string, number: string, status: VisitStatus, start: string, end: string, customerName: string, categoryName: string | null, visitorName: string, outcome: string | null, late: boolean, distanceKm: string | null } | null };

export type ClaimFieldsFragment = { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type VisitCustomerFieldsFragment = { id: string, name: string, active: boolean, city: string | null, salespersonId: string | null, visitCount: number, lastVisitAt: string | null, nextVisitAt: string | null, version: number, createdAt: string, updatedAt: string, salesperson: { id: string, employeeName: string } | null };

export type VisitCustomersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: CustomerSort | null | undefined;
}>;


export type VisitCustomersQuery = { customers: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, active: boolean, city: string | null, salespersonId: string | null, visitCount: number, lastVisitAt: string | null, nextVisitAt: string | null, version: number, createdAt: string, updatedAt: string, salesperson: { id: string, employeeName: string } | null }> } };

export type VisitCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type VisitCustomerQuery = { customer: { visitCount: number, lastVisitAt: string | null, nextVisitAt: string | null, id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> } | null };

export type CustomerVisitHistoryQueryVariables = Exact<{
  customerId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: VisitSort | null | undefined;
}>;


export type CustomerVisitHistoryQuery = { visits: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, number: string, status: VisitStatus, requesterName: string, start: string, end: string, outcome: string | null, late: boolean }> } };

export type VisitCalendarPeopleQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type VisitCalendarPeopleQuery = { gvrViewList: Array<{ id: string, employeeName: string }> };

export type VisitCalendarSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitCalendarSettingsQuery = { gvrSettings: { id: string, workingDays: Array<Weekday>, workingHours: { start: string, end: string } } | null };

export type VisitReportSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitReportSectionsQuery = { allGvrSections: Array<{ id: string, name: string, position: number }> };

export type VisitFieldsFragment = { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type ActivitiesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ActivitySort | null | undefined;
  kind?: ActivityKind | null | undefined;
  status?: VisitStatus | null | undefined;
  employeeId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  dates?: DateRangeInput | null | undefined;
}>;


export type ActivitiesQuery = { activities: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, kind: ActivityKind, employeeId: string, employeeName: string, customerId: string, customerName: string, contactName: string | null, date: string, note: string | null, status: VisitStatus | null, visitNumber: string | null, version: number, createdAt: string, updatedAt: string }> } };

export type ActivityQueryVariables = Exact<{
  id: string | number;
}>;


export type ActivityQuery = { activity: { id: string, kind: ActivityKind, employeeId: string, employeeName: string, customerId: string, customerName: string, contactName: string | null, date: string, note: string | null, status: VisitStatus | null, visitNumber: string | null, version: number, createdAt: string, updatedAt: string } | null };

export type CreateActivityMutationVariables = Exact<{
  input: ActivityInput;
}>;


export type CreateActivityMutation = { createActivity: { activity: { id: string, kind: ActivityKind, employeeId: string, employeeName: string, customerId: string, customerName: string, contactName: string | null, date: string, note: string | null, status: VisitStatus | null, visitNumber: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateActivityMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: ActivityUpdateInput;
}>;


export type UpdateActivityMutation = { updateActivity: { activity: { id: string, kind: ActivityKind, employeeId: string, employeeName: string, customerId: string, customerName: string, contactName: string | null, date: string, note: string | null, status: VisitStatus | null, visitNumber: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteActivityMutation = { deleteActivity: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ClaimWorkflowFieldsFragment = { actions: Array<ClaimAction>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type ClaimsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ClaimSort | null | undefined;
  mine?: boolean | null | undefined;
  awaitingMe?: boolean | null | undefined;
  status?: ClaimStatus | null | undefined;
  requesterId?: string | number | null | undefined;
  visitId?: string | number | null | undefined;
  dates?: DateRangeInput | null | undefined;
}>;


export type ClaimsQuery = { claims: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> }> } };

export type ClaimQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimQuery = { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type CreateClaimMutationVariables = Exact<{
  input: ClaimInput;
}>;


export type CreateClaimMutation = { createClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: ClaimUpdateInput;
}>;


export type UpdateClaimMutation = { updateClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SubmitClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type SubmitClaimMutation = { submitClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ApproveClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type ApproveClaimMutation = { approveClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type RejectClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type RejectClaimMutation = { rejectClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type PayClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type PayClaimMutation = { payClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CancelClaimMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CancelClaimMutation = { cancelClaim: { claim: { id: string, number: string, status: ClaimStatus, requesterId: string, requesterName: string, visitId: string, visitNumber: string, customerName: string, total: string, currency: string, version: number, createdAt: string, updatedAt: string, actions: Array<ClaimAction>, lines: Array<{ id: string, type: ClaimLineType, description: string | null, km: string | null, amount: string, receipt: { originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string } | null }>, history: Array<{ id: string, action: ClaimAction | null, fromStatus: ClaimStatus | null, toStatus: ClaimStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CompanyFieldsFragment = { id: string, name: string, code: string, address: string | null, phone: string | null, email: string | null, version: number, createdAt: string, updatedAt: string };

export type CompaniesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: CompanySort | null | undefined;
}>;


export type CompaniesQuery = { companies: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, code: string, address: string | null, phone: string | null, email: string | null, version: number, createdAt: string, updatedAt: string }> } };

export type CompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyQuery = { company: { id: string, name: string, code: string, address: string | null, phone: string | null, email: string | null, version: number, createdAt: string, updatedAt: string } | null };

export type CompanyChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyChoicesQuery = { allCompanies: Array<{ id: string, name: string, code: string }> };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyInput;
}>;


export type CreateCompanyMutation = { createCompany: { company: { id: string, name: string, code: string, address: string | null, phone: string | null, email: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateCompanyMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: CompanyUpdateInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { company: { id: string, name: string, code: string, address: string | null, phone: string | null, email: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteCompanyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCompanyMutation = { deleteCompany: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CustomerPositionFieldsFragment = { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string };

export type CustomerPositionChoiceFieldsFragment = { id: string, name: string, active: boolean };

export type CustomerPositionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: CustomerPositionSort | null | undefined;
  active?: boolean | null | undefined;
}>;


export type CustomerPositionsQuery = { customerPositions: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string }> } };

export type CustomerPositionQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerPositionQuery = { customerPosition: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null };

export type CustomerPositionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPositionChoicesQuery = { allCustomerPositions: Array<{ id: string, name: string, active: boolean }> };

export type CreateCustomerPositionMutationVariables = Exact<{
  input: CustomerPositionInput;
}>;


export type CreateCustomerPositionMutation = { createCustomerPosition: { customerPosition: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateCustomerPositionMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: CustomerPositionUpdateInput;
}>;


export type UpdateCustomerPositionMutation = { updateCustomerPosition: { customerPosition: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteCustomerPositionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomerPositionMutation = { deleteCustomerPosition: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CustomerChoiceFieldsFragment = { id: string, name: string, active: boolean, parent: string };

export type CustomersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: CustomerSort | null | undefined;
  companyId?: string | number | null | undefined;
  salespersonId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type CustomersQuery = { customers: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> }> } };

export type CustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerQuery = { customer: { id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> } | null };

export type CustomerChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerChoicesQuery = { allCustomers: Array<{ id: string, name: string, active: boolean, parent: string }> };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type CreateCustomerMutation = { createCustomer: { customer: { id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { customer: { id: string, name: string, address: string | null, city: string | null, phone: string | null, email: string | null, companyId: string, salespersonId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, salesperson: { id: string, employeeName: string } | null, contacts: Array<{ name: string, positionId: string | null, phone: string | null, email: string | null, position: { id: string, name: string } | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteCustomerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomerMutation = { deleteCustomer: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DepartmentFieldsFragment = { id: string, name: string, code: string | null, headId: string | null, version: number, createdAt: string, updatedAt: string, head: { id: string, employeeName: string } | null };

export type DepartmentChoiceFieldsFragment = { id: string, name: string };

export type DepartmentsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: DepartmentSort | null | undefined;
}>;


export type DepartmentsQuery = { departments: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, code: string | null, headId: string | null, version: number, createdAt: string, updatedAt: string, head: { id: string, employeeName: string } | null }> } };

export type DepartmentQueryVariables = Exact<{
  id: string | number;
}>;


export type DepartmentQuery = { department: { id: string, name: string, code: string | null, headId: string | null, version: number, createdAt: string, updatedAt: string, head: { id: string, employeeName: string } | null } | null };

export type DepartmentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentChoicesQuery = { allDepartments: Array<{ id: string, name: string }> };

export type CreateDepartmentMutationVariables = Exact<{
  input: DepartmentInput;
}>;


export type CreateDepartmentMutation = { createDepartment: { department: { id: string, name: string, code: string | null, headId: string | null, version: number, createdAt: string, updatedAt: string, head: { id: string, employeeName: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateDepartmentMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: DepartmentUpdateInput;
}>;


export type UpdateDepartmentMutation = { updateDepartment: { department: { id: string, name: string, code: string | null, headId: string | null, version: number, createdAt: string, updatedAt: string, head: { id: string, employeeName: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteDepartmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDepartmentMutation = { deleteDepartment: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type EmployeeFieldsFragment = { id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, gradeId: string | null, departmentId: string | null, positionId: string | null, salespersonCodeId: string | null, companyIds: Array<string>, reportsToId: string | null, roles: Array<Role>, active: boolean, gvr: boolean, photo: string | null, version: number, createdAt: string, updatedAt: string, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, salespersonCode: { id: string, code: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null };

export type EmployeesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: EmployeeSort | null | undefined;
  active?: boolean | null | undefined;
  gvr?: boolean | null | undefined;
  departmentId?: string | number | null | undefined;
}>;


export type EmployeesQuery = { employees: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, gradeId: string | null, departmentId: string | null, positionId: string | null, salespersonCodeId: string | null, companyIds: Array<string>, reportsToId: string | null, roles: Array<Role>, active: boolean, gvr: boolean, photo: string | null, version: number, createdAt: string, updatedAt: string, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, salespersonCode: { id: string, code: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null }> } };

export type EmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeeQuery = { employee: { id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, gradeId: string | null, departmentId: string | null, positionId: string | null, salespersonCodeId: string | null, companyIds: Array<string>, reportsToId: string | null, roles: Array<Role>, active: boolean, gvr: boolean, photo: string | null, version: number, createdAt: string, updatedAt: string, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, salespersonCode: { id: string, code: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null } | null };

export type EmployeeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeeChoicesQuery = { allEmployees: Array<{ id: string, employeeNo: string, employeeName: string, active: boolean }> };

export type RegisterEmployeeMutationVariables = Exact<{
  input: EmployeeRegisterInput;
}>;


export type RegisterEmployeeMutation = { registerEmployee: { employee: { id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, gradeId: string | null, departmentId: string | null, positionId: string | null, salespersonCodeId: string | null, companyIds: Array<string>, reportsToId: string | null, roles: Array<Role>, active: boolean, gvr: boolean, photo: string | null, version: number, createdAt: string, updatedAt: string, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, salespersonCode: { id: string, code: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: EmployeeUpdateInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { employee: { id: string, employeeNo: string, employeeName: string, email: string, phone: string | null, gender: Gender | null, joinDate: string | null, gradeId: string | null, departmentId: string | null, positionId: string | null, salespersonCodeId: string | null, companyIds: Array<string>, reportsToId: string | null, roles: Array<Role>, active: boolean, gvr: boolean, photo: string | null, version: number, createdAt: string, updatedAt: string, grade: { id: string, name: string } | null, department: { id: string, name: string } | null, position: { id: string, name: string } | null, salespersonCode: { id: string, code: string } | null, companies: Array<{ id: string, name: string }>, reportsTo: { id: string, employeeName: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteEmployeeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmployeeMutation = { deleteEmployee: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type EquipmentCategoryFieldsFragment = { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string };

export type EquipmentCategoryChoiceFieldsFragment = { id: string, name: string, active: boolean };

export type EquipmentCategoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: EquipmentCategorySort | null | undefined;
  active?: boolean | null | undefined;
}>;


export type EquipmentCategoriesQuery = { equipmentCategories: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string }> } };

export type EquipmentCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type EquipmentCategoryQuery = { equipmentCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null };

export type EquipmentCategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EquipmentCategoryChoicesQuery = { allEquipmentCategories: Array<{ id: string, name: string, active: boolean }> };

export type CreateEquipmentCategoryMutationVariables = Exact<{
  input: EquipmentCategoryInput;
}>;


export type CreateEquipmentCategoryMutation = { createEquipmentCategory: { equipmentCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateEquipmentCategoryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: EquipmentCategoryUpdateInput;
}>;


export type UpdateEquipmentCategoryMutation = { updateEquipmentCategory: { equipmentCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteEquipmentCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEquipmentCategoryMutation = { deleteEquipmentCategory: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type EquipmentRequisitionWorkflowFieldsFragment = { actions: Array<EquipmentRequisitionAction>, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type EquipmentRequisitionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: EquipmentRequisitionSort | null | undefined;
  mine?: boolean | null | undefined;
  awaitingMe?: boolean | null | undefined;
  status?: EquipmentRequisitionStatus | null | undefined;
  requesterId?: string | number | null | undefined;
  dates?: DateRangeInput | null | undefined;
}>;


export type EquipmentRequisitionsQuery = { equipmentRequisitions: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> }> } };

export type EquipmentRequisitionQueryVariables = Exact<{
  id: string | number;
}>;


export type EquipmentRequisitionQuery = { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type CreateEquipmentRequisitionMutationVariables = Exact<{
  input: EquipmentRequisitionInput;
}>;


export type CreateEquipmentRequisitionMutation = { createEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: EquipmentRequisitionUpdateInput;
}>;


export type UpdateEquipmentRequisitionMutation = { updateEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SubmitEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type SubmitEquipmentRequisitionMutation = { submitEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ApproveEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type ApproveEquipmentRequisitionMutation = { approveEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type RejectEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type RejectEquipmentRequisitionMutation = { rejectEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SendBackEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type SendBackEquipmentRequisitionMutation = { sendBackEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type AcceptPartialEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type AcceptPartialEquipmentRequisitionMutation = { acceptPartialEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type IssueEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type IssueEquipmentRequisitionMutation = { issueEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ReturnEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type ReturnEquipmentRequisitionMutation = { returnEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CancelEquipmentRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CancelEquipmentRequisitionMutation = { cancelEquipmentRequisition: { equipmentRequisition: { id: string, number: string, status: EquipmentRequisitionStatus, requesterId: string, requesterName: string, purpose: string, version: number, createdAt: string, updatedAt: string, actions: Array<EquipmentRequisitionAction>, items: Array<{ equipmentId: string, quantity: number, equipment: { id: string, code: string, name: string, quantity: number, active: boolean } | null }>, dates: { from: string, to: string }, history: Array<{ id: string, action: EquipmentRequisitionAction | null, fromStatus: EquipmentRequisitionStatus | null, toStatus: EquipmentRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type EquipmentFieldsFragment = { id: string, code: string, name: string, categoryId: string, quantity: number, location: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null };

export type EquipmentsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: EquipmentSort | null | undefined;
  categoryId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type EquipmentsQuery = { equipments: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, code: string, name: string, categoryId: string, quantity: number, location: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null }> } };

export type EquipmentQueryVariables = Exact<{
  id: string | number;
}>;


export type EquipmentQuery = { equipment: { id: string, code: string, name: string, categoryId: string, quantity: number, location: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null };

export type EquipmentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EquipmentChoicesQuery = { allEquipments: Array<{ id: string, code: string, name: string, quantity: number, active: boolean, parent: string }> };

export type CreateEquipmentMutationVariables = Exact<{
  input: EquipmentInput;
}>;


export type CreateEquipmentMutation = { createEquipment: { equipment: { id: string, code: string, name: string, categoryId: string, quantity: number, location: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateEquipmentMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: EquipmentUpdateInput;
}>;


export type UpdateEquipmentMutation = { updateEquipment: { equipment: { id: string, code: string, name: string, categoryId: string, quantity: number, location: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteEquipmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEquipmentMutation = { deleteEquipment: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type EventRequisitionWorkflowFieldsFragment = { actions: Array<EventRequisitionAction>, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type EventRequisitionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: EventRequisitionSort | null | undefined;
  mine?: boolean | null | undefined;
  awaitingMe?: boolean | null | undefined;
  status?: EventRequisitionStatus | null | undefined;
  requesterId?: string | number | null | undefined;
  portfolioId?: string | number | null | undefined;
  dates?: DateRangeInput | null | undefined;
}>;


export type EventRequisitionsQuery = { eventRequisitions: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> }> } };

export type EventRequisitionQueryVariables = Exact<{
  id: string | number;
}>;


export type EventRequisitionQuery = { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type CreateEventRequisitionMutationVariables = Exact<{
  input: EventRequisitionInput;
}>;


export type CreateEventRequisitionMutation = { createEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: EventRequisitionUpdateInput;
}>;


export type UpdateEventRequisitionMutation = { updateEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SubmitEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type SubmitEventRequisitionMutation = { submitEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ApproveEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type ApproveEventRequisitionMutation = { approveEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type RejectEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type RejectEventRequisitionMutation = { rejectEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SendBackEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type SendBackEventRequisitionMutation = { sendBackEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type FinanceApproveEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type FinanceApproveEventRequisitionMutation = { financeApproveEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CompleteEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CompleteEventRequisitionMutation = { completeEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CancelEventRequisitionMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CancelEventRequisitionMutation = { cancelEventRequisition: { eventRequisition: { id: string, number: string, status: EventRequisitionStatus, requesterId: string, requesterName: string, portfolioId: string, eventName: string, venue: string, attendees: number, budget: string, version: number, createdAt: string, updatedAt: string, actions: Array<EventRequisitionAction>, portfolio: { id: string, name: string } | null, dates: { from: string, to: string }, history: Array<{ id: string, action: EventRequisitionAction | null, fromStatus: EventRequisitionStatus | null, toStatus: EventRequisitionStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type GradeFieldsFragment = { id: string, name: string, level: number | null, description: string | null, version: number, createdAt: string, updatedAt: string };

export type GradeChoiceFieldsFragment = { id: string, name: string };

export type GradesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: GradeSort | null | undefined;
}>;


export type GradesQuery = { grades: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, level: number | null, description: string | null, version: number, createdAt: string, updatedAt: string }> } };

export type GradeQueryVariables = Exact<{
  id: string | number;
}>;


export type GradeQuery = { grade: { id: string, name: string, level: number | null, description: string | null, version: number, createdAt: string, updatedAt: string } | null };

export type GradeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GradeChoicesQuery = { allGrades: Array<{ id: string, name: string }> };

export type CreateGradeMutationVariables = Exact<{
  input: GradeInput;
}>;


export type CreateGradeMutation = { createGrade: { grade: { id: string, name: string, level: number | null, description: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateGradeMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: GradeUpdateInput;
}>;


export type UpdateGradeMutation = { updateGrade: { grade: { id: string, name: string, level: number | null, description: string | null, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteGradeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGradeMutation = { deleteGrade: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type GvrCategoryFieldsFragment = { id: string, name: string, sectionId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, section: { id: string, name: string } | null };

export type GvrCategoryChoiceFieldsFragment = { id: string, name: string, active: boolean, parent: string };

export type GvrCategoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: GvrCategorySort | null | undefined;
  sectionId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type GvrCategoriesQuery = { gvrCategories: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, sectionId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, section: { id: string, name: string } | null }> } };

export type GvrCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type GvrCategoryQuery = { gvrCategory: { id: string, name: string, sectionId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, section: { id: string, name: string } | null } | null };

export type GvrCategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GvrCategoryChoicesQuery = { allGvrCategories: Array<{ id: string, name: string, active: boolean, parent: string }> };

export type CreateGvrCategoryMutationVariables = Exact<{
  input: GvrCategoryInput;
}>;


export type CreateGvrCategoryMutation = { createGvrCategory: { gvrCategory: { id: string, name: string, sectionId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, section: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateGvrCategoryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: GvrCategoryUpdateInput;
}>;


export type UpdateGvrCategoryMutation = { updateGvrCategory: { gvrCategory: { id: string, name: string, sectionId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, section: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteGvrCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGvrCategoryMutation = { deleteGvrCategory: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type GvrSectionFieldsFragment = { id: string, name: string, description: string | null, position: number, version: number, createdAt: string, updatedAt: string };

export type GvrSectionChoiceFieldsFragment = { id: string, name: string };

export type GvrSectionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: GvrSectionSort | null | undefined;
}>;


export type GvrSectionsQuery = { gvrSections: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, description: string | null, position: number, version: number, createdAt: string, updatedAt: string }> } };

export type GvrSectionQueryVariables = Exact<{
  id: string | number;
}>;


export type GvrSectionQuery = { gvrSection: { id: string, name: string, description: string | null, position: number, version: number, createdAt: string, updatedAt: string } | null };

export type GvrSectionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GvrSectionChoicesQuery = { allGvrSections: Array<{ id: string, name: string }> };

export type CreateGvrSectionMutationVariables = Exact<{
  input: GvrSectionInput;
}>;


export type CreateGvrSectionMutation = { createGvrSection: { gvrSection: { id: string, name: string, description: string | null, position: number, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateGvrSectionMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: GvrSectionUpdateInput;
}>;


export type UpdateGvrSectionMutation = { updateGvrSection: { gvrSection: { id: string, name: string, description: string | null, position: number, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteGvrSectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGvrSectionMutation = { deleteGvrSection: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ReorderGvrSectionsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ReorderGvrSectionsMutation = { reorderGvrSections: { ids: Array<string> | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type GvrSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GvrSettingsQuery = { gvrSettings: { id: string, reportDeadlineDays: number, mileageRate: string, currency: string, workingDays: Array<Weekday>, version: number, createdAt: string, updatedAt: string, workingHours: { start: string, end: string } } | null };

export type UpdateGvrSettingsMutationVariables = Exact<{
  version: number;
  input: GvrSettingsUpdateInput;
}>;


export type UpdateGvrSettingsMutation = { updateGvrSettings: { gvrSettings: { id: string, reportDeadlineDays: number, mileageRate: string, currency: string, workingDays: Array<Weekday>, version: number, createdAt: string, updatedAt: string, workingHours: { start: string, end: string } } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type IsoFieldsFragment = { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> };

export type IsoChoiceFieldsFragment = { id: string, name: string };

export type IsosQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: IsoSort | null | undefined;
  companyId?: string | number | null | undefined;
}>;


export type IsosQuery = { isos: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> }> } };

export type IsoQueryVariables = Exact<{
  id: string | number;
}>;


export type IsoQuery = { iso: { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> } | null };

export type IsoChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type IsoChoicesQuery = { allIsos: Array<{ id: string, name: string }> };

export type CreateIsoMutationVariables = Exact<{
  input: IsoInput;
}>;


export type CreateIsoMutation = { createIso: { iso: { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateIsoMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: IsoUpdateInput;
}>;


export type UpdateIsoMutation = { updateIso: { iso: { id: string, name: string, code: string | null, description: string | null, companyId: string | null, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null, documents: Array<{ id: string, fileName: string, originalName: string, mimeType: string, size: number, uploadedAt: string, downloadUrl: string }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteIsoMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteIsoMutation = { deleteIso: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type PortfolioFieldsFragment = { id: string, name: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null };

export type PortfolioChoiceFieldsFragment = { id: string, name: string, active: boolean };

export type PortfoliosQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: PortfolioSort | null | undefined;
  companyId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type PortfoliosQuery = { portfolios: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null }> } };

export type PortfolioQueryVariables = Exact<{
  id: string | number;
}>;


export type PortfolioQuery = { portfolio: { id: string, name: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null };

export type PortfolioChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PortfolioChoicesQuery = { allPortfolios: Array<{ id: string, name: string, active: boolean }> };

export type CreatePortfolioMutationVariables = Exact<{
  input: PortfolioInput;
}>;


export type CreatePortfolioMutation = { createPortfolio: { portfolio: { id: string, name: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdatePortfolioMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: PortfolioUpdateInput;
}>;


export type UpdatePortfolioMutation = { updatePortfolio: { portfolio: { id: string, name: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeletePortfolioMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePortfolioMutation = { deletePortfolio: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type PositionFieldsFragment = { id: string, name: string, departmentId: string | null, description: string | null, version: number, createdAt: string, updatedAt: string, department: { id: string, name: string } | null };

export type PositionChoiceFieldsFragment = { id: string, name: string, parent: string | null };

export type PositionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: PositionSort | null | undefined;
  departmentId?: string | number | null | undefined;
}>;


export type PositionsQuery = { positions: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, departmentId: string | null, description: string | null, version: number, createdAt: string, updatedAt: string, department: { id: string, name: string } | null }> } };

export type PositionQueryVariables = Exact<{
  id: string | number;
}>;


export type PositionQuery = { position: { id: string, name: string, departmentId: string | null, description: string | null, version: number, createdAt: string, updatedAt: string, department: { id: string, name: string } | null } | null };

export type PositionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PositionChoicesQuery = { allPositions: Array<{ id: string, name: string, parent: string | null }> };

export type CreatePositionMutationVariables = Exact<{
  input: PositionInput;
}>;


export type CreatePositionMutation = { createPosition: { position: { id: string, name: string, departmentId: string | null, description: string | null, version: number, createdAt: string, updatedAt: string, department: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdatePositionMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: PositionUpdateInput;
}>;


export type UpdatePositionMutation = { updatePosition: { position: { id: string, name: string, departmentId: string | null, description: string | null, version: number, createdAt: string, updatedAt: string, department: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeletePositionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePositionMutation = { deletePosition: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ProductCategoryFieldsFragment = { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string };

export type ProductCategoryChoiceFieldsFragment = { id: string, name: string, active: boolean };

export type ProductCategoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ProductCategorySort | null | undefined;
  active?: boolean | null | undefined;
}>;


export type ProductCategoriesQuery = { productCategories: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string }> } };

export type ProductCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductCategoryQuery = { productCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null };

export type ProductCategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoryChoicesQuery = { allProductCategories: Array<{ id: string, name: string, active: boolean }> };

export type CreateProductCategoryMutationVariables = Exact<{
  input: ProductCategoryInput;
}>;


export type CreateProductCategoryMutation = { createProductCategory: { productCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateProductCategoryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: ProductCategoryUpdateInput;
}>;


export type UpdateProductCategoryMutation = { updateProductCategory: { productCategory: { id: string, name: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteProductCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductCategoryMutation = { deleteProductCategory: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ProductSubcategoryFieldsFragment = { id: string, name: string, categoryId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null };

export type ProductSubcategoryChoiceFieldsFragment = { id: string, name: string, active: boolean, parent: string };

export type ProductSubcategoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ProductSubcategorySort | null | undefined;
  categoryId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type ProductSubcategoriesQuery = { productSubcategories: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, name: string, categoryId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null }> } };

export type ProductSubcategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductSubcategoryQuery = { productSubcategory: { id: string, name: string, categoryId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null };

export type ProductSubcategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductSubcategoryChoicesQuery = { allProductSubcategories: Array<{ id: string, name: string, active: boolean, parent: string }> };

export type CreateProductSubcategoryMutationVariables = Exact<{
  input: ProductSubcategoryInput;
}>;


export type CreateProductSubcategoryMutation = { createProductSubcategory: { productSubcategory: { id: string, name: string, categoryId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateProductSubcategoryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: ProductSubcategoryUpdateInput;
}>;


export type UpdateProductSubcategoryMutation = { updateProductSubcategory: { productSubcategory: { id: string, name: string, categoryId: string, description: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, category: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteProductSubcategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductSubcategoryMutation = { deleteProductSubcategory: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type ProductFieldsFragment = { id: string, code: string, name: string, subcategoryId: string, portfolioId: string | null, unit: string, price: string, active: boolean, version: number, createdAt: string, updatedAt: string, subcategory: { id: string, name: string, category: { id: string, name: string } | null } | null, portfolio: { id: string, name: string } | null };

export type ProductChoiceFieldsFragment = { id: string, name: string, active: boolean, parent: string };

export type ProductsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ProductSort | null | undefined;
  subcategoryId?: string | number | null | undefined;
  categoryId?: string | number | null | undefined;
  portfolioId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type ProductsQuery = { products: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, code: string, name: string, subcategoryId: string, portfolioId: string | null, unit: string, price: string, active: boolean, version: number, createdAt: string, updatedAt: string, subcategory: { id: string, name: string, category: { id: string, name: string } | null } | null, portfolio: { id: string, name: string } | null }> } };

export type ProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductQuery = { product: { id: string, code: string, name: string, subcategoryId: string, portfolioId: string | null, unit: string, price: string, active: boolean, version: number, createdAt: string, updatedAt: string, subcategory: { id: string, name: string, category: { id: string, name: string } | null } | null, portfolio: { id: string, name: string } | null } | null };

export type ProductChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductChoicesQuery = { allProducts: Array<{ id: string, name: string, active: boolean, parent: string }> };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { product: { id: string, code: string, name: string, subcategoryId: string, portfolioId: string | null, unit: string, price: string, active: boolean, version: number, createdAt: string, updatedAt: string, subcategory: { id: string, name: string, category: { id: string, name: string } | null } | null, portfolio: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: ProductUpdateInput;
}>;


export type UpdateProductMutation = { updateProduct: { product: { id: string, code: string, name: string, subcategoryId: string, portfolioId: string | null, unit: string, price: string, active: boolean, version: number, createdAt: string, updatedAt: string, subcategory: { id: string, name: string, category: { id: string, name: string } | null } | null, portfolio: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type SalespersonCodeFieldsFragment = { id: string, code: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null };

export type SalespersonCodesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: SalespersonCodeSort | null | undefined;
  companyId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type SalespersonCodesQuery = { salespersonCodes: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, code: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null }> } };

export type SalespersonCodeQueryVariables = Exact<{
  id: string | number;
}>;


export type SalespersonCodeQuery = { salespersonCode: { id: string, code: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null };

export type SalespersonCodeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SalespersonCodeChoicesQuery = { allSalespersonCodes: Array<{ id: string, code: string, description: string | null, active: boolean }> };

export type CreateSalespersonCodeMutationVariables = Exact<{
  input: SalespersonCodeInput;
}>;


export type CreateSalespersonCodeMutation = { createSalespersonCode: { salespersonCode: { id: string, code: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateSalespersonCodeMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: SalespersonCodeUpdateInput;
}>;


export type UpdateSalespersonCodeMutation = { updateSalespersonCode: { salespersonCode: { id: string, code: string, description: string | null, companyId: string | null, active: boolean, version: number, createdAt: string, updatedAt: string, company: { id: string, name: string } | null } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type DeleteSalespersonCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSalespersonCodeMutation = { deleteSalespersonCode: { deletedId: string | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type VisitWorkflowFieldsFragment = { actions: Array<VisitAction>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> };

export type VisitsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: VisitSort | null | undefined;
  mine?: boolean | null | undefined;
  status?: VisitStatus | null | undefined;
  requesterId?: string | number | null | undefined;
  customerId?: string | number | null | undefined;
  categoryId?: string | number | null | undefined;
  period?: DateTimeRangeInput | null | undefined;
  late?: boolean | null | undefined;
}>;


export type VisitsQuery = { visits: { page: number, pageSize: number, total: number, totalIsExact: boolean, totalPages: number, hasNextPage: boolean, items: Array<{ id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> }> } };

export type VisitQueryVariables = Exact<{
  id: string | number;
}>;


export type VisitQuery = { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null };

export type CreateVisitMutationVariables = Exact<{
  input: VisitInput;
}>;


export type CreateVisitMutation = { createVisit: { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type UpdateVisitMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: VisitUpdateInput;
}>;


export type UpdateVisitMutation = { updateVisit: { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CompleteVisitMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CompleteVisitMutation = { completeVisit: { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CancelVisitMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CancelVisitMutation = { cancelVisit: { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type CorrectVisitMutationVariables = Exact<{
  id: string | number;
  version: number;
  comment?: string | null | undefined;
}>;


export type CorrectVisitMutation = { correctVisit: { visit: { id: string, number: string, status: VisitStatus, requesterId: string, requesterName: string, customerId: string, customerName: string, contactNames: Array<string>, start: string, end: string, categoryId: string, productIds: Array<string>, outcome: string | null, nextAction: string | null, completedAt: string | null, late: boolean, version: number, createdAt: string, updatedAt: string, actions: Array<VisitAction>, customer: { id: string, name: string, contacts: Array<{ name: string }> } | null, category: { id: string, name: string } | null, notes: Array<{ sectionId: string, text: string, section: { id: string, name: string } | null }>, products: Array<{ id: string, code: string, name: string }>, history: Array<{ id: string, action: VisitAction | null, fromStatus: VisitStatus | null, toStatus: VisitStatus, byId: string | null, byName: string, at: string, comment: string | null }> } | null, errors: Array<{ field: Array<string> | null, message: string, code: ErrorCode, reason: ConflictReason | null }> } | null };

export type LayoutEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type LayoutEmployeeQuery = { employee: { id: string, employeeName: string, gender: Gender | null, photo: string | null } | null };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { notifications: Array<{ id: string, title: string, text: string, icon: string | null, color: string | null, link: string | null, readAt: string | null, createdAt: string }> };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, readAt: string | null } | null };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, title: string, text: string, icon: string | null, color: string | null, link: string | null, readAt: string | null, createdAt: string } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number | null };

export type NotificationPageQueryVariables = Exact<{
  page: number;
  pageSize: number;
  read?: boolean | null | undefined;
}>;


export type NotificationPageQuery = { notificationPage: { page: number, pageSize: number, total: number, totalPages: number, hasNextPage: boolean, unread: number, items: Array<{ id: string, title: string, text: string, icon: string | null, color: string | null, link: string | null, readAt: string | null, createdAt: string }> } };

export type UploadEmployeePhotoMutationVariables = Exact<{
  id: string | number;
  image: File;
}>;


export type UploadEmployeePhotoMutation = { uploadEmployeePhoto: { id: string, photo: string | null, photoUrl: string | null, version: number } | null };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { token: string, expiresAt: string } | null };

export type SessionCheckQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionCheckQuery = { employee: { id: string } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: string | null };
