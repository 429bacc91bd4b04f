/**
 * The field model of the resource catalogue (contract/resources.ts `fields`, docs/graphql-grammar.md
 * "The field model"): one description per stored field of a resource, from which the layers derive
 * theirs. Today `npm run codegen` derives from it the record fields of `type X` and `input XInput`
 * (scripts/codegen/fields-sdl.ts) and rest-api derives from it the zod validation of most resources'
 * writable fields (rest-api src/crud/catalogue-fields.ts); the web's form fields are written so that they
 * can be derived from it (the limits are those rest-api enforces).
 *
 * Names: a field is keyed by its REST name, which is the Drizzle table's column key (rest-api
 * src/resources/<folder>/table.ts) and, for every kind but references, the GraphQL field name. A
 * `reference` keyed `department` is REST `department` (the referenced `_id`), GraphQL `departmentId`
 * (the id, output and input) and `department` (the referenced object); a `references` keyed `companies`
 * is REST `companies` (the ids), GraphQL `companyIds` (`<referenced type, lower first>Ids`) and
 * `companies`; `idField` overrides the derived id field (gateway/src/crud/resource.ts
 * `referenceDescriptions` derives the same).
 */

/**
 * What a field holds, and so its GraphQL type (output / input):
 * - `text`: String (a list of texts with `list`);
 * - `number`: a whole number, Int;
 * - `money`: an exact decimal as text, `Decimal` (DESIGN §2; at most {@link FieldLimits.scale} decimals);
 * - `date`: a calendar day, `Date` (`YYYY-MM-DD`); `dateTime`: an instant, `DateTime` (ISO 8601);
 * - `dateRange`: two days both included, `DateRange` / `DateRangeInput`;
 * - `reference`: the `_id` of a record of {@link FieldContract.to}, ID plus the object (see the module note);
 * - `references`: a list of such ids, `[ID!]` plus `[T!]`;
 * - `object`: one nested object, {@link FieldContract.type} / {@link FieldContract.inputType};
 * - `objectList`: a list of nested objects of {@link FieldContract.type} / {@link FieldContract.inputType}
 *   (the nested types stay written by hand in the resource's schema module);
 * - `enum`: a value of the GraphQL enum {@link FieldContract.type} (a list of them with `list`);
 * - `boolean`: Boolean;
 * - `file`: the file name of an upload kept in storage, String (uploaded by its own route, so read-only);
 *   a list of uploaded files is an `objectList` that is `readOnly`.
 */
export type FieldKind = 'text' | 'number' | 'money' | 'date' | 'dateTime' | 'dateRange' | 'reference' | 'references' | 'object' | 'objectList' | 'enum' | 'boolean' | 'file';

/**
 * The limits rest-api enforces on a field (rest-api src/crud/fields.ts), for texts after trimming.
 * Absent: no limit of that sort.
 */
export interface FieldLimits {
  /** Fewest characters of a text (a required text has 1). */
  minLength?: number;
  /** Most characters of a text. */
  maxLength?: number;
  /** Smallest value of a number or money (money as decimal text, e.g. `'0.01'`). */
  min?: number | string;
  /** Largest value of a number or money (money as decimal text, e.g. `'9999999999.99'`). */
  max?: number | string;
  /** Most decimals of a money amount (2 for cents). */
  scale?: number;
  /** Fewest items of a list (`references`, `objectList`, a `list` enum or text). */
  minItems?: number;
  /** Most items of a list. */
  maxItems?: number;
}

/**
 * One field of a resource's records (see the module note for names). Output nullability and input
 * presence are explicit so that the GraphQL types derive exactly:
 * - `required`: must be given on create: non-null in `XInput` (`String!`), required by rest-api;
 * - `nonNull`: the record always has a value: non-null in `type X` (`String!`, `[ID!]!`);
 * - `default`: the value an omitted input gets (`Boolean = true`), as GraphQL and rest-api apply it.
 */
export interface FieldContract {
  /** What it holds: {@link FieldKind}. */
  kind: FieldKind;
  /** `reference` / `references`: the catalogue name of the referenced resource (`departments`). */
  to?: string;
  /** `reference` / `references`: the GraphQL id field when the derived one does not fit (`reportsToId` derives; an override is rare). */
  idField?: string;
  /**
   * `reference`: exposed by its id field only, without the object field (a workflow's `requesterId`,
   * whose name travels as a field of its own); {@link description} then describes the id field.
   */
  idOnly?: boolean;
  /** `enum`, `object`, `objectList`: the GraphQL type of the output (`Gender`, `CustomerContact`). */
  type?: string;
  /** `object`, `objectList`: the GraphQL input type (`CustomerContactInput`); the same enum for `enum`. */
  inputType?: string;
  /** `text`, `enum`: a list of such values (`[Role!]!`). */
  list?: boolean;
  /** Must be given on create (non-null input; rest-api "This field is required"). */
  required?: boolean;
  /** Always set on a record (non-null output). */
  nonNull?: boolean;
  /** The value an omitted input gets (GraphQL input default and rest-api `.default()`). */
  default?: boolean | number | string | readonly never[];
  /** The limits rest-api enforces ({@link FieldLimits}). */
  limits?: FieldLimits;
  /** A text's format beyond its length, as rest-api checks it: an e-mail address or a phone number (rest-api `PHONE_PATTERN`). */
  format?: 'email' | 'phone';
  /**
   * No two records share it: `true` over the whole resource, `{ within }` among the records with the
   * same value of field `within` (positions' name within its `department`); `ignoreCase` when compared
   * regardless of case. A clash is CONFLICT/DUPLICATE.
   */
  unique?: true | { within?: string; ignoreCase?: boolean };
  /** Set by the server, never sent by clients (in `type X`, not in `XInput`): an ISO's `documents`, an employee's `photo`. */
  readOnly?: boolean;
  /**
   * Kept in a table of its own (a join table or lines: an employee's `companies`, a requisition's
   * `items`), not in a column of the resource's table (rest-api src/resources/<folder>/table.ts).
   */
  ownTable?: boolean;
  /** Among what the list's `search` matches (the catalogue's `searchIn` says it in words). */
  searchable?: boolean;
  /** The GraphQL description of the output field (for a reference: of the object field, `department`). */
  description: string;
  /** `reference` / `references`: the description of the output id field (`departmentId`). */
  idDescription?: string;
  /** The description of the input field when it differs from {@link description}. */
  inputDescription?: string;
  /** The web form's label (`Department`); absent when no form edits it. */
  label?: string;
  /** The web form's input hint under the field, when it has one. */
  hint?: string;
  /** The web form's input for a text: `multiline` for a textarea. */
  multiline?: boolean;
}

/** A resource's fields in GraphQL order, keyed by REST name ({@link FieldContract}). */
export type ResourceFields = Readonly<Record<string, FieldContract>>;

/** `Company` → `company`. */
function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The GraphQL id field of reference field `name` (see the module note): `departmentId` for a
 * `reference`, `<referenced type, lower first>Ids` for `references` (`companyIds`), or `field.idField`.
 * `referencedTypeName` is the GraphQL type of the referenced resource (`Company`).
 */
export function referenceIdField(name: string, field: FieldContract, referencedTypeName: string): string {
  if (field.idField) return field.idField;
  return field.kind === 'references' ? `${lowerFirst(referencedTypeName)}Ids` : `${name}Id`;
}
