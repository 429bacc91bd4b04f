export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  /** An exact decimal number as a string, e.g. `1234.50`; never a float (money, quantities). */
  Decimal: { input: string; output: string; }
  /**
   * A response path: field names (strings) and list indexes (integers), as in GraphQL's `errors[].path`,
   * e.g. `["employees", "items", 3, "department"]`.
   */
  PathSegment: { input: string | number; output: string | number; }
  /** A file sent with the GraphQL multipart request spec (a `multipart/form-data` POST with `operations`, `map` and file parts). */
  Upload: { input: File; output: File; }
};

/**
 * One entry of the Activities table (Visit Report › Activities): a visit (kind VISIT, read from the visits;
 * its id is the visit's) or a call or meeting an employee logged (CALL, MEETING). The caller reads those of
 * their GVR view list: their own, a Hod also their departments', Gvr and Admin all.
 */
export type Activity = {
  __typename?: 'Activity';
  /** The customer's contact spoken to or met (for a visit: the first contact met), if any. */
  contactName?: Maybe<Scalars['String']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The customer. */
  customer?: Maybe<Customer>;
  /** Id of the customer. */
  customerId: Scalars['ID']['output'];
  /** Name of the customer. */
  customerName: Scalars['String']['output'];
  /** The day it took place (a visit: the day it starts). */
  date: Scalars['Date']['output'];
  /** Id of the employee whose activity it is. */
  employeeId: Scalars['ID']['output'];
  /** Name of the employee whose activity it is. */
  employeeName: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** VISIT, CALL or MEETING. */
  kind: ActivityKind;
  /** What was noted (a visit: its outcome). */
  note?: Maybe<Scalars['String']['output']>;
  /** The visit's status (kind VISIT only). */
  status?: Maybe<VisitStatus>;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateActivity`. */
  version: Scalars['Int']['output'];
  /** The visit's number (kind VISIT only), e.g. `VS-2026-0001`. */
  visitNumber?: Maybe<Scalars['String']['output']>;
};

/** A call or meeting to log (a visit is planned with `createVisit`). */
export type ActivityInput = {
  /** The contact spoken to or met, one of the customer's contacts. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the customer (one the caller may read). */
  customerId: Scalars['ID']['input'];
  /** The day it took place, not in the future. */
  date: Scalars['Date']['input'];
  /** CALL or MEETING (VISIT is refused: plan a visit instead). */
  kind: ActivityKind;
  /** What was said or agreed, at most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** What kind of activity it is. */
export type ActivityKind =
  /** A logged phone call. */
  | 'CALL'
  /** A logged meeting outside a visit. */
  | 'MEETING'
  /** A visit (planned on the calendar). */
  | 'VISIT';

/** One page of activities. */
export type ActivityPage = {
  __typename?: 'ActivityPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The activities on this page. */
  items: Array<Activity>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an activity: the record as saved, or why the change was refused. */
export type ActivityPayload = {
  __typename?: 'ActivityPayload';
  /** The activity as saved; null when `errors` is not empty. */
  activity?: Maybe<Activity>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** How to sort a list of activities. */
export type ActivitySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the customer (one the caller may read). Cannot be cleared: null is refused. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** The day it took place, not in the future. Cannot be cleared: null is refused. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** CALL or MEETING (VISIT is refused: plan a visit instead). Cannot be cleared: null is refused. */
  kind?: InputMaybe<ActivityKind>;
  /** What was said or agreed, at most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Expenses claimed on a completed visit (Visit Report › Claims): lines of mileage, meals, parking and
 * other costs, each with an optional receipt; one claim per visit (a second one is CONFLICT on `visitId`
 * unless the first was cancelled or rejected). The claimant submits it; Finance or Gvr (never the claimant)
 * approve or reject it and mark it paid. The claimant reads their own, a Hod also those of the departments
 * they head, Finance and Gvr every claim; a draft is its claimant's alone.
 */
export type Claim = {
  __typename?: 'Claim';
  /** The actions the caller may take now, in workflow order. */
  actions: Array<ClaimAction>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of every amount, from the GVR settings when it was made, e.g. `USD`. */
  currency: Scalars['String']['output'];
  /** The name of the customer visited. */
  customerName: Scalars['String']['output'];
  /** Its creation and every action since, oldest first. */
  history: Array<ClaimHistoryEntry>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Its lines, in the order entered. */
  lines: Array<ClaimLine>;
  /** Its number, per year without gaps, e.g. `CL-2026-0001`. */
  number: Scalars['String']['output'];
  /** Id of the claimant. */
  requesterId: Scalars['ID']['output'];
  /** Name of the claimant. */
  requesterName: Scalars['String']['output'];
  /** Where it stands. */
  status: ClaimStatus;
  /** The sum of its lines' amounts, exact, in `currency`. */
  total: Scalars['Decimal']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateClaim`. */
  version: Scalars['Int']['output'];
  /** The visit it is claimed on. */
  visit?: Maybe<Visit>;
  /** Id of the completed visit it is claimed on. */
  visitId: Scalars['ID']['output'];
  /** The visit's number, e.g. `VS-2026-0001`. */
  visitNumber: Scalars['String']['output'];
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

/** One step in the history of a claim: its creation or an action. */
export type ClaimHistoryEntry = {
  __typename?: 'ClaimHistoryEntry';
  /** The action taken; null for the creation. */
  action?: Maybe<ClaimAction>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Id of the employee who took it; null when that employee was deleted. */
  byId?: Maybe<Scalars['ID']['output']>;
  /** Name of the employee who took it, as it was then. */
  byName: Scalars['String']['output'];
  /** The comment given, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The status before; null for the creation. */
  fromStatus?: Maybe<ClaimStatus>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The status after. */
  toStatus: ClaimStatus;
};

/** The fields of a claim its claimant edits (while it is a draft). */
export type ClaimInput = {
  /** The expenses: 1 to 30 lines. */
  lines: Array<ClaimLineInput>;
  /** Id of a completed visit of the claimant. */
  visitId: Scalars['ID']['input'];
};

/** One expense of a claim. */
export type ClaimLine = {
  __typename?: 'ClaimLine';
  /** Its amount, exact with 2 decimals: for MILEAGE `km` × the mileage rate, rounded half up. */
  amount: Scalars['Decimal']['output'];
  /** What it was, e.g. `Lunch with the purchasing manager`. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id of the line (keeps its receipt across updates; used by `uploadClaimReceipt`). */
  id: Scalars['ID']['output'];
  /** Kilometres driven (MILEAGE only), with at most 1 decimal. */
  km?: Maybe<Scalars['Decimal']['output']>;
  /** The receipt attached to it, if any. */
  receipt?: Maybe<ClaimReceipt>;
  /** What it is for. */
  type: ClaimLineType;
};

/** One expense to set on a claim. */
export type ClaimLineInput = {
  /** Every type but MILEAGE, required there: more than 0 and at most 1000000, at most 2 decimals. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** What it was, at most 200 characters; required for OTHER. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of an existing line to keep (with its receipt); omitted for a new line. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** MILEAGE only, required there: kilometres driven, more than 0 and at most 10000, at most 1 decimal. */
  km?: InputMaybe<Scalars['Decimal']['input']>;
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

/** The claims of one calendar month. */
export type ClaimMonthTotal = {
  __typename?: 'ClaimMonthTotal';
  /** How many claims were made in it. */
  count: Scalars['Int']['output'];
  /** ISO 4217 code of the sums. */
  currency: Scalars['String']['output'];
  /** The month, `YYYY-MM`. */
  month: Scalars['String']['output'];
  /** The sum of the totals of those paid. */
  paid: Scalars['Decimal']['output'];
  /** The sum of their totals, exact. */
  total: Scalars['Decimal']['output'];
};

/** One page of claims. */
export type ClaimPage = {
  __typename?: 'ClaimPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The claims on this page. */
  items: Array<Claim>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a claim: the record as saved, or why the change was refused. */
export type ClaimPayload = {
  __typename?: 'ClaimPayload';
  /** The claim as saved; null when `errors` is not empty. */
  claim?: Maybe<Claim>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** A receipt file attached to a claim line. */
export type ClaimReceipt = {
  __typename?: 'ClaimReceipt';
  /** Gateway path to download it with the bearer token: `/files/claims/{claimId}/{lineId}`. */
  downloadUrl: Scalars['String']['output'];
  /** Its media type: `application/pdf`, `image/png`, `image/jpeg` or `image/webp`. */
  mimeType: Scalars['String']['output'];
  /** The name the file had when it was uploaded. */
  originalName: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** How to sort a list of claims. */
export type ClaimSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  lines?: InputMaybe<Array<ClaimLineInput>>;
  /** Id of a completed visit of the claimant. Cannot be cleared: null is refused. */
  visitId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * What a reviewer reads of the visit a claim is made on (`GET /setup/claims/{id}/visit`): whoever reads the
 * claim reads it, also when the visit itself is outside their view (Finance reads no one else's visits).
 */
export type ClaimVisitSummary = {
  __typename?: 'ClaimVisitSummary';
  /** The GVR category of the visit, if it still exists. */
  categoryName?: Maybe<Scalars['String']['output']>;
  /** When the report was completed. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the customer visited. */
  customerName: Scalars['String']['output'];
  /** Kilometres claimed for the visit (the sum of the claim's MILEAGE lines), exact; null without any. */
  distanceKm?: Maybe<Scalars['Decimal']['output']>;
  /** When the visit ended. */
  end: Scalars['DateTime']['output'];
  /** Id of the visit. */
  id: Scalars['ID']['output'];
  /** Reported later than the GVR settings' deadline. */
  late: Scalars['Boolean']['output'];
  /** The visit's number, e.g. `VS-2026-0001`. */
  number: Scalars['String']['output'];
  /** The visit's outcome as reported. */
  outcome?: Maybe<Scalars['String']['output']>;
  /** When the visit started. */
  start: Scalars['DateTime']['output'];
  /** Where the visit stands (a claimed visit is COMPLETED). */
  status: VisitStatus;
  /** Who made the visit (the claimant). */
  visitorName: Scalars['String']['output'];
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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The companies on this page. */
  items: Array<Company>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a company: the record as saved, or why the change was refused. */
export type CompanyPayload = {
  __typename?: 'CompanyPayload';
  /** The company as saved; null when `errors` is not empty. */
  company?: Maybe<Company>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
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

/** The fields of a company to change; omitted fields keep their current values. */
export type CompanyUpdateInput = {
  /** Address, at most 300 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Code, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 120 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
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

/** The signed-in user, as returned by `authenticate` (spec §3, §7). Kept by the web client in localStorage under `currentUser`. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** The employee's e-mail address, used to sign in. */
  email: Scalars['String']['output'];
  /** The employee's full name, shown in the top bar. */
  employeeName: Scalars['String']['output'];
  /** When `token` stops working (its `exp`, ISO 8601 UTC): call `refreshToken` before then to go on without signing in again. Null only for a token without an expiry. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
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

/**
 * A customer of a company of the group (GVR Setup › Customers): a hospital, pharmacy or clinic a
 * salesperson visits. An Employee or a Hod reads only the customers whose salesperson is in their GVR view
 * list; other roles read all.
 */
export type Customer = {
  __typename?: 'Customer';
  /** Whether it is offered in pickers; an inactive customer stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** Postal address, at most 300 characters. */
  address?: Maybe<Scalars['String']['output']>;
  /** City, at most 100 characters. */
  city?: Maybe<Scalars['String']['output']>;
  /** The company of the group whose customer it is. */
  company?: Maybe<Company>;
  /** Id of the company of the group whose customer it is. */
  companyId: Scalars['ID']['output'];
  /** The people to meet there, in the order entered. */
  contacts: Array<CustomerContact>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Contact e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** When its last completed visit among those the caller may read started; null when there is none. */
  lastVisitAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name, unique regardless of case within its company, e.g. `City General Hospital`. */
  name: Scalars['String']['output'];
  /** When its next planned visit among those the caller may read starts (the earliest from now on); null when there is none. */
  nextVisitAt?: Maybe<Scalars['DateTime']['output']>;
  /** Phone number, at most 40 characters. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The employee who is its salesperson (null too when the caller may not read employees). */
  salesperson?: Maybe<Employee>;
  /** Id of the employee who is its salesperson, if any. */
  salespersonId?: Maybe<Scalars['ID']['output']>;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateCustomer`. */
  version: Scalars['Int']['output'];
  /**
   * How many of the visits to it that the caller may read (their own; a Hod also their departments'; Gvr and
   * Admin all) are planned or completed (cancelled ones are not counted); 0 when the caller reads none of them.
   */
  visitCount: Scalars['Int']['output'];
};

/** A person to meet at a customer. */
export type CustomerContact = {
  __typename?: 'CustomerContact';
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The position they hold, if known. */
  position?: Maybe<CustomerPosition>;
  /** Id of the position they hold, if known. */
  positionId?: Maybe<Scalars['ID']['output']>;
};

/** A person to meet at a customer, as a user enters them. */
export type CustomerContactInput = {
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name, 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of the customer position they hold. */
  positionId?: InputMaybe<Scalars['ID']['input']>;
};

/** The fields of a customer that a user edits. */
export type CustomerInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Address, at most 300 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City, at most 100 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Id of its company of the group (required). */
  companyId: Scalars['ID']['input'];
  /** Its contacts, at most 50 (an update replaces the whole list); none when omitted. */
  contacts?: InputMaybe<Array<CustomerContactInput>>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters, unique regardless of case within the company. */
  name: Scalars['String']['input'];
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of the employee who is its salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The customers on this page. */
  items: Array<Customer>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a customer: the record as saved, or why the change was refused. */
export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  /** The customer as saved; null when `errors` is not empty. */
  customer?: Maybe<Customer>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** The position a customer's contact holds (GVR Setup › Customer positions), e.g. `Doctor`, `Purchasing Manager`. */
export type CustomerPosition = {
  __typename?: 'CustomerPosition';
  /** Whether it is offered in pickers; an inactive position stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case, e.g. `Purchasing Manager`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateCustomerPosition`. */
  version: Scalars['Int']['output'];
};

/** The fields of a customer position that a user edits. */
export type CustomerPositionInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of customer positions. */
export type CustomerPositionPage = {
  __typename?: 'CustomerPositionPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The customer positions on this page. */
  items: Array<CustomerPosition>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a customer position: the record as saved, or why the change was refused. */
export type CustomerPositionPayload = {
  __typename?: 'CustomerPositionPayload';
  /** The customer position as saved; null when `errors` is not empty. */
  customerPosition?: Maybe<CustomerPosition>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** How to sort a list of customer positions. */
export type CustomerPositionSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** How to sort a list of customers. */
export type CustomerSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Address, at most 300 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City, at most 100 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Id of its company of the group (required). Cannot be cleared: null is refused. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Its contacts, at most 50 (an update replaces the whole list). */
  contacts?: InputMaybe<Array<CustomerContactInput>>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters, unique regardless of case within the company. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of the employee who is its salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
};

/** The signed-in employee's dashboard: figures for the ISO week and calendar month holding `day` in `timeZone`. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /**
   * What waits for the caller's action, per kind whose transition table lets their role act on others'
   * records (the lists' "To approve" tab: `awaitingMe`); empty for a role that acts on none.
   */
  approvals: Array<DashboardKindCount>;
  /** The claims waiting and paid this month by line type: Finance; null for the other roles. */
  claims?: Maybe<DashboardClaims>;
  /** The day the dashboard is for. */
  day: Scalars['Date']['output'];
  /** The calendar month holding `day`. */
  month: DashboardPeriod;
  /** The caller's own equipment and event requisitions that are not finished (not rejected, returned, completed or cancelled), by state. */
  myRequisitions: Array<DashboardKindCount>;
  /** The caller's own visits. */
  myVisits: DashboardMyVisits;
  /** Their people's visits by week and category: Hod, Gvr and Admin; null for the other roles. */
  team?: Maybe<DashboardTeam>;
  /** The IANA time zone the periods are bounded in. */
  timeZone: Scalars['String']['output'];
  /** The 8 ISO weeks ending with this week (the team's trend). */
  trend: DashboardPeriod;
  /** The ISO week (Monday to Sunday) holding `day`. */
  week: DashboardPeriod;
};

/** The team's visits of the month in one GVR category. */
export type DashboardCategoryVisits = {
  __typename?: 'DashboardCategoryVisits';
  /** Cancelled. */
  cancelled: Scalars['Int']['output'];
  /** The GVR category's id. */
  categoryId: Scalars['ID']['output'];
  /** The GVR category's name. */
  categoryName: Scalars['String']['output'];
  /** Completed. */
  completed: Scalars['Int']['output'];
  /** Late reports. */
  late: Scalars['Int']['output'];
  /** Still planned. */
  planned: Scalars['Int']['output'];
};

/** The claim lines of one type over a set of claims. */
export type DashboardClaimTypeTotal = {
  __typename?: 'DashboardClaimTypeTotal';
  /** The exact sum of those lines' amounts. */
  amount: Scalars['Decimal']['output'];
  /** How many claims have a line of this type. */
  claims: Scalars['Int']['output'];
  /** ISO 4217 code of the amount. */
  currency: Scalars['String']['output'];
  /** The line type. */
  type: ClaimLineType;
};

/** Finance's view of the claims. */
export type DashboardClaims = {
  __typename?: 'DashboardClaims';
  /** Claims approved and waiting for payment (APPROVED). */
  approved: Scalars['Int']['output'];
  /** Claims paid this month. */
  paid: Scalars['Int']['output'];
  /** The lines of the claims paid this month by type. */
  paidByType: Array<DashboardClaimTypeTotal>;
  /** Claims waiting for a review (SUBMITTED). */
  submitted: Scalars['Int']['output'];
  /** The lines of the waiting claims (submitted and approved) by type. */
  waitingByType: Array<DashboardClaimTypeTotal>;
};

/** Records of one workflow kind, counted in total and by state. */
export type DashboardKindCount = {
  __typename?: 'DashboardKindCount';
  /** How many in each state, in the workflow's state order; states without records left out. */
  byStatus: Array<DashboardStatusCount>;
  /** How many records in all: the sum of `byStatus`. */
  count: Scalars['Int']['output'];
  /** The kind. */
  kind: DashboardWorkflowKind;
  /** One of the states holds more than its count (1,000+). */
  more: Scalars['Boolean']['output'];
};

/** The caller's own visits (as the visitor) this week and this month. */
export type DashboardMyVisits = {
  __typename?: 'DashboardMyVisits';
  /** The visits that start this calendar month. */
  month: DashboardVisitFigures;
  /** The visits that start this ISO week. */
  week: DashboardVisitFigures;
};

/** A span of days in the dashboard's time zone: from midnight of `firstDay` to midnight after `lastDay`. */
export type DashboardPeriod = {
  __typename?: 'DashboardPeriod';
  /** The first day. */
  firstDay: Scalars['Date']['output'];
  /** The instant the first day begins in the time zone (included). */
  from: Scalars['DateTime']['output'];
  /** The last day, included. */
  lastDay: Scalars['Date']['output'];
  /** The instant the day after the last day begins in the time zone (excluded). */
  to: Scalars['DateTime']['output'];
};

/** How many records of a kind are in one workflow state. */
export type DashboardStatusCount = {
  __typename?: 'DashboardStatusCount';
  /** How many records are in it, counted up to 1,000. */
  count: Scalars['Int']['output'];
  /** There are more than `count` (the count stops at 1,000: the figure reads 1,000+). */
  more: Scalars['Boolean']['output'];
  /** The state, as the kind's status enum names it (e.g. `SUBMITTED`). */
  status: Scalars['String']['output'];
};

/** The visits of the caller's people (the GVR view list: a Hod's departments and themselves; for Gvr and Admin everyone who files visit reports). */
export type DashboardTeam = {
  __typename?: 'DashboardTeam';
  /** This month's visits by GVR category, most visits first; categories without visits left out. */
  byCategory: Array<DashboardCategoryVisits>;
  /** The last 8 ISO weeks, oldest first, this week last; every week present. */
  byWeek: Array<DashboardWeekVisits>;
  /** The list holds more than `people` (1,000+). */
  morePeople: Scalars['Boolean']['output'];
  /** How many people the GVR view list holds, counted up to 1,000. */
  people: Scalars['Int']['output'];
};

/** Visits that start in a period, by what became of them. `late` overlaps the others: a late report is planned or completed. */
export type DashboardVisitFigures = {
  __typename?: 'DashboardVisitFigures';
  /** Cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Completed (report filed). */
  completed: Scalars['Int']['output'];
  /** Whose report is late: completed after the deadline, or still planned once the deadline has passed. */
  late: Scalars['Int']['output'];
  /** Still planned. */
  planned: Scalars['Int']['output'];
};

/** The team's visits that start in one ISO week. */
export type DashboardWeekVisits = {
  __typename?: 'DashboardWeekVisits';
  /** Cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Completed. */
  completed: Scalars['Int']['output'];
  /** Late reports. */
  late: Scalars['Int']['output'];
  /** Still planned. */
  planned: Scalars['Int']['output'];
  /** The Monday the week begins. */
  week: Scalars['Date']['output'];
};

/** A workflow kind the dashboard counts. */
export type DashboardWorkflowKind =
  /** Claims (Visit Report › Claims). */
  | 'CLAIMS'
  /** Equipment requisitions (Requisitions › Equipments requisition). */
  | 'EQUIPMENT_REQUISITIONS'
  /** Event requisitions (Requisitions › Events requisition). */
  | 'EVENT_REQUISITIONS';

/** A range of calendar days, both ends included; `from` is never after `to`. */
export type DateRange = {
  __typename?: 'DateRange';
  /** The first day. */
  from: Scalars['Date']['output'];
  /** The last day, on or after `from`. */
  to: Scalars['Date']['output'];
};

/** A range of calendar days to set, both ends included; BAD_USER_INPUT when `from` is after `to`. */
export type DateRangeInput = {
  /** The first day. */
  from: Scalars['Date']['input'];
  /** The last day, on or after `from`. */
  to: Scalars['Date']['input'];
};

/** A span of time to filter by: from `from` (included) to `to` (excluded); BAD_USER_INPUT when `to` is not after `from`. */
export type DateTimeRangeInput = {
  /** The start of the span. */
  from: Scalars['DateTime']['input'];
  /** The end of the span, after `from`. */
  to: Scalars['DateTime']['input'];
};

/** The answer of a delete: the deleted record's id, or why it was not deleted. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** The id of the record deleted; null when `errors` is not empty. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the record was not deleted; empty on success. */
  errors: Array<UserError>;
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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The departments on this page. */
  items: Array<Department>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a department: the record as saved, or why the change was refused. */
export type DepartmentPayload = {
  __typename?: 'DepartmentPayload';
  /** The department as saved; null when `errors` is not empty. */
  department?: Maybe<Department>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
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

/** The fields of a department to change; omitted fields keep their current values. */
export type DepartmentUpdateInput = {
  /** Code, at most 20 characters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Id of the employee who heads it. */
  headId?: InputMaybe<Scalars['ID']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The employees on this page. */
  items: Array<Employee>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an employee: the record as saved, or why the change was refused. */
export type EmployeePayload = {
  __typename?: 'EmployeePayload';
  /** The employee as saved; null when `errors` is not empty. */
  employee?: Maybe<Employee>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
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

/** The fields of an employee to change; omitted fields keep their current values. */
export type EmployeeUpdateInput = {
  /** Whether they may sign in. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ids of their companies. */
  companyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Id of their department. */
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address, unique. Cannot be cleared: null is refused. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name, 1 to 120 characters. Cannot be cleared: null is refused. */
  employeeName?: InputMaybe<Scalars['String']['input']>;
  /** Employee number, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  employeeNo?: InputMaybe<Scalars['String']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /** Id of their grade. */
  gradeId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether they file visit reports. */
  gvr?: InputMaybe<Scalars['Boolean']['input']>;
  /** Day they joined. */
  joinDate?: InputMaybe<Scalars['Date']['input']>;
  /** Phone: 6 to 20 digits, with spaces, dashes, brackets and a leading + allowed; at most 40 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of their position. */
  positionId?: InputMaybe<Scalars['ID']['input']>;
  /** Id of the employee they report to. */
  reportsToId?: InputMaybe<Scalars['ID']['input']>;
  /** Their roles, at least one; the first is the active one. Cannot be cleared: null is refused. */
  roles?: InputMaybe<Array<Role>>;
  /** Id of their salesperson code. */
  salespersonCodeId?: InputMaybe<Scalars['ID']['input']>;
};

/** An item of equipment employees may request (Equipments Setup › Equipments), e.g. a projector model, with the units on the shelf. */
export type Equipment = {
  __typename?: 'Equipment';
  /** Whether it is offered in pickers; an inactive equipment stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** Its equipment category. */
  category?: Maybe<EquipmentCategory>;
  /** Id of its equipment category. */
  categoryId: Scalars['ID']['output'];
  /** Code, unique regardless of case, e.g. `PRJ-01`. */
  code: Scalars['String']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Where it is kept, if said, e.g. `Head office, room 2.14`. */
  location?: Maybe<Scalars['String']['output']>;
  /** Name, e.g. `Epson EB-X49 projector`. */
  name: Scalars['String']['output'];
  /** Units on the shelf now: issuing a requisition takes units off, recording its return puts them back. */
  quantity: Scalars['Int']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateEquipment`. */
  version: Scalars['Int']['output'];
};

/** A category of the equipment lent to employees (Equipments Setup › Equipment categories), e.g. `Projectors`. */
export type EquipmentCategory = {
  __typename?: 'EquipmentCategory';
  /** Whether it is offered in pickers; an inactive category stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case, e.g. `Projectors`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateEquipmentCategory`. */
  version: Scalars['Int']['output'];
};

/** The fields of an equipment category that a user edits. */
export type EquipmentCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of equipment categories. */
export type EquipmentCategoryPage = {
  __typename?: 'EquipmentCategoryPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The equipment categories on this page. */
  items: Array<EquipmentCategory>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an equipment category: the record as saved, or why the change was refused. */
export type EquipmentCategoryPayload = {
  __typename?: 'EquipmentCategoryPayload';
  /** The equipment category as saved; null when `errors` is not empty. */
  equipmentCategory?: Maybe<EquipmentCategory>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** How to sort a list of equipment categories. */
export type EquipmentCategorySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The fields of an equipment that a user edits. */
export type EquipmentInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its equipment category (required). */
  categoryId: Scalars['ID']['input'];
  /** Code, 1 to 30 characters, unique regardless of case. */
  code: Scalars['String']['input'];
  /** Where it is kept, at most 150 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters. */
  name: Scalars['String']['input'];
  /** Units in stock, 0 to 1000000 (a stock count correction when changed). */
  quantity: Scalars['Int']['input'];
};

/** One page of equipments. */
export type EquipmentPage = {
  __typename?: 'EquipmentPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The equipments on this page. */
  items: Array<Equipment>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an equipment: the record as saved, or why the change was refused. */
export type EquipmentPayload = {
  __typename?: 'EquipmentPayload';
  /** The equipment as saved; null when `errors` is not empty. */
  equipment?: Maybe<Equipment>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/**
 * A request to borrow equipment for some days (Requisitions › Equipments requisition). It moves through its
 * workflow (`status`) by actions (`actions` lists those the caller may take); every move is in `history`.
 * The requester reads their own, a Hod also those of the departments they head, Gvr and Admin every one.
 */
export type EquipmentRequisition = {
  __typename?: 'EquipmentRequisition';
  /** The actions the caller may take now, in workflow order (none when it waits for someone else). */
  actions: Array<EquipmentRequisitionAction>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The days the equipment is needed, both included. */
  dates: DateRange;
  /** Its creation and every action since, oldest first. */
  history: Array<EquipmentRequisitionHistoryEntry>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The equipment asked for, each equipment once. */
  items: Array<EquipmentRequisitionItem>;
  /** Its number, per kind and year without gaps, e.g. `EQ-2026-0001`. */
  number: Scalars['String']['output'];
  /** What it is for. */
  purpose: Scalars['String']['output'];
  /** Id of the employee who made it. */
  requesterId: Scalars['ID']['output'];
  /** Name of the employee who made it. */
  requesterName: Scalars['String']['output'];
  /** Where it stands. */
  status: EquipmentRequisitionStatus;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateEquipmentRequisition`. */
  version: Scalars['Int']['output'];
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

/** One step in the history of an equipment requisition: its creation or an action. */
export type EquipmentRequisitionHistoryEntry = {
  __typename?: 'EquipmentRequisitionHistoryEntry';
  /** The action taken; null for the creation. */
  action?: Maybe<EquipmentRequisitionAction>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Id of the employee who took it; null when that employee was deleted. */
  byId?: Maybe<Scalars['ID']['output']>;
  /** Name of the employee who took it, as it was then. */
  byName: Scalars['String']['output'];
  /** The comment given, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The status before; null for the creation. */
  fromStatus?: Maybe<EquipmentRequisitionStatus>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The status after. */
  toStatus: EquipmentRequisitionStatus;
};

/** The fields of an equipment requisition that its requester edits (while it is a draft). */
export type EquipmentRequisitionInput = {
  /** The days the equipment is needed; the first day may not be before today when it is submitted. */
  dates: DateRangeInput;
  /** The equipment asked for: 1 to 50 lines, each equipment once. */
  items: Array<EquipmentRequisitionItemInput>;
  /** What it is for, 1 to 500 characters. */
  purpose: Scalars['String']['input'];
};

/** One line of an equipment requisition. */
export type EquipmentRequisitionItem = {
  __typename?: 'EquipmentRequisitionItem';
  /** The equipment (with its units on the shelf now). */
  equipment?: Maybe<Equipment>;
  /** Id of the equipment. */
  equipmentId: Scalars['ID']['output'];
  /** Units asked for. */
  quantity: Scalars['Int']['output'];
};

/** One line of an equipment requisition to set. */
export type EquipmentRequisitionItemInput = {
  /** Id of the equipment; each equipment once per requisition. */
  equipmentId: Scalars['ID']['input'];
  /** Units asked for, 1 to 10000. */
  quantity: Scalars['Int']['input'];
};

/** One page of equipment requisitions. */
export type EquipmentRequisitionPage = {
  __typename?: 'EquipmentRequisitionPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The equipment requisitions on this page. */
  items: Array<EquipmentRequisition>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an equipment requisition: the record as saved, or why the change was refused. */
export type EquipmentRequisitionPayload = {
  __typename?: 'EquipmentRequisitionPayload';
  /** The equipment requisition as saved; null when `errors` is not empty. */
  equipmentRequisition?: Maybe<EquipmentRequisition>;
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
};

/** How to sort a list of equipment requisitions. */
export type EquipmentRequisitionSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  dates?: InputMaybe<DateRangeInput>;
  /** The equipment asked for: 1 to 50 lines, each equipment once. Cannot be cleared: null is refused. */
  items?: InputMaybe<Array<EquipmentRequisitionItemInput>>;
  /** What it is for, 1 to 500 characters. Cannot be cleared: null is refused. */
  purpose?: InputMaybe<Scalars['String']['input']>;
};

/** How to sort a list of equipments. */
export type EquipmentSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its equipment category (required). Cannot be cleared: null is refused. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Code, 1 to 30 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Where it is kept, at most 150 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Units in stock, 0 to 1000000 (a stock count correction when changed). Cannot be cleared: null is refused. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
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

/**
 * The error contract as a type (docs/graphql-grammar.md "Errors"): the values a client's code may meet,
 * and the shapes of `errors[].extensions` and of the response's `extensions`, so that a client's code
 * generator emits their types when an operation selects `errorContract`.
 */
export type ErrorContract = {
  __typename?: 'ErrorContract';
  /** Every `ErrorCode`. */
  codes: Array<ErrorCode>;
  /** Every `ConflictReason`. */
  conflictReasons: Array<ConflictReason>;
  /** Always null: the shape of `errors[].extensions`, here for code generators. */
  errorExtensions?: Maybe<ErrorExtensions>;
  /** Always null: the shape of a response's `extensions`, here for code generators. */
  responseExtensions?: Maybe<ResponseExtensions>;
};

/**
 * The `extensions` of every GraphQL error the gateway answers (`errors[].extensions`): the code, and the
 * details some codes carry. Nothing else is in it (no stack trace outside development).
 */
export type ErrorExtensions = {
  __typename?: 'ErrorExtensions';
  /** What kind of problem it is; one code per cause. */
  code: ErrorCode;
  /** BAD_USER_INPUT: one entry per input field at fault; absent otherwise. */
  fieldErrors?: Maybe<Array<FieldError>>;
  /** CONFLICT: why; absent otherwise. */
  reason?: Maybe<ConflictReason>;
  /** TOO_MANY_REQUESTS: whole seconds to wait before trying again (from the REST server's `Retry-After`); absent otherwise. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
};

/**
 * A request to hold an event with a budget (Requisitions › Events requisition), approved by the requester's
 * Hod and then Finance. The requester reads their own, a Hod also those of the departments they head,
 * Finance and Admin every one.
 */
export type EventRequisition = {
  __typename?: 'EventRequisition';
  /** The actions the caller may take now, in workflow order (none when it waits for someone else). */
  actions: Array<EventRequisitionAction>;
  /** How many people are expected. */
  attendees: Scalars['Int']['output'];
  /** The budget asked for, an exact amount with 2 decimals in the currency of the GVR settings. */
  budget: Scalars['Decimal']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The days of the event, both included. */
  dates: DateRange;
  /** The event's name, e.g. `Cardiology round table`. */
  eventName: Scalars['String']['output'];
  /** Its creation and every action since, oldest first. */
  history: Array<EventRequisitionHistoryEntry>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Its number, per kind and year without gaps, e.g. `EV-2026-0001`. */
  number: Scalars['String']['output'];
  /** The event portfolio it belongs to. */
  portfolio?: Maybe<Portfolio>;
  /** Id of the event portfolio it belongs to. */
  portfolioId: Scalars['ID']['output'];
  /** Id of the employee who made it. */
  requesterId: Scalars['ID']['output'];
  /** Name of the employee who made it. */
  requesterName: Scalars['String']['output'];
  /** Where it stands. */
  status: EventRequisitionStatus;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where it takes place. */
  venue: Scalars['String']['output'];
  /** Version of the record; pass it back to `updateEventRequisition`. */
  version: Scalars['Int']['output'];
};

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

/** One step in the history of an event requisition: its creation or an action. */
export type EventRequisitionHistoryEntry = {
  __typename?: 'EventRequisitionHistoryEntry';
  /** The action taken; null for the creation. */
  action?: Maybe<EventRequisitionAction>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Id of the employee who took it; null when that employee was deleted. */
  byId?: Maybe<Scalars['ID']['output']>;
  /** Name of the employee who took it, as it was then. */
  byName: Scalars['String']['output'];
  /** The comment given, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The status before; null for the creation. */
  fromStatus?: Maybe<EventRequisitionStatus>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The status after. */
  toStatus: EventRequisitionStatus;
};

/** The fields of an event requisition that its requester edits (while it is a draft). */
export type EventRequisitionInput = {
  /** How many people are expected, 1 to 100000. */
  attendees: Scalars['Int']['input'];
  /** The budget: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. */
  budget: Scalars['Decimal']['input'];
  /** The days of the event; the first day may not be before today when it is submitted. */
  dates: DateRangeInput;
  /** The event's name, 1 to 150 characters. */
  eventName: Scalars['String']['input'];
  /** Id of the event portfolio (required). */
  portfolioId: Scalars['ID']['input'];
  /** Where it takes place, 1 to 200 characters. */
  venue: Scalars['String']['input'];
};

/** One page of event requisitions. */
export type EventRequisitionPage = {
  __typename?: 'EventRequisitionPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The event requisitions on this page. */
  items: Array<EventRequisition>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an event requisition: the record as saved, or why the change was refused. */
export type EventRequisitionPayload = {
  __typename?: 'EventRequisitionPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The event requisition as saved; null when `errors` is not empty. */
  eventRequisition?: Maybe<EventRequisition>;
};

/** How to sort a list of event requisitions. */
export type EventRequisitionSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  attendees?: InputMaybe<Scalars['Int']['input']>;
  /** The budget: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. Cannot be cleared: null is refused. */
  budget?: InputMaybe<Scalars['Decimal']['input']>;
  /** The days of the event; the first day may not be before today when it is submitted. Cannot be cleared: null is refused. */
  dates?: InputMaybe<DateRangeInput>;
  /** The event's name, 1 to 150 characters. Cannot be cleared: null is refused. */
  eventName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the event portfolio (required). Cannot be cleared: null is refused. */
  portfolioId?: InputMaybe<Scalars['ID']['input']>;
  /** Where it takes place, 1 to 200 characters. Cannot be cleared: null is refused. */
  venue?: InputMaybe<Scalars['String']['input']>;
};

/** One problem with one input field, in `extensions.fieldErrors` of a BAD_USER_INPUT error. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The input field's name, as this schema names it, e.g. `name` or `dates.from`. */
  field: Scalars['String']['output'];
  /** A sentence for the user, e.g. `A grade with this name already exists.` */
  message: Scalars['String']['output'];
};

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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The grades on this page. */
  items: Array<Grade>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a grade: the record as saved, or why the change was refused. */
export type GradePayload = {
  __typename?: 'GradePayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The grade as saved; null when `errors` is not empty. */
  grade?: Maybe<Grade>;
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

/** The fields of a grade to change; omitted fields keep their current values. */
export type GradeUpdateInput = {
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Rank on the pay scale, 1 to 99. */
  level?: InputMaybe<Scalars['Int']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A category of visits within a GVR section (GVR Setup › GVR categories), e.g. `Product presentation`. */
export type GvrCategory = {
  __typename?: 'GvrCategory';
  /** Whether it is offered in pickers; an inactive category stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case within its section. */
  name: Scalars['String']['output'];
  /** The GVR section it belongs to. */
  section?: Maybe<GvrSection>;
  /** Id of the GVR section it belongs to. */
  sectionId: Scalars['ID']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateGvrCategory`. */
  version: Scalars['Int']['output'];
};

/** The fields of a GVR category that a user edits. */
export type GvrCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case within the section. */
  name: Scalars['String']['input'];
  /** Id of its GVR section (required). */
  sectionId: Scalars['ID']['input'];
};

/** One page of GVR categories. */
export type GvrCategoryPage = {
  __typename?: 'GvrCategoryPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The GVR categories on this page. */
  items: Array<GvrCategory>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a GVR category: the record as saved, or why the change was refused. */
export type GvrCategoryPayload = {
  __typename?: 'GvrCategoryPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The GVR category as saved; null when `errors` is not empty. */
  gvrCategory?: Maybe<GvrCategory>;
};

/** How to sort a list of GVR categories. */
export type GvrCategorySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case within the section. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Id of its GVR section (required). Cannot be cleared: null is refused. */
  sectionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A section of a visit report, in the order reports show them (GVR Setup › GVR sections), e.g. `Products discussed`. */
export type GvrSection = {
  __typename?: 'GvrSection';
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case. */
  name: Scalars['String']['output'];
  /** Place in the order of sections, 1 = first; set with `reorderGvrSections`, a new section goes last. */
  position: Scalars['Int']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateGvrSection`. */
  version: Scalars['Int']['output'];
};

/** The fields of a GVR section that a user edits (its place is set with `reorderGvrSections`). */
export type GvrSectionInput = {
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of GVR sections. */
export type GvrSectionPage = {
  __typename?: 'GvrSectionPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The GVR sections on this page. */
  items: Array<GvrSection>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a GVR section: the record as saved, or why the change was refused. */
export type GvrSectionPayload = {
  __typename?: 'GvrSectionPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The GVR section as saved; null when `errors` is not empty. */
  gvrSection?: Maybe<GvrSection>;
};

/** How to sort a list of GVR sections. */
export type GvrSectionSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The one record of visit-report settings (GVR Setup › GVR settings). */
export type GvrSettings = {
  __typename?: 'GvrSettings';
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of the currency of every amount (product prices, mileage rate, claims), e.g. `USD`. */
  currency: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Amount paid per kilometre of mileage claimed, an exact amount with 2 decimals in `currency`, e.g. `0.45`. */
  mileageRate: Scalars['Decimal']['output'];
  /** Days after a visit within which its report is due; a later report is flagged late. 1 to 365. */
  reportDeadlineDays: Scalars['Int']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateGvrSettings`. */
  version: Scalars['Int']['output'];
  /** The days of the week visits are planned on, Monday first. */
  workingDays: Array<Weekday>;
  /** The daily working hours visits are planned in. */
  workingHours: WorkingHours;
};

/** The visit-report settings a user edits. */
export type GvrSettingsInput = {
  /** ISO 4217 currency code, 3 upper-case letters, e.g. `USD`, `EUR`, `AED`. */
  currency: Scalars['String']['input'];
  /** Amount per kilometre: 0 to 9999999999.99 with at most 2 decimals. */
  mileageRate: Scalars['Decimal']['input'];
  /** Days after a visit within which its report is due, 1 to 365. */
  reportDeadlineDays: Scalars['Int']['input'];
  /** The working days, at least one, each once. */
  workingDays: Array<Weekday>;
  /** The daily working hours. */
  workingHours: WorkingHoursInput;
};

/** The answer of a create or update of a GVR settings: the record as saved, or why the change was refused. */
export type GvrSettingsPayload = {
  __typename?: 'GvrSettingsPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The GVR settings as saved; null when `errors` is not empty. */
  gvrSettings?: Maybe<GvrSettings>;
};

/** The fields of a GVR settings to change; omitted fields keep their current values. */
export type GvrSettingsUpdateInput = {
  /** ISO 4217 currency code, 3 upper-case letters, e.g. `USD`, `EUR`, `AED`. Cannot be cleared: null is refused. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Amount per kilometre: 0 to 9999999999.99 with at most 2 decimals. Cannot be cleared: null is refused. */
  mileageRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Days after a visit within which its report is due, 1 to 365. Cannot be cleared: null is refused. */
  reportDeadlineDays?: InputMaybe<Scalars['Int']['input']>;
  /** The working days, at least one, each once. Cannot be cleared: null is refused. */
  workingDays?: InputMaybe<Array<Weekday>>;
  /** The daily working hours. Cannot be cleared: null is refused. */
  workingHours?: InputMaybe<WorkingHoursInput>;
};

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

/** One page of ISO documents. */
export type IsoPage = {
  __typename?: 'IsoPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The ISO documents on this page. */
  items: Array<Iso>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an ISO document: the record as saved, or why the change was refused. */
export type IsoPayload = {
  __typename?: 'IsoPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The ISO document as saved; null when `errors` is not empty. */
  iso?: Maybe<Iso>;
};

/** How to sort a list of ISO documents. */
export type IsoSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  code?: InputMaybe<Scalars['String']['input']>;
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The signed-in employee as the server sees them now (`me`): their current roles (a change since sign-in
 * shows here), the active role, and what that role may do.
 */
export type Me = {
  __typename?: 'Me';
  /** The active role, the one every check uses; null when the employee has none of the six. */
  activeRole?: Maybe<Role>;
  /** The employee's e-mail address. */
  email: Scalars['String']['output'];
  /** The employee's full name. */
  employeeName: Scalars['String']['output'];
  /** The employee's id. */
  id: Scalars['ID']['output'];
  /**
   * The root fields the active role may call, e.g. `Query.grades`, `Mutation.createGrade`,
   * `Subscription.notificationAdded` (from the schema's `@auth`). A field allowed "for the caller's own
   * id" only (e.g. `Query.employee` for an Employee) is left out; it still works on the caller's own record.
   */
  operations: Array<Scalars['String']['output']>;
  /** The permissions the active role holds, in the table's order. */
  permissions: Array<Permission>;
  /** The employee's current roles; the first is the active one (spec §3). */
  roles: Array<Role>;
  /** When the token of this request stops working (ISO 8601 UTC); null for a token without an expiry. */
  tokenExpiresAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accept a partial issue (equipment requisition): APPROVED → PARTIAL_ISSUE_ACCEPTED, by the requester (`POST /setup/equipmentRequisitions/{id}/acceptPartial`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  acceptPartialEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Approve (claim): SUBMITTED → APPROVED, by Finance or a Gvr; never the requester (`POST /setup/claims/{id}/approve`); answers it in `claim`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  approveClaim?: Maybe<ClaimPayload>;
  /** Approve (equipment requisition): SUBMITTED → APPROVED, by the requester's Hod or an Admin; never the requester (`POST /setup/equipmentRequisitions/{id}/approve`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it, OUT_OF_STOCK when an item is short). FORBIDDEN for a caller who may not take it. */
  approveEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Approve (event requisition): SUBMITTED → HOD_APPROVED, by the requester's Hod or an Admin; never the requester (`POST /setup/eventRequisitions/{id}/approve`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  approveEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Signs in (`POST /setup/employees/authenticate`). A wrong e-mail and a wrong password get the same UNAUTHENTICATED error; too many attempts TOO_MANY_REQUESTS. The one non-null mutation result: the first refused sign-in ends the request, so aliases cannot try more than one password per request. */
  authenticate: CurrentUser;
  /** Cancel claim (claim): DRAFT or SUBMITTED → CANCELLED, by the requester (`POST /setup/claims/{id}/cancel`); answers it in `claim`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  cancelClaim?: Maybe<ClaimPayload>;
  /** Cancel request (equipment requisition): DRAFT or SUBMITTED → CANCELLED, by the requester; APPROVED or PARTIAL_ISSUE_ACCEPTED → CANCELLED, by the requester or a Gvr or an Admin (with a comment) (`POST /setup/equipmentRequisitions/{id}/cancel`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  cancelEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Cancel request (event requisition): DRAFT or SUBMITTED → CANCELLED, by the requester (`POST /setup/eventRequisitions/{id}/cancel`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  cancelEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Cancel visit (visit): PLANNED → CANCELLED, by the requester or the requester's Hod or a Gvr or an Admin; a comment is required (`POST /setup/visits/{id}/cancel`); answers it in `visit`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  cancelVisit?: Maybe<VisitPayload>;
  /**
   * Changes an employee's password (`PUT /setup/employees/password/{id}`) and answers the confirmation
   * message. The employee themselves must give `currentPassword` (BAD_USER_INPUT on the field when
   * wrong); Gvr and Admin may set anyone's without it.
   * Allowed roles: GVR, ADMIN. Also allowed: the caller whose own id is `id`.
   */
  changeEmployeePassword?: Maybe<Scalars['String']['output']>;
  /** Mark completed (event requisition): FINANCE_APPROVED → COMPLETED, by the requester or an Admin (`POST /setup/eventRequisitions/{id}/complete`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  completeEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Complete report (visit): PLANNED → COMPLETED, by the requester (`POST /setup/visits/{id}/complete`); answers it in `visit`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  completeVisit?: Maybe<VisitPayload>;
  /** Sets a new password with the token of a reset link (`POST /setup/employees/reset/confirm`) and answers the confirmation message. BAD_USER_INPUT when the link is invalid or expired; counts towards the sign-in limit of the caller's address: TOO_MANY_REQUESTS past it. */
  confirmPasswordReset?: Maybe<Scalars['String']['output']>;
  /** Add correction (visit): COMPLETED → COMPLETED, by a Gvr or an Admin; a comment is required (`POST /setup/visits/{id}/correct`); answers it in `visit`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  correctVisit?: Maybe<VisitPayload>;
  /** Creates an activity (`POST /setup/activities/create`) and answers it in `activity`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT). Logs a call or a meeting of the caller (a visit is planned with `createVisit`). */
  createActivity?: Maybe<ActivityPayload>;
  /** Creates a claim (`POST /setup/claims/create`) and answers it in `claim`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT). */
  createClaim?: Maybe<ClaimPayload>;
  /** Creates a company (`POST /setup/companies/create`) and answers it in `company`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name or code is taken). Allowed roles: GVR, ADMIN. */
  createCompany?: Maybe<CompanyPayload>;
  /** Creates a customer (`POST /setup/customers/create`) and answers it in `customer`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken in its company). Allowed roles: GVR, ADMIN. */
  createCustomer?: Maybe<CustomerPayload>;
  /** Creates a customer position (`POST /setup/customerPositions/create`) and answers it in `customerPosition`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createCustomerPosition?: Maybe<CustomerPositionPayload>;
  /** Creates a department (`POST /setup/departments/create`) and answers it in `department`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createDepartment?: Maybe<DepartmentPayload>;
  /** Creates an equipment (`POST /setup/equipments/create`) and answers it in `equipment`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN. */
  createEquipment?: Maybe<EquipmentPayload>;
  /** Creates an equipment category (`POST /setup/equipmentCategories/create`) and answers it in `equipmentCategory`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createEquipmentCategory?: Maybe<EquipmentCategoryPayload>;
  /** Creates an equipment requisition (`POST /setup/equipmentRequisitions/create`) and answers it in `equipmentRequisition`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT). */
  createEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Creates an event requisition (`POST /setup/eventRequisitions/create`) and answers it in `eventRequisition`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT). */
  createEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Creates a grade (`POST /setup/grades/create`) and answers it in `grade`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createGrade?: Maybe<GradePayload>;
  /** Creates a GVR category (`POST /setup/gvrCategories/create`) and answers it in `gvrCategory`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken in its section). Allowed roles: GVR, ADMIN. */
  createGvrCategory?: Maybe<GvrCategoryPayload>;
  /** Creates a GVR section (`POST /setup/gvrSections/create`) and answers it in `gvrSection`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). The new section goes last. Allowed roles: GVR, ADMIN. */
  createGvrSection?: Maybe<GvrSectionPayload>;
  /** Creates an ISO document (`POST /setup/isos/create`) and answers it in `iso`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createIso?: Maybe<IsoPayload>;
  /** Creates an event portfolio (`POST /setup/portfolios/create`) and answers it in `portfolio`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createPortfolio?: Maybe<PortfolioPayload>;
  /** Creates a position (`POST /setup/positions/create`) and answers it in `position`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken in its department). Allowed roles: GVR, ADMIN. */
  createPosition?: Maybe<PositionPayload>;
  /** Creates a product (`POST /setup/products/create`) and answers it in `product`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN, PRODUCT. */
  createProduct?: Maybe<ProductPayload>;
  /** Creates a product category (`POST /setup/productCategories/create`) and answers it in `productCategory`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  createProductCategory?: Maybe<ProductCategoryPayload>;
  /** Creates a product subcategory (`POST /setup/productSubcategories/create`) and answers it in `productSubcategory`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the name is taken in its category). Allowed roles: GVR, ADMIN. */
  createProductSubcategory?: Maybe<ProductSubcategoryPayload>;
  /** Creates a salesperson code (`POST /setup/salespersonCodes/create`) and answers it in `salespersonCode`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN. */
  createSalespersonCode?: Maybe<SalespersonCodePayload>;
  /** Creates a visit (`POST /setup/visits/create`) and answers it in `visit`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT). */
  createVisit?: Maybe<VisitPayload>;
  /** Deletes an activity (`DELETE /setup/activities/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Only the employee who logged it, or Gvr or an Admin; a visit is never deleted (it is cancelled). */
  deleteActivity?: Maybe<DeletePayload>;
  /** Removes a line's receipt (`DELETE /setup/claims/{id}/lines/{lineId}/receipt`) and answers the claim; only the claimant, only while it is a draft. */
  deleteClaimReceipt?: Maybe<Claim>;
  /** Deletes a company (`DELETE /setup/companies/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteCompany?: Maybe<DeletePayload>;
  /** Deletes a customer (`DELETE /setup/customers/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteCustomer?: Maybe<DeletePayload>;
  /** Deletes a customer position (`DELETE /setup/customerPositions/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while a customer's contact holds it. Allowed roles: GVR, ADMIN. */
  deleteCustomerPosition?: Maybe<DeletePayload>;
  /** Deletes a department (`DELETE /setup/departments/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteDepartment?: Maybe<DeletePayload>;
  /** Deletes an employee (`DELETE /setup/employees/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while they head a department or others report to them; FORBIDDEN for yourself, and for an Admin unless you are one. When the REST server is unavailable (no connection, timeout, 5xx) the answer is null plus a warning under `extensions.warnings` (spec §8), never a refusal read as success. Allowed roles: GVR, ADMIN. */
  deleteEmployee?: Maybe<DeletePayload>;
  /** Deletes an equipment (`DELETE /setup/equipments/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while a requisition names it. Allowed roles: GVR, ADMIN. */
  deleteEquipment?: Maybe<DeletePayload>;
  /** Deletes an equipment category (`DELETE /setup/equipmentCategories/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while equipments belong to it. Allowed roles: GVR, ADMIN. */
  deleteEquipmentCategory?: Maybe<DeletePayload>;
  /** Deletes a grade (`DELETE /setup/grades/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteGrade?: Maybe<DeletePayload>;
  /** Deletes a GVR category (`DELETE /setup/gvrCategories/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteGvrCategory?: Maybe<DeletePayload>;
  /** Deletes a GVR section (`DELETE /setup/gvrSections/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while GVR categories belong to it. Allowed roles: GVR, ADMIN. */
  deleteGvrSection?: Maybe<DeletePayload>;
  /** Deletes an ISO document (`DELETE /setup/isos/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Its attached files are deleted with it. Allowed roles: GVR, ADMIN. */
  deleteIso?: Maybe<DeletePayload>;
  /** Removes one attached file (`DELETE /setup/isos/file/{id}`) and answers the ISO record without it. Allowed roles: GVR, ADMIN. */
  deleteIsoDocument?: Maybe<Iso>;
  /** Deletes an event portfolio (`DELETE /setup/portfolios/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deletePortfolio?: Maybe<DeletePayload>;
  /** Deletes a position (`DELETE /setup/positions/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deletePosition?: Maybe<DeletePayload>;
  /** Deletes a product (`DELETE /setup/products/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN, PRODUCT. */
  deleteProduct?: Maybe<DeletePayload>;
  /** Deletes a product category (`DELETE /setup/productCategories/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while subcategories belong to it. Allowed roles: GVR, ADMIN. */
  deleteProductCategory?: Maybe<DeletePayload>;
  /** Deletes a product subcategory (`DELETE /setup/productSubcategories/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Refused (CONFLICT with reason REFERENCED) while products belong to it. Allowed roles: GVR, ADMIN. */
  deleteProductSubcategory?: Maybe<DeletePayload>;
  /** Deletes a salesperson code (`DELETE /setup/salespersonCodes/{id}`) and answers its id in `deletedId`, or in `errors` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it. Allowed roles: GVR, ADMIN. */
  deleteSalespersonCode?: Maybe<DeletePayload>;
  /** Approve budget (event requisition): HOD_APPROVED → FINANCE_APPROVED, by Finance; never the requester (`POST /setup/eventRequisitions/{id}/financeApprove`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  financeApproveEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Issue (equipment requisition): APPROVED or PARTIAL_ISSUE_ACCEPTED → ISSUED, by a Gvr or an Admin (`POST /setup/equipmentRequisitions/{id}/issue`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it, OUT_OF_STOCK when an item is short). FORBIDDEN for a caller who may not take it. */
  issueEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Marks every unread notification of the signed-in employee read (`POST /setup/notifications/read-all`); answers how many that was. */
  markAllNotificationsRead?: Maybe<Scalars['Int']['output']>;
  /** Marks one of the signed-in employee's notifications read (`PUT /setup/notifications/{id}/read`) and answers it. NOT_FOUND for another employee's. */
  markNotificationRead?: Maybe<Notification>;
  /** Mark paid (claim): APPROVED → PAID, by Finance or a Gvr; never the requester (`POST /setup/claims/{id}/pay`); answers it in `claim`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  payClaim?: Maybe<ClaimPayload>;
  /**
   * A new token of the same sign-in, expiring JWT_TTL (8 hours) from now (`POST /setup/employees/refresh`),
   * so a long working day does not end in a lost form. UNAUTHENTICATED when the sign-in ended (signed out,
   * roles or password changed) or started more than 24 hours ago: sign in again.
   */
  refreshToken?: Maybe<SessionToken>;
  /** Creates an employee (`POST /setup/employees/register`) and answers it in `employee`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: DUPLICATE when the number or e-mail is taken). The input carries their first password. Allowed roles: GVR, ADMIN. */
  registerEmployee?: Maybe<EmployeePayload>;
  /** Reject (claim): SUBMITTED → REJECTED, by Finance or a Gvr; never the requester; a comment is required (`POST /setup/claims/{id}/reject`); answers it in `claim`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  rejectClaim?: Maybe<ClaimPayload>;
  /** Reject (equipment requisition): SUBMITTED → REJECTED, by the requester's Hod or an Admin; never the requester; a comment is required (`POST /setup/equipmentRequisitions/{id}/reject`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  rejectEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Reject (event requisition): SUBMITTED → REJECTED, by the requester's Hod or an Admin; HOD_APPROVED → REJECTED, by Finance; never the requester; a comment is required (`POST /setup/eventRequisitions/{id}/reject`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  rejectEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Sets the order of the GVR sections (`PUT /setup/gvrSections/reorder`) and answers the ids in their new order, or in `errors` BAD_USER_INPUT when `ids` is not every GVR section's id exactly once. Allowed roles: GVR, ADMIN. */
  reorderGvrSections?: Maybe<ReorderPayload>;
  /** Asks for a password-reset link by e-mail (`POST /setup/employees/reset`). Answers the same message whatever the address. */
  requestPasswordReset?: Maybe<Scalars['String']['output']>;
  /** Record return (equipment requisition): ISSUED → RETURNED, by a Gvr or an Admin (`POST /setup/equipmentRequisitions/{id}/return`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  returnEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Send back for changes (equipment requisition): SUBMITTED → DRAFT, by the requester's Hod or an Admin (never the requester); APPROVED or PARTIAL_ISSUE_ACCEPTED → DRAFT, by a Gvr or an Admin; a comment is required (`POST /setup/equipmentRequisitions/{id}/sendBack`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  sendBackEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Send back for changes (event requisition): SUBMITTED → DRAFT, by the requester's Hod or an Admin; never the requester; a comment is required (`POST /setup/eventRequisitions/{id}/sendBack`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  sendBackEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Ends this sign-in on the server (`POST /setup/employees/sign-out`): the caller's token stops working at once, on every replica. The web calls it on logout and on the lock screen. Answers the upstream's confirmation message. */
  signOut?: Maybe<Scalars['String']['output']>;
  /** Submit (claim): DRAFT → SUBMITTED, by the requester (`POST /setup/claims/{id}/submit`); answers it in `claim`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  submitClaim?: Maybe<ClaimPayload>;
  /** Submit (equipment requisition): DRAFT → SUBMITTED, by the requester (`POST /setup/equipmentRequisitions/{id}/submit`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  submitEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Submit (event requisition): DRAFT → SUBMITTED, by the requester (`POST /setup/eventRequisitions/{id}/submit`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when `version` is no longer current, INVALID_STATE when its status no longer allows it). FORBIDDEN for a caller who may not take it. */
  submitEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Changes the fields of the activity given in `input` and keeps the others (`PUT /setup/activities/{id}`); answers it in `activity`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Only the employee who logged it, or Gvr or an Admin; a visit is changed with `updateVisit`. */
  updateActivity?: Maybe<ActivityPayload>;
  /** Changes the fields of the claim given in `input` and keeps the others (`PUT /setup/claims/{id}`); answers it in `claim`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Only the claimant, only while it is a draft (else CONFLICT with reason INVALID_STATE). */
  updateClaim?: Maybe<ClaimPayload>;
  /** Changes the fields of the company given in `input` and keeps the others (`PUT /setup/companies/{id}`); answers it in `company`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name or code is taken). Allowed roles: GVR, ADMIN. */
  updateCompany?: Maybe<CompanyPayload>;
  /** Changes the fields of the customer given in `input` and keeps the others (`PUT /setup/customers/{id}`); answers it in `customer`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken in its company). Allowed roles: GVR, ADMIN. */
  updateCustomer?: Maybe<CustomerPayload>;
  /** Changes the fields of the customer position given in `input` and keeps the others (`PUT /setup/customerPositions/{id}`); answers it in `customerPosition`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateCustomerPosition?: Maybe<CustomerPositionPayload>;
  /** Changes the fields of the department given in `input` and keeps the others (`PUT /setup/departments/{id}`); answers it in `department`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateDepartment?: Maybe<DepartmentPayload>;
  /** Changes the fields of the employee given in `input` and keeps the others (`PUT /setup/employees/{id}`); answers it in `employee`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the number or e-mail is taken). Allowed roles: GVR, ADMIN. */
  updateEmployee?: Maybe<EmployeePayload>;
  /** Changes the fields of the equipment given in `input` and keeps the others (`PUT /setup/equipments/{id}`); answers it in `equipment`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN. */
  updateEquipment?: Maybe<EquipmentPayload>;
  /** Changes the fields of the equipment category given in `input` and keeps the others (`PUT /setup/equipmentCategories/{id}`); answers it in `equipmentCategory`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateEquipmentCategory?: Maybe<EquipmentCategoryPayload>;
  /** Changes the fields of the equipment requisition given in `input` and keeps the others (`PUT /setup/equipmentRequisitions/{id}`); answers it in `equipmentRequisition`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Only the requester, only while it is a draft (else CONFLICT with reason INVALID_STATE). */
  updateEquipmentRequisition?: Maybe<EquipmentRequisitionPayload>;
  /** Changes the fields of the event requisition given in `input` and keeps the others (`PUT /setup/eventRequisitions/{id}`); answers it in `eventRequisition`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Only the requester, only while it is a draft (else CONFLICT with reason INVALID_STATE). */
  updateEventRequisition?: Maybe<EventRequisitionPayload>;
  /** Changes the fields of the grade given in `input` and keeps the others (`PUT /setup/grades/{id}`); answers it in `grade`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateGrade?: Maybe<GradePayload>;
  /** Changes the fields of the GVR category given in `input` and keeps the others (`PUT /setup/gvrCategories/{id}`); answers it in `gvrCategory`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken in its section). Allowed roles: GVR, ADMIN. */
  updateGvrCategory?: Maybe<GvrCategoryPayload>;
  /** Changes the fields of the GVR section given in `input` and keeps the others (`PUT /setup/gvrSections/{id}`); answers it in `gvrSection`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateGvrSection?: Maybe<GvrSectionPayload>;
  /** Changes the fields of the GVR settings given in `input` and keeps the others (`PUT /setup/gvrSettings`); answers it in `gvrSettings`, or in `errors` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Allowed roles: GVR, ADMIN. */
  updateGvrSettings?: Maybe<GvrSettingsPayload>;
  /** Changes the fields of the ISO document given in `input` and keeps the others (`PUT /setup/isos/{id}`); answers it in `iso`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Its attached files stay. Allowed roles: GVR, ADMIN. */
  updateIso?: Maybe<IsoPayload>;
  /** Changes the fields of the event portfolio given in `input` and keeps the others (`PUT /setup/portfolios/{id}`); answers it in `portfolio`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updatePortfolio?: Maybe<PortfolioPayload>;
  /** Changes the fields of the position given in `input` and keeps the others (`PUT /setup/positions/{id}`); answers it in `position`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken in its department). Allowed roles: GVR, ADMIN. */
  updatePosition?: Maybe<PositionPayload>;
  /** Changes the fields of the product given in `input` and keeps the others (`PUT /setup/products/{id}`); answers it in `product`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN, PRODUCT. */
  updateProduct?: Maybe<ProductPayload>;
  /** Changes the fields of the product category given in `input` and keeps the others (`PUT /setup/productCategories/{id}`); answers it in `productCategory`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken). Allowed roles: GVR, ADMIN. */
  updateProductCategory?: Maybe<ProductCategoryPayload>;
  /** Changes the fields of the product subcategory given in `input` and keeps the others (`PUT /setup/productSubcategories/{id}`); answers it in `productSubcategory`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the name is taken in its category). Allowed roles: GVR, ADMIN. */
  updateProductSubcategory?: Maybe<ProductSubcategoryPayload>;
  /** Changes the fields of the salesperson code given in `input` and keeps the others (`PUT /setup/salespersonCodes/{id}`); answers it in `salespersonCode`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current, DUPLICATE when the code is taken). Allowed roles: GVR, ADMIN. */
  updateSalespersonCode?: Maybe<SalespersonCodePayload>;
  /** Changes the fields of the visit given in `input` and keeps the others (`PUT /setup/visits/{id}`); answers it in `visit`, or in `errors` NOT_FOUND, a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when `version` is no longer current). Only the visitor, only while it is planned (else CONFLICT with reason INVALID_STATE): a completed visit is read-only. */
  updateVisit?: Maybe<VisitPayload>;
  /**
   * Attaches a receipt to a line of a draft claim, replacing any it had (`PUT /setup/claims/{id}/lines/{lineId}/receipt`,
   * multipart part `file`) and answers the claim. PDF, PNG, JPEG or WebP, checked by content, at most 10 MB:
   * PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE otherwise; only the claimant, only while it is a draft.
   */
  uploadClaimReceipt?: Maybe<Claim>;
  /**
   * Replaces an employee's photo (`PUT /setup/employees/profile/{id}`, multipart part `image`) and
   * answers the employee. JPEG, PNG, WebP or GIF, at most 5 MB: PAYLOAD_TOO_LARGE /
   * UNSUPPORTED_MEDIA_TYPE otherwise.
   * Allowed roles: GVR, ADMIN. Also allowed: the caller whose own id is `id`.
   */
  uploadEmployeePhoto?: Maybe<Employee>;
  /**
   * Attaches files to an ISO record (`POST /setup/isos/{id}/files`, multipart parts `files`) and
   * answers the record. PDF, Word, Excel, PowerPoint, PNG, JPEG or plain text, each at most 20 MB:
   * PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE otherwise. Send as a GraphQL multipart request.
   * Allowed roles: GVR, ADMIN.
   */
  uploadIsoDocuments?: Maybe<Iso>;
};


/** Changes. */
export type MutationAcceptPartialEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationApproveClaimArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationApproveEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationApproveEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationAuthenticateArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Changes. */
export type MutationCancelClaimArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationCancelEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationCancelEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationCancelVisitArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationChangeEmployeePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


/** Changes. */
export type MutationCompleteEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationCompleteVisitArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationConfirmPasswordResetArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Changes. */
export type MutationCorrectVisitArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationCreateActivityArgs = {
  input: ActivityInput;
};


/** Changes. */
export type MutationCreateClaimArgs = {
  input: ClaimInput;
};


/** Changes. */
export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


/** Changes. */
export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


/** Changes. */
export type MutationCreateCustomerPositionArgs = {
  input: CustomerPositionInput;
};


/** Changes. */
export type MutationCreateDepartmentArgs = {
  input: DepartmentInput;
};


/** Changes. */
export type MutationCreateEquipmentArgs = {
  input: EquipmentInput;
};


/** Changes. */
export type MutationCreateEquipmentCategoryArgs = {
  input: EquipmentCategoryInput;
};


/** Changes. */
export type MutationCreateEquipmentRequisitionArgs = {
  input: EquipmentRequisitionInput;
};


/** Changes. */
export type MutationCreateEventRequisitionArgs = {
  input: EventRequisitionInput;
};


/** Changes. */
export type MutationCreateGradeArgs = {
  input: GradeInput;
};


/** Changes. */
export type MutationCreateGvrCategoryArgs = {
  input: GvrCategoryInput;
};


/** Changes. */
export type MutationCreateGvrSectionArgs = {
  input: GvrSectionInput;
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
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Changes. */
export type MutationCreateProductCategoryArgs = {
  input: ProductCategoryInput;
};


/** Changes. */
export type MutationCreateProductSubcategoryArgs = {
  input: ProductSubcategoryInput;
};


/** Changes. */
export type MutationCreateSalespersonCodeArgs = {
  input: SalespersonCodeInput;
};


/** Changes. */
export type MutationCreateVisitArgs = {
  input: VisitInput;
};


/** Changes. */
export type MutationDeleteActivityArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteClaimReceiptArgs = {
  claimId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteCustomerPositionArgs = {
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
export type MutationDeleteEquipmentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteEquipmentCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteGradeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteGvrCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteGvrSectionArgs = {
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
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteProductCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteProductSubcategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationDeleteSalespersonCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationFinanceApproveEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationIssueEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationPayClaimArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationRegisterEmployeeArgs = {
  input: EmployeeRegisterInput;
};


/** Changes. */
export type MutationRejectClaimArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationRejectEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationRejectEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationReorderGvrSectionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Changes. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Changes. */
export type MutationReturnEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationSendBackEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationSendBackEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationSubmitClaimArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationSubmitEquipmentRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationSubmitEventRequisitionArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateActivityArgs = {
  id: Scalars['ID']['input'];
  input: ActivityUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateClaimArgs = {
  id: Scalars['ID']['input'];
  input: ClaimUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateCompanyArgs = {
  id: Scalars['ID']['input'];
  input: CompanyUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateCustomerPositionArgs = {
  id: Scalars['ID']['input'];
  input: CustomerPositionUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateDepartmentArgs = {
  id: Scalars['ID']['input'];
  input: DepartmentUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEquipmentArgs = {
  id: Scalars['ID']['input'];
  input: EquipmentUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEquipmentCategoryArgs = {
  id: Scalars['ID']['input'];
  input: EquipmentCategoryUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEquipmentRequisitionArgs = {
  id: Scalars['ID']['input'];
  input: EquipmentRequisitionUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateEventRequisitionArgs = {
  id: Scalars['ID']['input'];
  input: EventRequisitionUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateGradeArgs = {
  id: Scalars['ID']['input'];
  input: GradeUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateGvrCategoryArgs = {
  id: Scalars['ID']['input'];
  input: GvrCategoryUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateGvrSectionArgs = {
  id: Scalars['ID']['input'];
  input: GvrSectionUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateGvrSettingsArgs = {
  input: GvrSettingsUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateIsoArgs = {
  id: Scalars['ID']['input'];
  input: IsoUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdatePortfolioArgs = {
  id: Scalars['ID']['input'];
  input: PortfolioUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdatePositionArgs = {
  id: Scalars['ID']['input'];
  input: PositionUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateProductCategoryArgs = {
  id: Scalars['ID']['input'];
  input: ProductCategoryUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateProductSubcategoryArgs = {
  id: Scalars['ID']['input'];
  input: ProductSubcategoryUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateSalespersonCodeArgs = {
  id: Scalars['ID']['input'];
  input: SalespersonCodeUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUpdateVisitArgs = {
  id: Scalars['ID']['input'];
  input: VisitUpdateInput;
  version: Scalars['Int']['input'];
};


/** Changes. */
export type MutationUploadClaimReceiptArgs = {
  claimId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  lineId: Scalars['ID']['input'];
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

/** A page of the signed-in employee's notifications, newest first (`GET /setup/notifications?page=&limit=`). */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** Whether a page after this one exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The notifications of this page. */
  items: Array<Notification>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Notifications a page. */
  pageSize: Scalars['Int']['output'];
  /** How many notifications match (all, or only the read or unread ones). */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
  /** How many of the employee's notifications are unread, whatever the filter. */
  unread: Scalars['Int']['output'];
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

/** One permission of the role table (DESIGN §6, `contract/permissions.ts`): the same table the gateway's `@auth` checks, rest-api's routes and the web's menu use. */
export type Permission = {
  __typename?: 'Permission';
  /** What it allows, e.g. `change setup data`. */
  action: Scalars['String']['output'];
  /** The permission's name, e.g. `writeSetup`. */
  name: Scalars['String']['output'];
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

/** One page of event portfolios. */
export type PortfolioPage = {
  __typename?: 'PortfolioPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The event portfolios on this page. */
  items: Array<Portfolio>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of an event portfolio: the record as saved, or why the change was refused. */
export type PortfolioPayload = {
  __typename?: 'PortfolioPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The event portfolio as saved; null when `errors` is not empty. */
  portfolio?: Maybe<Portfolio>;
};

/** How to sort a list of event portfolios. */
export type PortfolioSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 120 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The positions on this page. */
  items: Array<Position>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a position: the record as saved, or why the change was refused. */
export type PositionPayload = {
  __typename?: 'PositionPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The position as saved; null when `errors` is not empty. */
  position?: Maybe<Position>;
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

/** The fields of a position to change; omitted fields keep their current values. */
export type PositionUpdateInput = {
  /** Id of its department (required). Cannot be cleared: null is refused. */
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique within the department. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A product the group sells (Product Setup › Products). Its price is in the currency of the GVR settings (`gvrSettings.currency`). */
export type Product = {
  __typename?: 'Product';
  /** Whether it is offered in pickers; an inactive product stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** Product code, unique regardless of case, e.g. `CAR-0001`. */
  code: Scalars['String']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, e.g. `Amlodipine 5 mg tablets`. */
  name: Scalars['String']['output'];
  /** The event portfolio it belongs to, if any. */
  portfolio?: Maybe<Portfolio>;
  /** Id of the event portfolio it belongs to, if any. */
  portfolioId?: Maybe<Scalars['ID']['output']>;
  /** Price of one unit, an exact amount with 2 decimals in the currency of the GVR settings, e.g. `12.50`. */
  price: Scalars['Decimal']['output'];
  /** Its product subcategory (whose `category` is the product's category). */
  subcategory?: Maybe<ProductSubcategory>;
  /** Id of its product subcategory. */
  subcategoryId: Scalars['ID']['output'];
  /** The unit it is sold in, e.g. `box`, `vial`, `piece`. */
  unit: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateProduct`. */
  version: Scalars['Int']['output'];
};

/** A category of the products the group sells (Product Setup › Product categories), e.g. `Cardiology`. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  /** Whether it is offered in pickers; an inactive category stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case, e.g. `Cardiology`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateProductCategory`. */
  version: Scalars['Int']['output'];
};

/** The fields of a product category that a user edits. */
export type ProductCategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of product categories. */
export type ProductCategoryPage = {
  __typename?: 'ProductCategoryPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The product categories on this page. */
  items: Array<ProductCategory>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a product category: the record as saved, or why the change was refused. */
export type ProductCategoryPayload = {
  __typename?: 'ProductCategoryPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The product category as saved; null when `errors` is not empty. */
  productCategory?: Maybe<ProductCategory>;
};

/** How to sort a list of product categories. */
export type ProductCategorySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The fields of a product that a user edits. */
export type ProductInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Code, 1 to 30 characters, unique regardless of case. */
  code: Scalars['String']['input'];
  /** Name, 1 to 150 characters. */
  name: Scalars['String']['input'];
  /** Id of its event portfolio; none when omitted. */
  portfolioId?: InputMaybe<Scalars['ID']['input']>;
  /** Price of one unit: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. */
  price: Scalars['Decimal']['input'];
  /** Id of its product subcategory (required). */
  subcategoryId: Scalars['ID']['input'];
  /** The unit it is sold in, 1 to 20 characters, e.g. `box`. */
  unit: Scalars['String']['input'];
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The products on this page. */
  items: Array<Product>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a product: the record as saved, or why the change was refused. */
export type ProductPayload = {
  __typename?: 'ProductPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The product as saved; null when `errors` is not empty. */
  product?: Maybe<Product>;
};

/** How to sort a list of products. */
export type ProductSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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

/** A subcategory of products within a product category (Product Setup › Product subcategories), e.g. `Antihypertensives`. */
export type ProductSubcategory = {
  __typename?: 'ProductSubcategory';
  /** Whether it is offered in pickers; an inactive subcategory stays readable where it is used. */
  active: Scalars['Boolean']['output'];
  /** The product category it belongs to. */
  category?: Maybe<ProductCategory>;
  /** Id of the product category it belongs to. */
  categoryId: Scalars['ID']['output'];
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name, unique regardless of case within its category. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateProductSubcategory`. */
  version: Scalars['Int']['output'];
};

/** The fields of a product subcategory that a user edits. */
export type ProductSubcategoryInput = {
  /** Whether it is offered in pickers; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its product category (required). */
  categoryId: Scalars['ID']['input'];
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case within the category. */
  name: Scalars['String']['input'];
};

/** One page of product subcategories. */
export type ProductSubcategoryPage = {
  __typename?: 'ProductSubcategoryPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The product subcategories on this page. */
  items: Array<ProductSubcategory>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a product subcategory: the record as saved, or why the change was refused. */
export type ProductSubcategoryPayload = {
  __typename?: 'ProductSubcategoryPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The product subcategory as saved; null when `errors` is not empty. */
  productSubcategory?: Maybe<ProductSubcategory>;
};

/** How to sort a list of product subcategories. */
export type ProductSubcategorySort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of its product category (required). Cannot be cleared: null is refused. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case within the category. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The fields of a product to change; omitted fields keep their current values. */
export type ProductUpdateInput = {
  /** Whether it is offered in pickers. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Code, 1 to 30 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Name, 1 to 150 characters. Cannot be cleared: null is refused. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Id of its event portfolio. */
  portfolioId?: InputMaybe<Scalars['ID']['input']>;
  /** Price of one unit: 0 to 9999999999.99 with at most 2 decimals, in the currency of the GVR settings. Cannot be cleared: null is refused. */
  price?: InputMaybe<Scalars['Decimal']['input']>;
  /** Id of its product subcategory (required). Cannot be cleared: null is refused. */
  subcategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The unit it is sold in, 1 to 20 characters, e.g. `box`. Cannot be cleared: null is refused. */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** Reads. */
export type Query = {
  __typename?: 'Query';
  /** The active employees, by name (`GET /setup/employees/active`). Falls back to an empty list with a warning. Allowed roles: GVR, ADMIN. */
  activeEmployees: Array<Employee>;
  /** A page of activities (`GET /setup/activities/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. Visits and logged calls and meetings together, in the GVR view list of the caller (their own; a Hod also their departments'; Gvr and Admin all). */
  activities: ActivityPage;
  /** One activity (`GET /setup/activities/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  activity?: Maybe<Activity>;
  /** Every company, by name (`GET /setup/companies/all`), for pickers. Falls back to an empty list with a warning. */
  allCompanies: Array<Company>;
  /** Every customer position, by name (`GET /setup/customerPositions/all`), for pickers. Falls back to an empty list with a warning. */
  allCustomerPositions: Array<CustomerPosition>;
  /** Every customer, by name (`GET /setup/customers/all`), for pickers. Falls back to an empty list with a warning. An Employee or a Hod gets only the customers whose salesperson is in their GVR view list; other roles get all. */
  allCustomers: Array<Customer>;
  /** Every department, by name (`GET /setup/departments/all`), for pickers. Falls back to an empty list with a warning. */
  allDepartments: Array<Department>;
  /** Every employee, by full name (`GET /setup/employees/all`), for pickers. Falls back to an empty list with a warning. Allowed roles: GVR, ADMIN. */
  allEmployees: Array<Employee>;
  /** Every equipment category, by name (`GET /setup/equipmentCategories/all`), for pickers. Falls back to an empty list with a warning. */
  allEquipmentCategories: Array<EquipmentCategory>;
  /** Every equipment, by name (`GET /setup/equipments/all`), for pickers. Falls back to an empty list with a warning. */
  allEquipments: Array<Equipment>;
  /** Every grade, by name (`GET /setup/grades/all`), for pickers. Falls back to an empty list with a warning. */
  allGrades: Array<Grade>;
  /** Every GVR category, by name (`GET /setup/gvrCategories/all`), for pickers. Falls back to an empty list with a warning. */
  allGvrCategories: Array<GvrCategory>;
  /** Every GVR section, by the order set with `reorderGvrSections` (`GET /setup/gvrSections/all`), for pickers. Falls back to an empty list with a warning. */
  allGvrSections: Array<GvrSection>;
  /** Every ISO document, by name (`GET /setup/isos/all`), for pickers. Falls back to an empty list with a warning. */
  allIsos: Array<Iso>;
  /** Every event portfolio, by name (`GET /setup/portfolios/all`), for pickers. Falls back to an empty list with a warning. */
  allPortfolios: Array<Portfolio>;
  /** Every position, by name (`GET /setup/positions/all`), for pickers. Falls back to an empty list with a warning. */
  allPositions: Array<Position>;
  /** Every product category, by name (`GET /setup/productCategories/all`), for pickers. Falls back to an empty list with a warning. */
  allProductCategories: Array<ProductCategory>;
  /** Every product subcategory, by name (`GET /setup/productSubcategories/all`), for pickers. Falls back to an empty list with a warning. */
  allProductSubcategories: Array<ProductSubcategory>;
  /** Every product, by name (`GET /setup/products/all`), for pickers. Falls back to an empty list with a warning. */
  allProducts: Array<Product>;
  /** Every salesperson code, by code (`GET /setup/salespersonCodes/all`), for pickers. Falls back to an empty list with a warning. */
  allSalespersonCodes: Array<SalespersonCode>;
  /** One claim (`GET /setup/claims/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  claim?: Maybe<Claim>;
  /**
   * Claim totals per calendar month of their creation, newest first, over the claims the caller may read
   * (`GET /setup/claims/totals?from=&to=`): their own; a Hod also their departments'; Finance and Gvr all.
   */
  claimTotals: Array<ClaimMonthTotal>;
  /**
   * The summary of the visit claim `claimId` is made on (date, customer, outcome, distance claimed), for
   * whoever reads the claim (`GET /setup/claims/{id}/visit`); NOT_FOUND outside the caller's view.
   */
  claimVisit?: Maybe<ClaimVisitSummary>;
  /** A page of claims (`GET /setup/claims/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. The claimant sees their own claims; a Hod also those of the departments they head; Finance and Gvr every claim. */
  claims: ClaimPage;
  /** A page of companies (`GET /setup/companies/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  companies: CompanyPage;
  /** One company (`GET /setup/companies/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  company?: Maybe<Company>;
  /** One customer (`GET /setup/customers/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). NOT_FOUND for an Employee or a Hod when its salesperson is not in their GVR view list. */
  customer?: Maybe<Customer>;
  /** One customer position (`GET /setup/customerPositions/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  customerPosition?: Maybe<CustomerPosition>;
  /** A page of customer positions (`GET /setup/customerPositions/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  customerPositions: CustomerPositionPage;
  /** A page of customers (`GET /setup/customers/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. An Employee or a Hod sees only the customers whose salesperson is in their GVR view list (`gvrViewList`); other roles see all. */
  customers: CustomerPage;
  /**
   * The signed-in employee's dashboard (`GET /setup/dashboard?timeZone=&date=`). Falls back to null with a
   * warning when the upstream is unavailable; an unknown time zone or a malformed date is BAD_USER_INPUT.
   */
  dashboard?: Maybe<Dashboard>;
  /** One department (`GET /setup/departments/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  department?: Maybe<Department>;
  /** A page of departments (`GET /setup/departments/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  departments: DepartmentPage;
  /** One employee (`GET /setup/employees/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). Allowed roles: GVR, ADMIN. Also allowed: the caller whose own id is `id`. */
  employee?: Maybe<Employee>;
  /** The companies an employee belongs to (`GET /setup/companies/employee/{id}`). Falls back to an empty list with a warning. */
  employeeCompanies: Array<Company>;
  /** A page of employees (`GET /setup/employees/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. Allowed roles: GVR, ADMIN. */
  employees: EmployeePage;
  /** One equipment (`GET /setup/equipments/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  equipment?: Maybe<Equipment>;
  /** A page of equipment categories (`GET /setup/equipmentCategories/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  equipmentCategories: EquipmentCategoryPage;
  /** One equipment category (`GET /setup/equipmentCategories/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  equipmentCategory?: Maybe<EquipmentCategory>;
  /** One equipment requisition (`GET /setup/equipmentRequisitions/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  equipmentRequisition?: Maybe<EquipmentRequisition>;
  /** A page of equipment requisitions (`GET /setup/equipmentRequisitions/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  equipmentRequisitions: EquipmentRequisitionPage;
  /** A page of equipments (`GET /setup/equipments/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  equipments: EquipmentPage;
  /** The error contract (codes, reasons, and the shapes of error and response extensions); no sign-in needed. */
  errorContract: ErrorContract;
  /** One event requisition (`GET /setup/eventRequisitions/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  eventRequisition?: Maybe<EventRequisition>;
  /** A page of event requisitions (`GET /setup/eventRequisitions/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  eventRequisitions: EventRequisitionPage;
  /** One grade (`GET /setup/grades/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  grade?: Maybe<Grade>;
  /** A page of grades (`GET /setup/grades/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  grades: GradePage;
  /** A page of GVR categories (`GET /setup/gvrCategories/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  gvrCategories: GvrCategoryPage;
  /** One GVR category (`GET /setup/gvrCategories/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  gvrCategory?: Maybe<GvrCategory>;
  /** The active employees who file visit reports, by name (`GET /setup/employees/gvr`). Falls back to an empty list with a warning. Allowed roles: GVR, ADMIN. */
  gvrEmployees: Array<Employee>;
  /** One GVR section (`GET /setup/gvrSections/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  gvrSection?: Maybe<GvrSection>;
  /** A page of GVR sections (`GET /setup/gvrSections/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  gvrSections: GvrSectionPage;
  /** The GVR settings (`GET /setup/gvrSettings`); null (with a warning) when it could not be loaded. */
  gvrSettings?: Maybe<GvrSettings>;
  /**
   * The employees whose visit reports employee `employeeId` may see (`GET /setup/employees/gvr/{id}`):
   * Admin/Gvr all active gvr employees, a Hod those of the departments they head and themselves,
   * anyone else themselves. Falls back to an empty list with a warning.
   * Allowed roles: GVR, ADMIN. Also allowed: the caller whose own id is `employeeId`.
   */
  gvrViewList: Array<Employee>;
  /** One ISO document (`GET /setup/isos/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  iso?: Maybe<Iso>;
  /** A page of ISO documents (`GET /setup/isos/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  isos: IsoPage;
  /**
   * The signed-in employee, their roles and what their active role may do (`GET /setup/employees/{id}`
   * of the token's employee). Null, with the error in `errors`, when the REST server could not answer:
   * the other fields of the same request keep their data.
   */
  me?: Maybe<Me>;
  /** A page of the signed-in employee's notifications, newest first, for the notifications page (`GET /setup/notifications?page=&limit=&read=`). */
  notificationPage: NotificationPage;
  /** The signed-in employee's latest 20 notifications, newest first (`GET /setup/notifications`). Falls back to an empty list with a warning. */
  notifications: Array<Notification>;
  /**
   * Checks a password-reset link without using it (`POST /setup/employees/reset/check`); no sign-in
   * needed. An unknown, used or expired token is `valid: false` with the reason, not an error.
   * Counts towards the sign-in limit of the caller's address: TOO_MANY_REQUESTS past it.
   */
  passwordResetLink: PasswordResetLink;
  /** One event portfolio (`GET /setup/portfolios/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  portfolio?: Maybe<Portfolio>;
  /** A page of event portfolios (`GET /setup/portfolios/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  portfolios: PortfolioPage;
  /** One position (`GET /setup/positions/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  position?: Maybe<Position>;
  /** A page of positions (`GET /setup/positions/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  positions: PositionPage;
  /** One product (`GET /setup/products/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  product?: Maybe<Product>;
  /** A page of product categories (`GET /setup/productCategories/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  productCategories: ProductCategoryPage;
  /** One product category (`GET /setup/productCategories/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  productCategory?: Maybe<ProductCategory>;
  /** A page of product subcategories (`GET /setup/productSubcategories/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  productSubcategories: ProductSubcategoryPage;
  /** One product subcategory (`GET /setup/productSubcategories/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  productSubcategory?: Maybe<ProductSubcategory>;
  /** A page of products (`GET /setup/products/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  products: ProductPage;
  /** One salesperson code (`GET /setup/salespersonCodes/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  salespersonCode?: Maybe<SalespersonCode>;
  /** A page of salesperson codes (`GET /setup/salespersonCodes/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. */
  salespersonCodes: SalespersonCodePage;
  /** One visit (`GET /setup/visits/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  visit?: Maybe<Visit>;
  /** A page of visits (`GET /setup/visits/?page=`), searched, sorted and filtered. Falls back to an empty page with a warning. The caller sees their own visits; a Hod also those of the departments they head; Gvr and Admin every visit (the GVR view list). */
  visits: VisitPage;
};


/** Reads. */
export type QueryActivitiesArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  dates?: InputMaybe<DateRangeInput>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<ActivityKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ActivitySort>;
  status?: InputMaybe<VisitStatus>;
};


/** Reads. */
export type QueryActivityArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryClaimArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryClaimTotalsArgs = {
  from: Scalars['Date']['input'];
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  to: Scalars['Date']['input'];
};


/** Reads. */
export type QueryClaimVisitArgs = {
  claimId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryClaimsArgs = {
  awaitingMe?: InputMaybe<Scalars['Boolean']['input']>;
  dates?: InputMaybe<DateRangeInput>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ClaimSort>;
  status?: InputMaybe<ClaimStatus>;
  visitId?: InputMaybe<Scalars['ID']['input']>;
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
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryCustomerPositionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryCustomerPositionsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerPositionSort>;
};


/** Reads. */
export type QueryCustomersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


/** Reads. */
export type QueryDashboardArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
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
export type QueryEquipmentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEquipmentCategoriesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EquipmentCategorySort>;
};


/** Reads. */
export type QueryEquipmentCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEquipmentRequisitionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEquipmentRequisitionsArgs = {
  awaitingMe?: InputMaybe<Scalars['Boolean']['input']>;
  dates?: InputMaybe<DateRangeInput>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EquipmentRequisitionSort>;
  status?: InputMaybe<EquipmentRequisitionStatus>;
};


/** Reads. */
export type QueryEquipmentsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EquipmentSort>;
};


/** Reads. */
export type QueryEventRequisitionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryEventRequisitionsArgs = {
  awaitingMe?: InputMaybe<Scalars['Boolean']['input']>;
  dates?: InputMaybe<DateRangeInput>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  portfolioId?: InputMaybe<Scalars['ID']['input']>;
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EventRequisitionSort>;
  status?: InputMaybe<EventRequisitionStatus>;
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
export type QueryGvrCategoriesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sectionId?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<GvrCategorySort>;
};


/** Reads. */
export type QueryGvrCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryGvrSectionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryGvrSectionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GvrSectionSort>;
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
  companyId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<IsoSort>;
};


/** Reads. */
export type QueryNotificationPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
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
  active?: InputMaybe<Scalars['Boolean']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
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
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PositionSort>;
};


/** Reads. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryProductCategoriesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductCategorySort>;
};


/** Reads. */
export type QueryProductCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryProductSubcategoriesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSubcategorySort>;
};


/** Reads. */
export type QueryProductSubcategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryProductsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  portfolioId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  subcategoryId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QuerySalespersonCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QuerySalespersonCodesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SalespersonCodeSort>;
};


/** Reads. */
export type QueryVisitArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryVisitsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  late?: InputMaybe<Scalars['Boolean']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<DateTimeRangeInput>;
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<VisitSort>;
  status?: InputMaybe<VisitStatus>;
};

/** The answer of a reorder: the ids in their new order, or why the order was not changed. */
export type ReorderPayload = {
  __typename?: 'ReorderPayload';
  /** Why the order was not changed; empty on success. */
  errors: Array<UserError>;
  /** Every record's id in the new order; null when `errors` is not empty. */
  ids?: Maybe<Array<Scalars['ID']['output']>>;
};

/** The top-level `extensions` of a response, when there is anything to say. */
export type ResponseExtensions = {
  __typename?: 'ResponseExtensions';
  /** Reads that fell back to an empty answer; absent when none did. */
  warnings?: Maybe<Array<Warning>>;
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
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The salesperson codes on this page. */
  items: Array<SalespersonCode>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a salesperson code: the record as saved, or why the change was refused. */
export type SalespersonCodePayload = {
  __typename?: 'SalespersonCodePayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The salesperson code as saved; null when `errors` is not empty. */
  salespersonCode?: Maybe<SalespersonCode>;
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

/** The fields of a salesperson code to change; omitted fields keep their current values. */
export type SalespersonCodeUpdateInput = {
  /** Whether the code is in use. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Code, 1 to 20 characters, unique regardless of case. Cannot be cleared: null is refused. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Id of its company. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description, at most 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** A new token of the same sign-in (`refreshToken`). */
export type SessionToken = {
  __typename?: 'SessionToken';
  /** When `token` stops working (ISO 8601 UTC). */
  expiresAt: Scalars['DateTime']['output'];
  /** Signed JWT to send as `Authorization: Bearer <token>` from now on; the previous one keeps working until its own expiry. */
  token: Scalars['String']['output'];
};

/** Direction of a sort. */
export type SortDirection =
  /** Smallest (or A) first. */
  | 'ASC'
  /** Largest (or Z) first. */
  | 'DESC';

/**
 * Live events, sent as Server-Sent Events by `POST /graphql/stream` (the graphql-sse protocol, distinct
 * connections mode) with the same bearer token; see docs/notifications.md.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Each new notification of the signed-in employee, as it is written (within about a second), and only
   * theirs. Relays the upstream's `GET /setup/notifications/stream`; an upstream without it is polled
   * instead. UNAUTHENTICATED without a valid session.
   */
  notificationAdded: Notification;
};

/**
 * One problem with a mutation's input, answered in the payload's `errors` (a 400 field problem, a 409
 * conflict, a 404 of the record changed). The payload's record is null when `errors` is not empty.
 */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of problem it is. */
  code: ErrorCode;
  /** Path of the input field at fault, e.g. `["input", "name"]`; null when it concerns the whole record. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** A sentence for the user, e.g. `A grade named "G5" already exists.` */
  message: Scalars['String']['output'];
  /** Why, when `code` is CONFLICT. */
  reason?: Maybe<ConflictReason>;
};

/**
 * A customer visit and its report (Visit Report › Calendar). It is planned (PLANNED), then its report is
 * completed (COMPLETED: read-only from then on, corrected only by a history entry of Gvr or an Admin) or it
 * is cancelled with a reason (CANCELLED). The visitor reads their own visits, a Hod also those of the
 * departments they head, Gvr and Admin every visit (the GVR view list).
 */
export type Visit = {
  __typename?: 'Visit';
  /** The actions the caller may take now, in workflow order. */
  actions: Array<VisitAction>;
  /** Its GVR category. */
  category?: Maybe<GvrCategory>;
  /** Id of its GVR category. */
  categoryId: Scalars['ID']['output'];
  /** When its report was completed; null while planned or cancelled. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The names of the customer's contacts met, as they are in the customer's contacts. */
  contactNames: Array<Scalars['String']['output']>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The customer visited. */
  customer?: Maybe<Customer>;
  /** Id of the customer visited. */
  customerId: Scalars['ID']['output'];
  /** Name of the customer visited (kept with the visit). */
  customerName: Scalars['String']['output'];
  /** When it ends, after `start`. */
  end: Scalars['DateTime']['output'];
  /** Its creation and every action since, oldest first. */
  history: Array<VisitHistoryEntry>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /**
   * Whether its report is late: completed more than the GVR settings' `reportDeadlineDays` after its end,
   * or still planned although that deadline has passed.
   */
  late: Scalars['Boolean']['output'];
  /** What is to be done next, and by when. */
  nextAction?: Maybe<Scalars['String']['output']>;
  /** The report's notes, one per GVR section written, in the sections' order. */
  notes: Array<VisitNote>;
  /** Its number, per year without gaps, e.g. `VS-2026-0001`. */
  number: Scalars['String']['output'];
  /** What came of it; required to complete the report. */
  outcome?: Maybe<Scalars['String']['output']>;
  /** Ids of the products discussed, in the order given. */
  productIds: Array<Scalars['ID']['output']>;
  /** The products discussed, in the order given (those the caller may read). */
  products: Array<Product>;
  /** Id of the employee who makes the visit (who planned it). */
  requesterId: Scalars['ID']['output'];
  /** Name of the employee who makes the visit. */
  requesterName: Scalars['String']['output'];
  /** When it starts. */
  start: Scalars['DateTime']['output'];
  /** Where it stands. */
  status: VisitStatus;
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateVisit`. */
  version: Scalars['Int']['output'];
};

/** An action on a visit; `Visit.actions` lists those the caller may take now. */
export type VisitAction =
  /** Cancel visit (visit): PLANNED → CANCELLED, by the requester or the requester's Hod or a Gvr or an Admin; a comment is required. */
  | 'CANCEL'
  /** Complete report (visit): PLANNED → COMPLETED, by the requester. */
  | 'COMPLETE'
  /** Add correction (visit): COMPLETED → COMPLETED, by a Gvr or an Admin; a comment is required. */
  | 'CORRECT';

/** One step in the history of a visit: its creation or an action. */
export type VisitHistoryEntry = {
  __typename?: 'VisitHistoryEntry';
  /** The action taken; null for the creation. */
  action?: Maybe<VisitAction>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Id of the employee who took it; null when that employee was deleted. */
  byId?: Maybe<Scalars['ID']['output']>;
  /** Name of the employee who took it, as it was then. */
  byName: Scalars['String']['output'];
  /** The comment given, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The status before; null for the creation. */
  fromStatus?: Maybe<VisitStatus>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The status after. */
  toStatus: VisitStatus;
};

/** The fields of a visit its visitor plans and reports (while it is planned). */
export type VisitInput = {
  /** Id of its GVR category (an active one). */
  categoryId: Scalars['ID']['input'];
  /** The names of the contacts met, each one of the customer's contacts, at most 20. */
  contactNames?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Id of the customer visited (one the caller may read). */
  customerId: Scalars['ID']['input'];
  /** When it ends: after `start`, at most 24 hours later. */
  end: Scalars['DateTime']['input'];
  /** What is to be done next, at most 1000 characters. */
  nextAction?: InputMaybe<Scalars['String']['input']>;
  /** The report's notes, at most one per GVR section; sorted into the sections' order. */
  notes?: InputMaybe<Array<VisitNoteInput>>;
  /** What came of it, at most 2000 characters; required to complete the report. */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** Ids of the products discussed, each once, at most 50, in the order given. */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** When it starts. */
  start: Scalars['DateTime']['input'];
};

/** The notes of one GVR section of a visit report. */
export type VisitNote = {
  __typename?: 'VisitNote';
  /** The GVR section. */
  section?: Maybe<GvrSection>;
  /** Id of the GVR section. */
  sectionId: Scalars['ID']['output'];
  /** What was noted, 1 to 5000 characters. */
  text: Scalars['String']['output'];
};

/** The notes of one GVR section to set. */
export type VisitNoteInput = {
  /** Id of the GVR section; each section once per visit. */
  sectionId: Scalars['ID']['input'];
  /** What was noted, 1 to 5000 characters. */
  text: Scalars['String']['input'];
};

/** One page of visits. */
export type VisitPage = {
  __typename?: 'VisitPage';
  /** Whether there is a page after this one (`page` < `totalPages`; when `totalIsExact` is false, while the page is full). */
  hasNextPage: Scalars['Boolean']['output'];
  /** The visits on this page. */
  items: Array<Visit>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages; when `totalIsExact` is false, more than this many match. */
  total: Scalars['Int']['output'];
  /** Whether `total` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then `total` is that cap and `totalPages` counts its pages. */
  totalIsExact: Scalars['Boolean']['output'];
  /** How many pages there are (when `totalIsExact` is false: the pages of `total`; more may follow). */
  totalPages: Scalars['Int']['output'];
};

/** The answer of a create or update of a visit: the record as saved, or why the change was refused. */
export type VisitPayload = {
  __typename?: 'VisitPayload';
  /** Why the change was refused; empty on success. */
  errors: Array<UserError>;
  /** The visit as saved; null when `errors` is not empty. */
  visit?: Maybe<Visit>;
};

/** How to sort a list of visits. */
export type VisitSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
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
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The names of the contacts met, each one of the customer's contacts, at most 20. */
  contactNames?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Id of the customer visited (one the caller may read). Cannot be cleared: null is refused. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** When it ends: after `start`, at most 24 hours later. Cannot be cleared: null is refused. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** What is to be done next, at most 1000 characters. */
  nextAction?: InputMaybe<Scalars['String']['input']>;
  /** The report's notes, at most one per GVR section; sorted into the sections' order. */
  notes?: InputMaybe<Array<VisitNoteInput>>;
  /** What came of it, at most 2000 characters; required to complete the report. */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** Ids of the products discussed, each once, at most 50, in the order given. */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** When it starts. Cannot be cleared: null is refused. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * A read that fell back (spec §8): the field answered an empty list or null instead of an error, and
 * this entry, in the response's `extensions.warnings`, says why, so a client can tell "empty" from
 * "could not load".
 */
export type Warning = {
  __typename?: 'Warning';
  /** The code the read would have failed with (UPSTREAM when the REST server failed). */
  code: ErrorCode;
  /** The message the read would have failed with. */
  message: Scalars['String']['output'];
  /** The response path of the field that fell back. */
  path: Array<Scalars['PathSegment']['output']>;
  /** A `ConflictReason` name (e.g. REFERENCED), or WITHHELD: a referenced record the caller may not read. */
  reason?: Maybe<Scalars['String']['output']>;
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

/** A span of working hours within a day, in the group's local time. */
export type WorkingHours = {
  __typename?: 'WorkingHours';
  /** End, `HH:MM` (24-hour), later than `start`, e.g. `17:00`. */
  end: Scalars['String']['output'];
  /** Start, `HH:MM` (24-hour), e.g. `08:00`. */
  start: Scalars['String']['output'];
};

/** Working hours as a user enters them. */
export type WorkingHoursInput = {
  /** End, `HH:MM` (24-hour), later than `start`. */
  end: Scalars['String']['input'];
  /** Start, `HH:MM` (24-hour). */
  start: Scalars['String']['input'];
};
