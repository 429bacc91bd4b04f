import type { FieldContract } from './fields';
import { RESOURCE_CATALOGUE } from './resources';

/** Every field of the catalogue, with its resource and REST name. */
const ALL_FIELDS = RESOURCE_CATALOGUE.flatMap((resource) =>
  Object.entries(resource.fields as Record<string, FieldContract>).map(([name, field]) => ({ resource: resource.name, name, field })),
);

describe('resource fields (contract/fields.ts)', () => {
  it('gives every resource its fields', () => {
    for (const resource of RESOURCE_CATALOGUE)
      expect({ resource: resource.name, count: Object.keys(resource.fields).length > 0 }).toEqual({ resource: resource.name, count: true });
  });

  it('points every reference at a catalogue resource, and only references name one', () => {
    const names = new Set<string>(RESOURCE_CATALOGUE.map((resource) => resource.name));
    for (const { resource, name, field } of ALL_FIELDS) {
      const isReference = field.kind === 'reference' || field.kind === 'references';
      expect({ resource, name, to: isReference ? names.has(field.to ?? '') : field.to === undefined }).toEqual({ resource, name, to: true });
    }
  });

  it('names the GraphQL type of every enum, object and object list', () => {
    for (const { resource, name, field } of ALL_FIELDS) {
      const needsType = field.kind === 'enum' || field.kind === 'object' || field.kind === 'objectList';
      expect({ resource, name, typed: needsType === (field.type !== undefined) }).toEqual({ resource, name, typed: true });
    }
  });

  it('scopes a unique field by another field of the same resource', () => {
    for (const { resource, name, field } of ALL_FIELDS) {
      if (typeof field.unique !== 'object' || !field.unique.within) continue;
      expect({ resource, name, within: field.unique.within in RESOURCE_CATALOGUE.find((entry) => entry.name === resource)!.fields }).toEqual({ resource, name, within: true });
    }
  });

  it('never requires a read-only field, and keeps limits to the kinds they fit', () => {
    for (const { resource, name, field } of ALL_FIELDS) {
      expect({ resource, name, requiredReadOnly: Boolean(field.readOnly && field.required) }).toEqual({ resource, name, requiredReadOnly: false });
      const { minLength, maxLength, scale } = field.limits ?? {};
      if (minLength !== undefined || maxLength !== undefined) expect({ resource, name, kind: field.kind }).toEqual({ resource, name, kind: 'text' });
      if (scale !== undefined) expect({ resource, name, kind: field.kind }).toEqual({ resource, name, kind: 'money' });
    }
  });
});
