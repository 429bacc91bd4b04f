import { z } from 'zod';
import type { FieldContract } from '../generated/contract/fields';
import { RESOURCE_FIELDS } from '../generated/contract/resource-fields';
import type { ResourceName } from '../generated/contract/resources';
import { labelOf } from './catalogue-references';
import {
  flag,
  optionalEmail,
  optionalInteger,
  optionalMoney,
  optionalPhone,
  optionalReference,
  optionalText,
  referenceList,
  requiredEmail,
  requiredInteger,
  requiredMoney,
  requiredReference,
  requiredText,
} from './fields';

/** The catalogue fields of resource `Name` (contract/resource-fields.ts). */
type FieldsOf<Name extends ResourceName> = (typeof RESOURCE_FIELDS)[Name];

/** The keys of the fields clients write: every catalogue field but the `readOnly` ones. */
type WritableKey<Name extends ResourceName> = {
  [K in keyof FieldsOf<Name>]: FieldsOf<Name>[K] extends { readOnly: true } ? never : K;
}[keyof FieldsOf<Name>] &
  string;

/** The zod schema {@link catalogueFields} derives for field `F` (as {@link derivedField} builds it); `never` when the model cannot say it. */
type Derived<F> = F extends { kind: 'text'; list: true }
  ? never
  : F extends { kind: 'text'; format: 'email'; required: true }
    ? ReturnType<typeof requiredEmail>
    : F extends { kind: 'text'; format: 'email' }
      ? ReturnType<typeof optionalEmail>
      : F extends { kind: 'text'; format: 'phone'; required: true }
        ? never
        : F extends { kind: 'text'; format: 'phone' }
          ? ReturnType<typeof optionalPhone>
          : F extends { kind: 'text'; required: true }
            ? ReturnType<typeof requiredText>
            : F extends { kind: 'text' }
              ? ReturnType<typeof optionalText>
              : F extends { kind: 'number'; required: true }
                ? ReturnType<typeof requiredInteger>
                : F extends { kind: 'number' }
                  ? ReturnType<typeof optionalInteger>
                  : F extends { kind: 'money'; required: true }
                    ? ReturnType<typeof requiredMoney>
                    : F extends { kind: 'money' }
                      ? ReturnType<typeof optionalMoney>
                      : F extends { kind: 'boolean' }
                        ? ReturnType<typeof flag>
                        : F extends { kind: 'reference'; required: true }
                          ? ReturnType<typeof requiredReference>
                          : F extends { kind: 'reference' }
                            ? ReturnType<typeof optionalReference>
                            : F extends { kind: 'references' }
                              ? ReturnType<typeof referenceList>
                              : never;

/** Per writable field of resource `Name`, a schema written by the resource instead of the derived one. */
export type FieldOverrides<Name extends ResourceName> = { readonly [K in WritableKey<Name>]?: z.ZodType };

/** The zod object {@link catalogueFields} answers: each writable field's override, else its derived schema. */
export type CatalogueFields<Name extends ResourceName, Overrides extends FieldOverrides<Name>> = z.ZodObject<{
  -readonly [K in WritableKey<Name>]: K extends keyof Overrides ? Exclude<Overrides[K], undefined> : Derived<FieldsOf<Name>[K]>;
}>;

/**
 * The zod schema of one catalogue field, from the helpers of src/crud/fields.ts (their messages,
 * trimming and defaults): a text by `required`, `limits.maxLength` and `format` (e-mail, phone); a number
 * by `limits.min`/`max`; money by its decimal-text bounds; a boolean by its `default`; a reference or a
 * list of references by `to` ("No such <label of to>"). Answers undefined for what the model cannot say
 * (dates, date ranges, enums, objects, object lists, lists of texts, a required phone, a number
 * without both bounds, a list of references whose most items are not 100): the resource writes those.
 */
function derivedField(field: FieldContract): z.ZodType | undefined {
  const limits = field.limits ?? {};
  const required = Boolean(field.required);
  switch (field.kind) {
    case 'text': {
      if (field.list) return undefined;
      if (field.format === 'email') return required ? requiredEmail() : optionalEmail();
      if (field.format === 'phone') return required ? undefined : optionalPhone();
      if (limits.maxLength === undefined) return undefined;
      return required ? requiredText(limits.maxLength) : optionalText(limits.maxLength);
    }
    case 'number': {
      const { min, max } = limits;
      if (typeof min !== 'number' || typeof max !== 'number') return undefined;
      return required ? requiredInteger(min, max) : optionalInteger(min, max);
    }
    case 'money': {
      const bounds = { ...(limits.min === undefined ? {} : { min: String(limits.min) }), ...(limits.max === undefined ? {} : { max: String(limits.max) }) };
      return required ? requiredMoney(bounds) : optionalMoney(bounds);
    }
    case 'boolean':
      return typeof field.default === 'boolean' ? flag(field.default) : undefined;
    case 'reference': {
      const label = labelOf(field.to as ResourceName);
      return required ? requiredReference(label) : optionalReference(label);
    }
    case 'references':
      return limits.maxItems === 100 && limits.minItems === undefined ? referenceList(labelOf(field.to as ResourceName)) : undefined;
    default:
      return undefined;
  }
}

/**
 * The zod object of the fields a resource's clients write, DERIVED from its catalogue fields
 * (contract/resource-fields.ts; docs/graphql-grammar.md "The field model"): every field but the
 * `readOnly` ones, in the catalogue's order, each built by the helpers of src/crud/fields.ts from its
 * kind, `required`, `default`, `limits`, `format` and `to` — the schema a resource description used to
 * write by hand (`name: requiredText(100)`, `department: requiredReference(labelOf('departments'))`).
 * `overrides` replaces single fields by schemas the resource writes (what the model cannot say, or says
 * differently); rules across fields stay with the resource (`.superRefine`, `beforeWrite`), and extra
 * fields are added with `.extend()`.
 *
 * @throws at start-up when a writable field cannot be derived (an enum, a date, an object list, …) and
 * `overrides` does not give it.
 */
export function catalogueFields<Name extends ResourceName, const Overrides extends FieldOverrides<Name> = Record<never, never>>(
  name: Name,
  overrides?: Overrides,
): CatalogueFields<Name, Overrides> {
  const shape: Record<string, z.ZodType> = {};
  const given = (overrides ?? {}) as Readonly<Record<string, z.ZodType | undefined>>;
  for (const [key, field] of Object.entries(RESOURCE_FIELDS[name] as Readonly<Record<string, FieldContract>>)) {
    if (field.readOnly) continue;
    const schema = given[key] ?? derivedField(field);
    if (!schema) throw new Error(`catalogueFields('${name}'): field ${key} (${field.kind}) cannot be derived from the catalogue; give it in overrides`);
    shape[key] = schema;
  }
  const unknown = Object.keys(given).filter((key) => !(key in shape));
  if (unknown.length > 0) throw new Error(`catalogueFields('${name}'): overrides of no writable catalogue field: ${unknown.join(', ')}`);
  return z.object(shape) as unknown as CatalogueFields<Name, Overrides>;
}
