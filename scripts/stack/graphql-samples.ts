import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';

/**
 * Valid sample values of the GraphQL contract's input types (schema.graphql, DESIGN §3; the field kinds
 * of DESIGN §5 as the schema types them), for the suites that write records through the gateway: the
 * gateway's table-driven CRUD tests (gateway/testing/crud-cases.ts) and the reliability suite's load and
 * fuzzer (reliability/client/records.ts). One generator, so that a value the servers refuse is fixed once.
 * References to other records (`departmentId`, `companyIds`) are the callers' part: only they know
 * which records exist.
 */

/** How {@link sampleValue} varies its values. */
export interface SampleOptions {
  /**
   * Makes texts unique (names, codes, e-mail addresses): any text, e.g. `K3F20007` or `Grade 3-17`;
   * its letters and digits are kept ('-' as 'x', so that `1-23` and `12-3` stay apart).
   */
  tag: string;
  /**
   * The field's description in the schema: a text stays within the length it states ("1 to 20
   * characters", "at most 40 characters"), as the servers enforce it.
   */
  description?: string | null;
  /**
   * Numbers in [0, 1) choosing among valid values (fast-check's or a seeded generator); without it
   * every choice is the middle one, so the same tag gives the same value.
   */
  random?: () => number;
  /**
   * The id of an existing record for an `ID` field inside an input object, by the field's path from the
   * input field (`items.equipmentId` for an equipment requisition's item); null or absent: none (a
   * required one is then null, a nullable one left out).
   */
  idOf?: (path: string) => string | null;
}

/** Days from today to the first day of a sample date range, at least (DESIGN §5: requisitions start today or later). */
const RANGE_LEAD_DAYS = 7;

const MIDDLE = (): number => 0.5;

/**
 * A valid value of input type `type` for a field named `name`: a list holds one item; an enum its first
 * value (a field named `roles`: EMPLOYEE, the least privilege, when the enum has it); a `DateRangeInput`
 * `{ from, to }` in the future (from 7 to 67 days ahead, lasting 1 to 7 days; a requisition cannot start
 * in the past); another input object every field but nullable id fields, its id fields from
 * `options.idOf` (references inside it, such as an item's `equipmentId` or a contact's `positionId`); `ID` and
 * `Upload` null (no id or file can be made up: the caller supplies them); Int 1–99, Float 0–100 (one
 * decimal), Boolean (a field named `active` true), Decimal `1.00`–`999.99`, Date in 2026, DateTime at
 * midnight UTC in 2026; a String by its name: an e-mail address, a phone number, a password the
 * REST policy accepts (10+ characters, letters and a digit), a code (at most 20 characters, unique by
 * the tag), else `Sample <name> <tag>` (at most 100 characters). Unknown custom scalars get a text.
 */
export function sampleValue(type: GraphQLInputType, name: string, options: SampleOptions): unknown {
  const random = options.random ?? MIDDLE;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType, name, options)];
  if (isEnumType(inner)) {
    const values = inner.getValues().map((value) => value.name);
    return name === 'roles' && values.includes('EMPLOYEE') ? 'EMPLOYEE' : values[0];
  }
  if (isInputObjectType(inner)) {
    if (inner.name === 'DateRangeInput') return futureRange(random);
    const item: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const id = getNamedType(field.type).name === 'ID' ? (options.idOf?.(`${name}.${field.name}`) ?? null) : null;
      if (id !== null) item[field.name] = id;
      else if (isNonNullType(field.type) || !/Id$/.test(field.name)) item[field.name] = sampleValue(field.type, field.name, { ...options, description: field.description });
    }
    return item;
  }
  const compact = options.tag.replace(/-/g, 'x').replace(/[^A-Za-z0-9]/g, '');
  switch (getNamedType(inner).name) {
    case 'ID':
    case 'Upload':
      return null;
    case 'Int':
      return 1 + Math.floor(random() * 99);
    case 'Float':
      return Math.round(random() * 1000) / 10;
    case 'Boolean':
      return name === 'active' ? true : random() >= 0.5;
    case 'Decimal':
      return `${1 + Math.floor(random() * 999)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    case 'Date':
      return `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
    case 'DateTime':
      return new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 300))).toISOString();
    default:
      if (/email/i.test(name)) return `sample.${compact.toLowerCase()}@example.com`;
      if (/phone/i.test(name)) return `+971 4 ${String(1000000 + Math.floor(random() * 8999999))}`;
      if (/password/i.test(name)) return `Sample${compact}x9`.slice(0, 60);
      if (/(^c|C)ode$|No$/.test(name)) return `S${compact}`.slice(-20);
      return sampleText(`Sample ${name} ${options.tag}`, compact, maxLengthOf(options.description) ?? 100);
  }
}

/** A `DateRangeInput` from {@link RANGE_LEAD_DAYS} to 67 days after today (UTC), lasting 1 to 7 days. */
function futureRange(random: () => number): { from: string; to: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const start = RANGE_LEAD_DAYS + Math.floor(random() * 60);
  return { from: day(start), to: day(start + Math.floor(random() * 7)) };
}

/** The longest text a field's description allows ("1 to 20 characters", "at most 40 characters"), if it says. */
export function maxLengthOf(description: string | null | undefined): number | undefined {
  const match = /(?:at most|\d+ to) (\d+) characters/.exec(description ?? '');
  return match ? Number(match[1]) : undefined;
}

/** `text` when it fits in `max` characters, else the tag's letters and digits (still unique), cut to fit. */
function sampleText(text: string, compact: string, max: number): string {
  return text.length <= max ? text : compact.slice(-max);
}
