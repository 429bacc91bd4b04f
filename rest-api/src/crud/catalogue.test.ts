import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { allResources } from '../resources';
import { sortKeys } from './sorting';

/*
 * The REST descriptions agree with the resource catalogue (contract/resources.ts) on what the catalogue
 * declares but the server implements: every entry has a description and back, the sort keys are the
 * catalogue's, and each GraphQL filter names a REST filter.
 */

const byName = new Map(allResources.map((resource) => [resource.name, resource]));

it('has a description for every catalogue entry, and no description outside it', () => {
  expect([...byName.keys()].sort()).toEqual(RESOURCE_CATALOGUE.map((entry) => entry.name).sort());
});

describe.each(RESOURCE_CATALOGUE.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
  const resource = byName.get(name)!;

  it('sorts by exactly the catalogue sort keys, by default as the catalogue says (a single record has no list to sort)', () => {
    if ((entry as { kind?: string }).kind === 'single') {
      expect(entry.sort).toEqual({});
      return;
    }
    expect(Object.keys(sortKeys(resource)).sort()).toEqual(Object.keys(entry.sort).sort());
    expect(resource.defaultSort.replace(/^-/, '')).toBe(entry.defaultSort.field);
    // Records in an order the user sets are listed in that order (DESIGN §5).
    if ((entry as { ordered?: boolean }).ordered) expect(entry.defaultSort).toEqual({ field: 'position', direction: 'ASC' });
  });

  it('serves every filter the catalogue gives GraphQL', () => {
    const filters = Object.values((entry as { filters?: Record<string, { rest: string }> }).filters ?? {}).map((filter) => filter.rest);
    const served = [...Object.keys(resource.filters ?? {}), ...Object.keys(resource.workflow?.callerFilters ?? {})];
    expect(served).toEqual(expect.arrayContaining(filters));
  });
});
