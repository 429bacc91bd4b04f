import { RESOURCE_CATALOGUE, type ResourceContract } from '../generated/contract/resources';
import { RESOURCES, resourceByPath } from '../setup/registry';
import { catalogueRecordFields, recordFieldSchema } from './catalogue-fields';
import { objectOf } from './record-mapping';
import { workflowRecordFields } from './workflow';

const CATALOGUE = RESOURCE_CATALOGUE as readonly ResourceContract[];
const COMMON = { _id: 'r1', __v: 0, createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z' };

describe('recordFieldSchema (reading an upstream record tolerantly, DESIGN §1)', () => {
  test('a field that may be absent reads absent and null as null; one that must be there refuses both', () => {
    const optional = recordFieldSchema({ kind: 'text', description: '' });
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse(null)).toBeNull();
    const required = recordFieldSchema({ kind: 'text', nonNull: true, description: '' });
    expect(required.safeParse(undefined).success).toBe(false);
    expect(required.safeParse(null).success).toBe(false);
    expect(required.parse('x')).toBe('x');
  });

  test('defaults, lists and server-set texts read an absent value as their default, [] or ""; null still refused', () => {
    const active = recordFieldSchema({ kind: 'boolean', nonNull: true, default: true, description: '' });
    expect(active.parse(undefined)).toBe(true);
    expect(active.safeParse(null).success).toBe(false);
    expect(recordFieldSchema({ kind: 'enum', type: 'Role', list: true, nonNull: true, description: '' }).parse(undefined)).toEqual([]);
    expect(recordFieldSchema({ kind: 'text', nonNull: true, readOnly: true, description: '' }).parse(undefined)).toBe('');
  });

  test('each kind reads its values: an integer, exact money (a number as its text), a date range, an object', () => {
    expect(recordFieldSchema({ kind: 'number', nonNull: true, description: '' }).safeParse(1.5).success).toBe(false);
    expect(recordFieldSchema({ kind: 'money', nonNull: true, description: '' }).parse(12.5)).toBe('12.5');
    expect(recordFieldSchema({ kind: 'dateRange', nonNull: true, description: '' }).safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(recordFieldSchema({ kind: 'object', type: 'WorkingHours', nonNull: true, description: '' }).parse({ start: '09:00', end: '17:00' })).toEqual({
      start: '09:00',
      end: '17:00',
    });
    expect(recordFieldSchema({ kind: 'text', description: '' }).safeParse(5).success).toBe(false);
  });
});

describe('the registry and the catalogue (contract/resource-fields.ts)', () => {
  test('every catalogue resource is served, in catalogue order, with or without a setup/ file', () => {
    expect(RESOURCES.map((resource) => resource.restPath)).toEqual(CATALOGUE.map((entry) => entry.name));
  });

  test.each(CATALOGUE.map((entry) => [entry.name, entry] as const))('%s: each stored field is read from the record, as an own field or a reference', (_name, entry) => {
    const resource = resourceByPath(entry.name);
    for (const [field, spec] of Object.entries(entry.fields)) {
      if (field === 'version' || (entry.workflow && field in workflowRecordFields)) continue;
      const place = resource.references[field] ? 'reference' : resource.ownFields.includes(field) ? 'own' : 'missing';
      expect([field, place]).toEqual([field, spec.kind === 'references' || (spec.kind === 'reference' && !spec.idOnly) ? 'reference' : 'own']);
      // What the server sets is never sent; everything else is (DESIGN §2 bodies).
      expect([field, field in resource.writable]).toEqual([field, !spec.readOnly]);
    }
  });

  test.each(CATALOGUE.map((entry) => [entry.name, entry] as const))(
    '%s: a record holding only what must be there is read, its absent fields as null or their defaults',
    (_name, entry) => {
      const resource = resourceByPath(entry.name);
      const { fields } = catalogueRecordFields(entry);
      const minimal: Record<string, unknown> = { ...COMMON };
      for (const [field, schema] of Object.entries(fields)) {
        if (!schema.safeParse(undefined).success) minimal[field] = sample(entry.fields[field]!.kind);
      }
      if (entry.workflow) Object.assign(minimal, { number: 'N-1', status: 'DRAFT', requester: 'e1', requesterName: 'Ann' });
      const parsed = resource.record.safeParse(minimal);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const object = objectOf(resource, parsed.data);
      // An id-only reference (who logged an activity) is served as its id field instead.
      for (const field of Object.keys(fields)) if (!entry.fields[field]!.idOnly) expect(object).toHaveProperty(field);
    },
  );
});

/** A value of a field of `kind` that must be there. */
function sample(kind: string): unknown {
  if (kind === 'number') return 1;
  if (kind === 'dateRange') return { from: '2026-01-01', to: '2026-01-02' };
  if (kind === 'object') return {};
  return 'x';
}
