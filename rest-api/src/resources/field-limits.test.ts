import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { FieldContract, FieldLimits } from '../generated/contract/fields';
import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { allResources } from './index';

/** What a zod field schema of src/crud/fields.ts checks, read from its definition: required, default and limits. */
interface Checked {
  required: boolean;
  default?: unknown;
  limits: FieldLimits;
  email: boolean;
}

/** Reads a field schema: a `.default()` or `.nullable()` makes it optional; length, size and item-count checks become limits. */
function checked(schema: z.ZodType): Checked {
  let current = schema as unknown as { _zod: { def: Record<string, unknown> } };
  let required = true;
  let byDefault: unknown;
  for (;;) {
    const { def } = current._zod;
    if (def.type === 'default') byDefault = def.defaultValue;
    if (def.type === 'default' || def.type === 'nullable' || def.type === 'optional') {
      required = false;
      current = def.innerType as typeof current;
    } else if (def.type === 'pipe') current = def.in as typeof current;
    else break;
  }
  const { def } = current._zod;
  const limits: Record<string, number> = {};
  let email = false;
  const text = def.type === 'string';
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') limits[def.type === 'array' ? 'minItems' : 'minLength'] = c.minimum as number;
    if (c.check === 'max_length') limits[def.type === 'array' ? 'maxItems' : 'maxLength'] = c.maximum as number;
    if (c.check === 'greater_than') limits.min = c.value as number;
    if (c.check === 'less_than') limits.max = c.value as number;
    if (c.check === 'string_format' && c.format === 'email') email = true;
  }
  return { required, default: byDefault, limits: text || def.type === 'number' || def.type === 'array' ? limits : {}, email };
}

/**
 * The catalogue's field limits are those rest-api enforces (contract/fields.ts `FieldLimits`,
 * docs/graphql-grammar.md "The field model"): for every catalogue field rest-api validates with a
 * text, number or list schema, the same lengths, bounds and item counts, and required exactly when
 * rest-api requires it.
 */
describe('catalogue field limits and rest-api validation', () => {
  const cases = RESOURCE_CATALOGUE.map((contract) => [contract.name, contract] as const);

  it.each(cases)('%s', (name, contract) => {
    const resource = allResources.find((description) => description.name === name);
    const shape = (resource?.fields as unknown as { shape: Record<string, z.ZodType> } | undefined)?.shape ?? {};
    const differences: string[] = [];
    for (const [key, field] of Object.entries(contract.fields as Readonly<Record<string, FieldContract>>)) {
      const schema = shape[key];
      if (!schema || field.readOnly) continue;
      const found = checked(schema);
      const expected: Record<string, unknown> = { ...(field.limits ?? {}) };
      delete expected.scale;
      if (field.kind === 'money') continue; // money checks are refinements (src/crud/fields.ts requiredMoney)
      if (field.kind === 'enum' && !field.list) continue; // an employee's gender is the legacy one-item array
      if (JSON.stringify(found.limits, Object.keys(found.limits).sort()) !== JSON.stringify(expected, Object.keys(expected).sort())) {
        differences.push(`${key}: rest-api ${JSON.stringify(found.limits)}, catalogue ${JSON.stringify(expected)}`);
      }
      // A single-record resource's defaults are its first record's values (src/crud/single.ts), while every edit gives each field.
      const single = 'kind' in contract && contract.kind === 'single';
      if (!single && found.required !== Boolean(field.required)) differences.push(`${key}: rest-api required ${found.required}, catalogue ${Boolean(field.required)}`);
      if (found.email !== (field.format === 'email')) differences.push(`${key}: rest-api e-mail ${found.email}, catalogue ${field.format}`);
    }
    expect(differences).toEqual([]);
  });
});

/** The messages of the issues `schema` raises on `value` (none when it passes). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A value of field `field` with `length` characters or items that passes every other check of it, or undefined when none is built here. */
function sized(field: FieldContract, length: number): unknown {
  if (field.kind === 'text' && !field.list) {
    if (field.format === 'email') return `${'a'.repeat(Math.max(1, length - 6))}@x.com`.slice(-length);
    // 20 digits between spaces after a `+` is 40 characters; trailing dashes fit PHONE_PATTERN too.
    if (field.format === 'phone') return `+${'5 '.repeat(19)}5`.padEnd(length, '-').slice(0, length);
    return 'a'.repeat(length);
  }
  if (field.kind === 'references') return Array.from({ length }, () => randomUUID());
  if (field.kind === 'text' && field.list) return Array.from({ length }, (_, i) => `item ${i}`);
  return undefined;
}

/**
 * What rest-api does with the catalogue's limits and `required`, for every resource (its fields derived
 * by src/crud/catalogue-fields.ts or written by hand): a text one character over its most, a number one
 * over its largest or under its smallest, a list one item over its most is refused with the field's
 * message; a required field that is absent is refused ("This field is required" for the kinds the
 * helpers of src/crud/fields.ts build), an optional one passes absent.
 */
describe('rest-api refuses what the catalogue limits refuse', () => {
  const cases = RESOURCE_CATALOGUE.map((contract) => [contract.name, contract] as const);

  it.each(cases)('%s', (name, contract) => {
    const resource = allResources.find((description) => description.name === name);
    const shape = (resource?.fields as unknown as { shape: Record<string, z.ZodType> } | undefined)?.shape ?? {};
    const single = 'kind' in contract && contract.kind === 'single';
    const problems: string[] = [];
    let checkedFields = 0;
    for (const [key, field] of Object.entries(contract.fields as Readonly<Record<string, FieldContract>>)) {
      const schema = shape[key];
      if (!schema || field.readOnly) continue;
      checkedFields += 1;
      const limits = field.limits ?? {};
      const expectRefused = (value: unknown, message: string) => {
        const messages = messagesOf(schema, value);
        if (!messages.some((text) => text === message || text.startsWith(message)))
          problems.push(`${key}: ${JSON.stringify(value)?.slice(0, 40)} gave ${JSON.stringify(messages)}, not "${message}"`);
      };
      if (limits.maxLength !== undefined && field.kind === 'text' && !field.list) {
        expectRefused(sized(field, limits.maxLength + 1), `At most ${limits.maxLength} characters`);
        if (messagesOf(schema, sized(field, limits.maxLength)).length > 0) problems.push(`${key}: ${limits.maxLength} characters refused`);
      }
      if (field.kind === 'number' && typeof limits.max === 'number') expectRefused(limits.max + 1, `Must be ${limits.max} or less`);
      if (field.kind === 'number' && typeof limits.min === 'number') expectRefused(limits.min - 1, `Must be ${limits.min} or more`);
      if (limits.maxItems !== undefined && sized(field, 1) !== undefined) expectRefused(sized(field, limits.maxItems + 1), `At most ${limits.maxItems}`);
      // The helpers of src/crud/fields.ts say "This field is required"; hand-written schemas (enums, date ranges) only refuse.
      if (!single && field.required && ['text', 'number', 'money', 'reference', 'boolean'].includes(field.kind)) expectRefused(undefined, 'This field is required');
      else if (!single && field.required && messagesOf(schema, undefined).length === 0) problems.push(`${key}: required but passes when absent`);
      if (!single && !field.required && messagesOf(schema, undefined).length > 0) problems.push(`${key}: optional but refused when absent`);
    }
    expect(problems).toEqual([]);
    expect(checkedFields).toBeGreaterThan(0);
  });
});
