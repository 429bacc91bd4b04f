import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCE_CATALOGUE, type ResourceContract } from '../../contract/resources';
import { ROOT } from './paths';
import { findDescriptions, registryModule, tablesModule } from './registries';

const REST = /export const (\w+) = fromCatalogue\(\s*'(\w+)'/;
const GATEWAY = /export const (\w+) = defineResource\(\{\s*name: '(\w+)'/;

describe('generated registries of the layers’ descriptions', () => {
  it('find the REST and gateway descriptions of the resources with extras, in catalogue order', () => {
    const names = RESOURCE_CATALOGUE.map((entry) => entry.name);
    // rest-api derives the others from their catalogue entry and table (rest-api/src/resources/index.ts).
    const rest = findDescriptions(path.join(ROOT, 'rest-api/src/resources'), REST, RESOURCE_CATALOGUE).map((found) => found.resource);
    expect(rest).toEqual(names.filter((name) => rest.includes(name)));
    expect(rest).toEqual(expect.arrayContaining(['employees', 'customers', 'visits', 'claims', 'equipmentRequisitions', 'gvrSettings']));
    expect(rest).not.toContain('positions');
    // The gateway serves the others from their catalogue entry alone (gateway/src/setup/registry.ts).
    const gateway = findDescriptions(path.join(ROOT, 'gateway/src/setup'), GATEWAY, RESOURCE_CATALOGUE).map((found) => found.resource);
    expect(gateway).toEqual(names.filter((name) => gateway.includes(name)));
    expect(gateway).toEqual(expect.arrayContaining(['isos', 'employees', 'customers', 'visits', 'claims']));
    expect(gateway).not.toContain('positions');
  });

  it('refuse a description of a resource the catalogue lacks, and a second description of one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registries-'));
    mkdirSync(path.join(dir, 'a'));
    writeFileSync(path.join(dir, 'a/resource.ts'), "export const widgetsResource = fromCatalogue('widgets', {});\n");
    expect(() => findDescriptions(dir, REST, RESOURCE_CATALOGUE)).toThrow(/"widgets" is not in contract\/resources.ts/);
    const catalogue = [{ name: 'widgets' } as ResourceContract];
    writeFileSync(path.join(dir, 'b.ts'), "export const otherWidgets = fromCatalogue('widgets', {});\n");
    expect(() => findDescriptions(dir, REST, catalogue)).toThrow(/a second description of "widgets"/);
  });

  it('write imports relative to the generated module, and every table.ts of the resource folders', () => {
    const out = path.join(ROOT, 'rest-api/src/generated/resources.ts');
    const module = registryModule(out, 'CATALOGUE_RESOURCES', 'Doc.', [
      { resource: 'positions', exportName: 'positionsResource', module: path.join(ROOT, 'rest-api/src/resources/positions/resource') },
    ]);
    expect(module).toContain("import { positionsResource } from '../resources/positions/resource';");
    expect(module).toContain('export const CATALOGUE_RESOURCES = [positionsResource] as const;');
    const tables = tablesModule(path.join(ROOT, 'rest-api/src/generated/tables.ts'), path.join(ROOT, 'rest-api/src/resources'));
    expect(tables).toContain("export * from '../resources/positions/table';");
  });
});
