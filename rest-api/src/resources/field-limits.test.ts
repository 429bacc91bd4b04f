import type { z } from 'zod';
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
