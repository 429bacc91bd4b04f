/**
 * `npm run resource:cost`: the hand-written lines of every CRUD resource of the catalogue, one row per
 * resource and one column per layer (scripts/resource-cost/cost.ts says what a resource owns);
 * `npm run resource:cost -- <name>` (e.g. `positions`): that resource's files one by one. Exits 1 when
 * the resource is unknown.
 */
import path from 'node:path';
import { catalogueNames, costByLayer, resourceFiles } from './cost';

const root = path.resolve(import.meta.dirname, '../..');
const name = process.argv[2];

const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
};

if (name) {
  const files = resourceFiles(root, name);
  if (!files) {
    console.error(`No resource named "${name}" in contract/resources.ts`);
    process.exit(1);
  }
  const { total } = costByLayer(files);
  table([...files.map(({ file, lines }) => [file, String(lines)]), ['total', `${total}  (${files.length} files)`]]);
} else {
  const header = ['resource', 'catalogue', 'rest-api', 'schema', 'gateway', 'web', 'total', 'files'];
  const rows = catalogueNames(root).map((resource) => {
    const cost = costByLayer(resourceFiles(root, resource)!);
    return [resource, ...(['catalogue', 'rest-api', 'schema', 'gateway', 'web', 'total', 'files'] as const).map((key) => String(cost[key]))];
  });
  table([header, ...rows]);
}
