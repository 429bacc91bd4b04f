import { type FieldDefinitionNode, type InputValueDefinitionNode, Kind, type ObjectTypeDefinitionNode, type InputObjectTypeDefinitionNode, parse } from 'graphql';
import { type FieldContract, type FieldKind, referenceIdField } from '../../contract/fields';
import type { ResourceContract } from '../../contract/resources';

/** The GraphQL type of the kinds that are one scalar, output and input alike. */
const SCALARS: Partial<Record<FieldKind, string>> = {
  text: 'String',
  number: 'Int',
  money: 'Decimal',
  date: 'Date',
  dateTime: 'DateTime',
  boolean: 'Boolean',
  file: 'String',
};

/** A description as SDL: a block string when it spans lines (as the modules write those), a quoted one otherwise. */
export function descriptionSdl(text: string): string {
  return text.includes('\n') ? `"""\n${text.replaceAll('"""', '\\"""')}\n"""` : JSON.stringify(text);
}

/** `T` → `T!` when `nonNull`. */
const bang = (type: string, nonNull: boolean | undefined) => (nonNull ? `${type}!` : type);

/**
 * The GraphQL type of `field` (without the outer `!`): output, or input (`DateRangeInput`, the input
 * type of an object, `ID` for a reference). Throws on a kind that needs a `type` without one.
 */
function baseType(name: string, field: FieldContract, side: 'output' | 'input'): string {
  const scalar = SCALARS[field.kind];
  if (scalar) return field.list ? `[${scalar}!]` : scalar;
  const named = () => {
    const type = side === 'input' ? (field.inputType ?? field.type) : field.type;
    if (!type) throw new Error(`field ${name}: kind ${field.kind} needs a type`);
    return type;
  };
  switch (field.kind) {
    case 'dateRange':
      return side === 'input' ? 'DateRangeInput' : 'DateRange';
    case 'enum':
      return field.list ? `[${named()}!]` : named();
    case 'object':
      return named();
    case 'objectList':
      return `[${named()}!]`;
    case 'reference':
      return 'ID';
    case 'references':
      return '[ID!]';
    default:
      throw new Error(`field ${name}: unknown kind ${String(field.kind)}`);
  }
}

/** The GraphQL type name of catalogue resource `name` (a reference's target). */
function referencedType(name: string, field: FieldContract, catalogue: readonly ResourceContract[]): string {
  const target = catalogue.find((resource) => resource.name === field.to);
  if (!target) throw new Error(`field ${name}: references ${String(field.to)}, which is not in the catalogue`);
  return target.typeName;
}

/** A GraphQL default value of an input field (`true`, `[]`, `3`, `"USD"`). */
function defaultSdl(value: NonNullable<FieldContract['default']>): string {
  return Array.isArray(value) ? '[]' : JSON.stringify(value);
}

/**
 * The output fields of `resource`'s record from its catalogue fields (contract/fields.ts), in order:
 * one per field, a reference two unless `idOnly` (`departmentId: ID` described by `idDescription`, then
 * `department: Department`; a `references` `companyIds: [ID!]!` and `companies: [Company!]!`). The
 * object of a single reference is always nullable (it may be gone or unreadable).
 */
export function recordFieldNodes(resource: ResourceContract, catalogue: readonly ResourceContract[]): FieldDefinitionNode[] {
  const lines: string[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'reference' || field.kind === 'references') {
      const target = referencedType(name, field, catalogue);
      const many = field.kind === 'references';
      if (field.idOnly) {
        lines.push(`${descriptionSdl(field.description)} ${referenceIdField(name, field, target)}: ${bang(many ? '[ID!]' : 'ID', field.nonNull)}`);
        continue;
      }
      lines.push(`${descriptionSdl(field.idDescription ?? field.description)} ${referenceIdField(name, field, target)}: ${bang(many ? '[ID!]' : 'ID', field.nonNull)}`);
      lines.push(`${descriptionSdl(field.description)} ${name}: ${many ? bang(`[${target}!]`, field.nonNull) : target}`);
      continue;
    }
    lines.push(`${descriptionSdl(field.description)} ${name}: ${bang(baseType(name, field, 'output'), field.nonNull)}`);
  }
  if (lines.length === 0) return [];
  const type = parse(`type T {\n${lines.join('\n')}\n}`, { noLocation: true }).definitions[0] as ObjectTypeDefinitionNode;
  return [...(type.fields ?? [])];
}

/**
 * The input fields of `XInput` from `resource`'s catalogue fields: every field that is not `readOnly`,
 * described by `inputDescription` (or `description`), non-null when `required`, with its `default`; a
 * reference by its id field (`departmentId: ID!`).
 */
export function inputFieldNodes(resource: ResourceContract, catalogue: readonly ResourceContract[]): InputValueDefinitionNode[] {
  const lines: string[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const isReference = field.kind === 'reference' || field.kind === 'references';
    const fieldName = isReference ? referenceIdField(name, field, referencedType(name, field, catalogue)) : name;
    const defaultValue = field.default === undefined ? '' : ` = ${defaultSdl(field.default)}`;
    lines.push(`${descriptionSdl(field.inputDescription ?? field.description)} ${fieldName}: ${bang(baseType(name, field, 'input'), field.required)}${defaultValue}`);
  }
  if (lines.length === 0) return [];
  const input = parse(`input T {\n${lines.join('\n')}\n}`, { noLocation: true }).definitions[0] as InputObjectTypeDefinitionNode;
  return [...(input.fields ?? [])];
}

/**
 * `type X` of a catalogue module with the catalogue's record fields: the module's own `id` (if it
 * describes one), the generated fields ({@link recordFieldNodes}), then the module's other fields (what is
 * computed when read). Throws when the module declares a field the catalogue also generates.
 */
export function withCatalogueRecordFields(type: ObjectTypeDefinitionNode, resource: ResourceContract, catalogue: readonly ResourceContract[]): ObjectTypeDefinitionNode {
  const generated = recordFieldNodes(resource, catalogue);
  const own = type.fields ?? [];
  assertNoClash(resource, type.name.value, generated, own);
  const id = own.filter((field) => field.name.value === 'id');
  return { ...type, kind: Kind.OBJECT_TYPE_DEFINITION, fields: [...id, ...generated, ...own.filter((field) => field.name.value !== 'id')] };
}

/** `input XInput` of a catalogue module with the catalogue's input fields first, then the module's own. */
export function withCatalogueInputFields(input: InputObjectTypeDefinitionNode, resource: ResourceContract, catalogue: readonly ResourceContract[]): InputObjectTypeDefinitionNode {
  const generated = inputFieldNodes(resource, catalogue);
  const own = input.fields ?? [];
  assertNoClash(resource, input.name.value, generated, own);
  return { ...input, fields: [...generated, ...own] };
}

/** Throws when a module writes a field of `typeName` that the catalogue's fields already generate. */
function assertNoClash(resource: ResourceContract, typeName: string, generated: readonly { name: { value: string } }[], own: readonly { name: { value: string } }[]): void {
  const names = new Set(generated.map((field) => field.name.value));
  const clash = own.find((field) => names.has(field.name.value));
  if (clash) throw new Error(`${resource.name}: schema/setup/${resource.name}.graphql writes ${typeName}.${clash.name.value}, which contract/resource-fields.ts generates`);
}
