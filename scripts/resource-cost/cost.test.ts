import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Layer, catalogueNames, costByLayer, kebabCase, resourceFiles } from './cost';

const ROOT = path.resolve(__dirname, '../..');

describe('resource cost', () => {
  it('spells catalogue names as the layers’ folders do', () => {
    expect(kebabCase('customerPositions')).toBe('customer-positions');
    expect(kebabCase('grades')).toBe('grades');
    expect(kebabCase('productSubcategories')).toBe('product-subcategories');
  });

  it('finds files of every catalogue resource in its layers; a schema module, a gateway description and web files only where it has extras', () => {
    const names = catalogueNames(ROOT);
    expect(names).toContain('customerPositions');
    expect(names.length).toBeGreaterThanOrEqual(23);
    const missing = (name: string, layers: readonly Layer[]) => {
      const cost = costByLayer(resourceFiles(ROOT, name)!);
      return { name, missing: layers.filter((layer) => cost[layer] === 0) };
    };
    for (const name of names) expect(missing(name, ['catalogue', 'rest-api'])).toEqual({ name, missing: [] });
    // Employees have computed fields, mapping adjustments and a form of their own.
    expect(missing('employees', ['schema', 'gateway', 'web'])).toEqual({ name: 'employees', missing: [] });
    expect(missing('positions', ['schema', 'gateway', 'web'])).toEqual({ name: 'positions', missing: ['schema', 'gateway', 'web'] });
  });

  it('counts the owned files, the identity table included, and leaves tests and same-named feature folders out', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'resource-cost-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write('contract/resources.ts', "export const RESOURCE_CATALOGUE = [\n  {\n    name: 'salespersonCodes',\n    singular: 'code',\n  },\n];\n");
      write('contract/resource-fields.ts', "export const RESOURCE_FIELDS = {\n  salespersonCodes: {\n    code: { kind: 'text' },\n  },\n};\n");
      write('rest-api/src/resources/salesperson-codes/resource.ts', 'a\n\nb\n');
      write('rest-api/src/resources/salesperson-codes/resource.test.ts', 'not counted\n');
      write('rest-api/src/identity/salesperson-codes-table.ts', 'a\nb\nc\n');
      write('schema/setup/salespersonCodes.graphql', 'type X\n');
      write('gateway/src/setup/salesperson-codes.ts', 'a\n');
      write('web/src/features/setup/salesperson-codes/salespersonCodes.graphql', 'a\n');
      write('web/src/features/setup/salesperson-codes/salespersonCodesResource.ts', 'a\nb\n');
      write('web/src/features/visits/salesperson-codes/Other.tsx', 'not the resource’s\n');

      expect(catalogueNames(root)).toEqual(['salespersonCodes']);
      const files = resourceFiles(root, 'salespersonCodes')!;
      expect(files.map(({ file }) => file).sort()).toEqual([
        'contract/resource-fields.ts (its fields)',
        'contract/resources.ts (its entry)',
        'gateway/src/setup/salesperson-codes.ts',
        'rest-api/src/identity/salesperson-codes-table.ts',
        'rest-api/src/resources/salesperson-codes/resource.ts',
        'schema/setup/salespersonCodes.graphql',
        'web/src/features/setup/salesperson-codes/salespersonCodes.graphql',
        'web/src/features/setup/salesperson-codes/salespersonCodesResource.ts',
      ]);
      expect(costByLayer(files)).toEqual({ catalogue: 7, 'rest-api': 5, schema: 1, gateway: 1, web: 3, total: 17, files: 8 });
      expect(resourceFiles(root, 'unknown')).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
