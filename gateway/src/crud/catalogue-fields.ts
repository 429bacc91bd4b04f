import { z } from 'zod';
import type { FieldContract } from '../generated/contract/fields';
import type { ResourceContract } from '../generated/contract/resources';
import { restDecimal, restRef } from '../upstream/contract';
import { workflowRecordFields } from './workflow';

/**
 * The GraphQL names of what every REST record carries (upstream/contract.ts `restRecordBase`): a catalogue
 * field of that name (a grade's `version`, listed for its description) is read as the record's `__v`.
 */
const RECORD_BASE_FIELDS: ReadonlySet<string> = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/** A value of field `field` itself, before its presence is said (a list of texts for `list`). */
function valueSchema(field: FieldContract): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.number().int();
    case 'money':
      return restDecimal;
    case 'boolean':
      return z.boolean();
    case 'dateRange':
      return z.object({ from: z.string(), to: z.string() });
    case 'reference':
      return restRef;
    case 'object':
      return z.record(z.string(), z.unknown());
    case 'objectList':
      return z.array(z.record(z.string(), z.unknown()));
    default:
      // text, date, dateTime, enum (its REST value), file (its name)
      return field.list ? z.array(z.string()) : z.string();
  }
}

/**
 * The zod schema with which the gateway reads field `field` of an upstream record (DESIGN §1: the
 * upstream may be any server that claims to speak the contract, so reading is tolerant):
 * - a field with a `default` reads an absent value as that default (`active` → true, a list → `[]`);
 * - a `nonNull` list reads an absent value as `[]`, a `nonNull` text the server sets (`readOnly`, such as
 *   a visit's `customerName`) as `''`; any other `nonNull` field must be there;
 * - any other field may be absent or null (read as null).
 * A value that is there must be of its kind (a money amount sent as a number is read as its text; an
 * `object` or the items of an `objectList`, whose fields the catalogue does not list, any object, copied
 * as it is; an `idOnly` reference its id). A
 * `nonNull` field refuses null, which is how an update that clears it is refused (crud/record-mapping.ts
 * `assertRequiredKept`).
 */
export function recordFieldSchema(field: FieldContract): z.ZodType {
  const value = valueSchema(field);
  if (field.default !== undefined) return value.default(field.default as never);
  if (!field.nonNull) return value.nullish();
  if (field.list || field.kind === 'objectList') return value.default([] as never);
  if (field.readOnly && field.kind === 'text') return value.default('' as never);
  return value;
}

/**
 * The REST record's own fields of a catalogue entry (contract/resource-fields.ts), as
 * crud/resource.ts `defineResource` reads them, with the ones the server sets: every stored field but
 * the references the mechanism reads itself (crud/catalogue-references.ts: each `reference` and
 * `references` but an `idOnly` one), the common record fields, and, for a workflow resource, the
 * fields of its workflow (crud/workflow.ts `workflowRecordFields`).
 */
export function catalogueRecordFields(contract: ResourceContract): { fields: Record<string, z.ZodType>; readOnly: string[] } {
  const fields: Record<string, z.ZodType> = {};
  const readOnly: string[] = [];
  for (const [name, field] of Object.entries(contract.fields)) {
    if (RECORD_BASE_FIELDS.has(name) || (contract.workflow && name in workflowRecordFields)) continue;
    if ((field.kind === 'reference' && !field.idOnly) || field.kind === 'references') continue;
    fields[name] = recordFieldSchema(field);
    if (field.readOnly) readOnly.push(name);
  }
  return { fields, readOnly };
}
