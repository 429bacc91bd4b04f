import { z } from 'zod';
import type { ResourceDescription } from '../src/crud/resource';

/** A JSON Schema property as zod's `toJSONSchema` writes those of the field schemas (src/crud/fields.ts). */
interface Property {
  type?: string;
  anyOf?: Property[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  items?: Property;
  default?: unknown;
  description?: string;
}

/** A field of a description as the table-driven tests see it, read from its JSON Schema. */
export interface SampleField {
  key: string;
  /** The property without its `null` alternative. */
  property: Property;
  /** Required on create (no default). */
  required: boolean;
  /** `null` is accepted (an optional field). */
  nullable: boolean;
  /** The label of "No such <label>" when the field references records (`resource.references`). */
  reference?: string;
}

/** The writable fields of `resource`, from the JSON Schema of its zod `fields` (input side). */
export function sampleFields(resource: ResourceDescription): SampleField[] {
  const schema = z.toJSONSchema(resource.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, Property>;
    required?: string[];
  };
  return Object.entries(schema.properties).map(([key, raw]) => {
    const options = raw.anyOf ?? [raw];
    const property = { ...options.find((option) => option.type !== 'null'), default: raw.default };
    return {
      key,
      property,
      required: (schema.required ?? []).includes(key) && raw.default === undefined,
      nullable: options.some((option) => option.type === 'null'),
      reference: resource.references?.[key]?.label,
    };
  });
}

/**
 * A valid value of `field` for sample record `variant` (`A` sorts before `B` on every kind, `C` is a
 * third, changed value) numbered `n` (three digits, so that no sample's text contains another's).
 * `ref` is the id of an existing record for a reference field. Texts fit the field's length, e-mails,
 * dates, phone numbers and amounts of money have their format, numbers their minimum (+1 for `B`, +2 for `C`).
 */
export function sampleValue(field: SampleField, variant: 'A' | 'B' | 'C', n: number, ref?: string): unknown {
  const { property } = field;
  const rank = { A: 0, B: 1, C: 2 }[variant];
  if (field.reference) return property.type === 'array' ? (ref ? [ref] : []) : ref;
  switch (property.type) {
    case 'string': {
      if (property.format === 'email') return `${variant.toLowerCase()}${n}@example.com`;
      if (property.format === 'date') return `2026-0${rank + 1}-1${rank}`;
      if (property.pattern?.includes('{6,20}')) return `+1 555 0${rank}${n}`;
      // Money (src/crud/fields.ts `requiredMoney`): an exact amount as text, in variant order.
      if (property.description?.startsWith('An exact amount')) return `${10 + rank}.50`;
      const text = (property.maxLength ?? 100) <= 20 ? `${variant}-${n}` : `${variant} sample ${field.key} ${n}`;
      return text.slice(0, property.maxLength);
    }
    case 'integer':
    case 'number':
      return Math.min((property.minimum ?? 0) + rank, property.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return variant !== 'B';
    case 'array':
      return property.minItems && property.items?.enum ? property.items.enum.slice(0, rank === 2 ? 2 : 1) : (property.default ?? []);
    default:
      return property.default;
  }
}

/** A valid body for `resource`: {@link sampleValue} of every field, references from `refs` by field. */
export function sampleBody(resource: ResourceDescription, variant: 'A' | 'B' | 'C', n: number, refs: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(sampleFields(resource).map((field) => [field.key, sampleValue(field, variant, n, refs[field.key])]));
}

/** A value that breaks `field`'s rules (too long a text, a number below its minimum, a wrong type), or undefined. */
export function invalidValue(field: SampleField): unknown {
  const { property } = field;
  if (field.reference) return property.type === 'array' ? ['not-an-id'] : 'not-an-id';
  if (property.type === 'string' && property.maxLength) return 'x'.repeat(property.maxLength + 1);
  if (property.type === 'string') return 42;
  if (property.type === 'integer' || property.type === 'number') return property.minimum !== undefined ? property.minimum - 1 : 'many';
  if (property.type === 'boolean') return 'yes';
  if (property.type === 'array') return 'not a list';
  return undefined;
}
