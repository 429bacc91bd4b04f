import { getNamedType, isEnumType, isObjectType } from 'graphql';
import { PERMISSIONS } from '../../contract/permissions';
import { publishedSchema, writeKinds, type WriteKind } from '../client/records';

export { createDocument, deleteDocument, editInput, getDocument, newInput, updateDocument, type SeedRefs, type WriteKind } from '../client/records';

/** Every list resource of the catalogue (contract/resources.ts), requisitions included. */
const LIST_KINDS: readonly WriteKind[] = writeKinds();

/**
 * The records the simulated users create, edit and delete: every list resource of the catalogue
 * whose records can be deleted (not the requisitions, which are never deleted, so the ledger could
 * not end them; their writes are the fuzzer's and the gateway tests'), with inputs generated from the
 * schema's input types (client/records.ts). Employees weigh less: registering one hashes a password.
 */
export const WRITE_KINDS: readonly WriteKind[] = LIST_KINDS.filter((kind) => kind.remove !== null);

/** Relative frequency of `kind` among creates. */
export function weightOf(kind: WriteKind): number {
  return kind.type === 'Employee' ? 1 : 2;
}

/** A read a simulated user makes: its document, variables and whether only Gvr/Admin may make it. */
export interface ReadOperation {
  name: string;
  query: string;
  variables?: (random: () => number) => Record<string, unknown>;
  managersOnly?: boolean;
}

const searches = ['', 'a', 'sales', 'Rel', 'G', 'manager', 'x'];
const pick = <T>(items: readonly T[], random: () => number): T | undefined => items[Math.floor(random() * items.length)];

/** Whether every role may use `permission` (DESIGN §6); if not, only the Gvr/Admin users read with it. */
function everyone(permission: keyof typeof PERMISSIONS): boolean {
  return PERMISSIONS[permission].roles.length === 6;
}

/**
 * The reads of the load, one page query and one full list per resource (no full list of requisitions): pages with a random page,
 * search and sort field of its sort enum, selecting the record's fields and its references' names;
 * plus the caller's notifications.
 */
function readOperations(): ReadOperation[] {
  const schema = publishedSchema();
  const operations: ReadOperation[] = [{ name: 'notifications', query: '{ notifications { id title readAt } }' }];
  for (const kind of LIST_KINDS) {
    const object = schema.getType(kind.type);
    if (!isObjectType(object)) continue;
    const references = Object.values(object.getFields())
      .filter((field) => isObjectType(getNamedType(field.type)) && Object.values(kind.references).includes(getNamedType(field.type).name))
      .map((field) => `${field.name} { id }`);
    const sortEnum = schema.getType(`${kind.type}SortField`);
    const sortFields = isEnumType(sortEnum) ? sortEnum.getValues().map((value) => value.name) : [];
    const list = kind.contract.permissions.list ?? kind.contract.permissions.read;
    const all = kind.contract.permissions.all ?? kind.contract.permissions.read;
    operations.push({
      name: `${kind.type} page`,
      managersOnly: !everyone(list),
      query: `query($page: Int, $search: String, $sort: ${kind.type}Sort) { ${kind.list}(page: $page, pageSize: 20, search: $search, sort: $sort) { items { id version ${kind.selection} ${references.join(' ')} } total totalPages } }`,
      variables: (random) => {
        const field = pick(sortFields, random);
        return {
          page: 1 + Math.floor(random() * 3),
          search: pick(searches, random) || null,
          sort: field ? { field, direction: random() < 0.5 ? 'ASC' : 'DESC' } : null,
        };
      },
    });
    if (kind.all) operations.push({ name: `all ${kind.all.slice('all'.length)}`, managersOnly: !everyone(all), query: `{ ${kind.all} { id ${references.join(' ')} } }` });
  }
  return operations;
}

/** The reads of the load. */
export const READ_OPERATIONS: readonly ReadOperation[] = readOperations();
