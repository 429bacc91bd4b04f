import type { TypedDocumentNode } from '@apollo/client';
import { RESOURCE_CATALOGUE, constantCase, type ResourceName } from '../generated/contract/resources';
import { referenceSource, type ChoiceOption, type ReferenceSource, type SearchedSource } from './choices';
import type { FormValues, ListPage, ListVariables, ResourceDescription, ResourceTypes } from './resource';

/**
 * Generated documents by their export name (`PositionsDocument`, …): what an area hands the
 * functions below (e.g. features/setup/documents.ts), so that the mechanism imports no document
 * itself and every chunk keeps only the documents it uses.
 */
export type Documents = Readonly<Record<string, unknown>>;

/** The document of `G` exported as `K`. */
type DocumentNamed<G, K extends string> = K extends keyof G ? G[K] : never;

type ResultOf<D> = D extends TypedDocumentNode<infer R, infer _V> ? R : never;
type VariablesOf<D> = D extends TypedDocumentNode<infer _R, infer V> ? V : never;

/** The value of the one root field of an operation's answer (`{ positions: {...} }` → its page). */
type RootOf<TData> = TData[keyof TData];

/**
 * The documents of one resource's CRUD operations (DESIGN §3 grammar, plan §2: `query Xs`,
 * `query X`, `mutation CreateX`, `UpdateX`, `DeleteX`), looked up by its GraphQL type name.
 */
type CrudDocuments<G, TN extends string, PN extends string, CN extends string> = {
  list: DocumentNamed<G, `${PN}Document`>;
  get: DocumentNamed<G, `${TN}Document`>;
  create: DocumentNamed<G, `${CN}Document`>;
  update: DocumentNamed<G, `Update${TN}Document`>;
  remove?: DocumentNamed<G, `Delete${TN}Document`>;
};

/** The resource types (see `ResourceTypes`) that a resource's generated documents carry. */
export type TypesOfDocuments<D extends { list: unknown; get: unknown; create: unknown; update: unknown }, TValues extends FormValues = FormValues> = {
  record: NonNullable<RootOf<ResultOf<D['get']>>> & { id: string; version: number };
  input: VariablesOf<D['update']> extends { input: infer I } ? I : never;
  createInput: VariablesOf<D['create']> extends { input: infer I } ? I : never;
  sortField: NonNullable<VariablesOf<D['list']> extends { sort?: infer S } ? S : never> extends { field: infer F extends string } ? F : string;
  values: TValues;
  listData: ResultOf<D['list']>;
  getData: ResultOf<D['get']>;
};

/** What {@link crudOperations} answers: the part of a description the operations make, and their types (`types`, for typing only). */
export type CrudOperations<T extends ResourceTypes> = Pick<ResourceDescription<T>, 'list' | 'get' | 'create' | 'update' | 'remove' | 'reorder'> & {
  /** Never set: carries the resource's types to `defineResource`. */
  readonly types?: T;
};

/** The value of the one root field of an answer (`data.positions`, `data.position`, `data.createPosition`). */
export function rootField(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? Object.values(data as Record<string, unknown>)[0] : undefined;
}

/**
 * A resource's operations among `documents` by its GraphQL type name (catalogue `typeName`, e.g.
 * 'Position'), so a description does not import each document: the list query `<Plural>` (`pluralTypeName`, default
 * the type name + "s") read as its page, the get query `<Type>` read as its record, and the
 * mutations `Create<Type>` (or `create`, e.g. 'RegisterEmployee'), `Update<Type>`, `Delete<Type>` when
 * the resource has it (workflow records have none), and `Reorder<Plural>` when the resource is ordered.
 */
export function crudOperations<G extends Documents, TN extends string, PN extends string = `${TN}s`, CN extends string = `Create${TN}`>(
  documents: G,
  typeName: TN,
  names: { plural?: PN; create?: CN } = {},
): CrudOperations<TypesOfDocuments<CrudDocuments<G, TN, PN, CN>>> {
  const document = (name: string) => {
    const found = (documents as Readonly<Record<string, TypedDocumentNode<unknown, never> | undefined>>)[`${name}Document`];
    if (!found) throw new Error(`No document ${name}Document among those given.`);
    return found;
  };
  type T = TypesOfDocuments<CrudDocuments<G, TN, PN, CN>>;
  // An ordered resource (catalogue `ordered`) also has `Reorder<Plural>` (plan §5): its list then reorders.
  const reorder = (documents as Readonly<Record<string, unknown>>)[`Reorder${names.plural ?? `${typeName}s`}Document`] as TypedDocumentNode<unknown, { ids: string[] }> | undefined;
  const deleteDocument = (documents as Readonly<Record<string, unknown>>)[`Delete${typeName}Document`] as TypedDocumentNode<unknown, { id: string }> | undefined;
  return {
    ...(reorder ? { reorder } : {}),
    list: {
      document: document(names.plural ?? `${typeName}s`) as unknown as TypedDocumentNode<T['listData'], ListVariables<T['sortField']>>,
      page: (data) => rootField(data) as ListPage<T['record']>,
    },
    get: {
      document: document(typeName) as unknown as TypedDocumentNode<T['getData'], { id: string }>,
      record: (data) => (rootField(data) ?? null) as T['record'] | null,
    },
    create: document(names.create ?? `Create${typeName}`) as unknown as TypedDocumentNode<unknown, { input: T['createInput'] }>,
    update: document(`Update${typeName}`) as unknown as TypedDocumentNode<unknown, { id: string; version: number; input: T['input'] }>,
    // Workflow records (docs/requisitions.md) have no `Delete<Type>`: they are cancelled, never deleted.
    ...(deleteDocument ? { remove: deleteDocument } : {}),
  };
}

/** The catalogue entry named `N` (plan §1 `RESOURCE_CATALOGUE`). */
type CatalogueEntry<N extends ResourceName> = Extract<(typeof RESOURCE_CATALOGUE)[number], { name: N }>;
type TypeNameOf<N extends ResourceName> = CatalogueEntry<N>['typeName'];
type PluralTypeNameOf<N extends ResourceName> = CatalogueEntry<N> extends { pluralTypeName: infer P extends string } ? P : `${TypeNameOf<N>}s`;
type CreateNameOf<N extends ResourceName> = CatalogueEntry<N> extends { operationNames: { create: infer C extends string } } ? Capitalize<C> : `Create${TypeNameOf<N>}`;

/** A resource's wording from the catalogue: the screen's title, one record and several, lower case. */
export interface ResourceWording {
  title: string;
  singular: string;
  plural: string;
}

/** What {@link catalogueResource} answers: the operations, the wording, and the list's default sort as a GraphQL sort field. */
export type CatalogueResource<T extends ResourceTypes> = CrudOperations<T> &
  ResourceWording & {
    /** The catalogue's `defaultSort`, its field as the GraphQL sort enum value (`NAME`). */
    catalogueSort: { sortField: string; direction: 'ASC' | 'DESC' };
    /** The catalogue name, the REST path segment (`positions`): where its export is (docs/exports.md). */
    catalogueName: string;
  };

/**
 * A resource of the catalogue by its name (`'positions'`, the REST path segment): its generated
 * operations (see {@link crudOperations}; names from `typeName`, `pluralTypeName` and
 * `operationNames.create`), its wording (`title`, `singular`, `plural`) and its default sort.
 */
export function catalogueResource<G extends Documents, N extends ResourceName>(
  documents: G,
  name: N,
): CatalogueResource<TypesOfDocuments<CrudDocuments<G, TypeNameOf<N>, PluralTypeNameOf<N>, CreateNameOf<N>>>> {
  const entry = RESOURCE_CATALOGUE.find((candidate) => candidate.name === name) as CatalogueEntry<N> | undefined;
  if (!entry) throw new Error(`No resource "${name}" in the catalogue.`);
  const contract = entry as { typeName: string; pluralTypeName?: string; operationNames?: { create?: string } };
  const create = contract.operationNames?.create;
  const operations = crudOperations(documents, contract.typeName, {
    plural: contract.pluralTypeName,
    create: create ? create.charAt(0).toUpperCase() + create.slice(1) : undefined,
  });
  return {
    ...(operations as unknown as CrudOperations<TypesOfDocuments<CrudDocuments<G, TypeNameOf<N>, PluralTypeNameOf<N>, CreateNameOf<N>>>>),
    title: entry.title,
    singular: entry.singular,
    plural: entry.plural,
    catalogueSort: { sortField: constantCase(entry.defaultSort.field), direction: entry.defaultSort.direction },
    catalogueName: entry.name,
  };
}

/** A record of a catalogue resource's choices query (`allXs { ...XChoiceFields }`). */
export type ChoiceItemOf<G, N extends ResourceName> = NonNullable<RootOf<ResultOf<DocumentNamed<G, `${TypeNameOf<N>}ChoicesDocument`>>>> extends readonly (infer I)[] ? I : never;

/**
 * The choices a reference field offers of catalogue resource `name` (DESIGN §3 "for pickers"): its
 * generated `<Type>Choices` query (`allXs`), each record as `option` makes it (by default its id and
 * `name`), named by the catalogue's plural in messages ("Could not load departments.").
 */
export function catalogueChoices<G extends Documents, N extends ResourceName>(documents: G, name: N, option?: (item: ChoiceItemOf<G, N>) => ChoiceOption): ReferenceSource {
  const entry = RESOURCE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No resource "${name}" in the catalogue.`);
  const document = (documents as Readonly<Record<string, TypedDocumentNode<unknown, Record<string, never>> | undefined>>)[`${entry.typeName}ChoicesDocument`];
  if (!document) throw new Error(`No document ${entry.typeName}ChoicesDocument among those given.`);
  // The fragment says the rest: `parent: departmentId` (an alias) tags a record with the one it belongs
  // to; `active: false` marks it inactive.
  const byName = (item: ChoiceItemOf<G, N>): ChoiceOption => {
    const record = item as unknown as { id: string; name?: unknown; parent?: unknown; active?: unknown };
    return {
      value: record.id,
      label: typeof record.name === 'string' ? record.name : record.id,
      ...(typeof record.parent === 'string' || record.parent === null ? { parent: record.parent } : {}),
      ...(record.active === false ? { inactive: true } : {}),
    };
  };
  return referenceSource(document, (data) => (rootField(data) ?? []) as readonly ChoiceItemOf<G, N>[], option ?? byName, entry.plural);
}

/** A record of a catalogue resource's paged list query (`<Plural> { items { ...XFields } }`). */
export type ListItemOf<G, N extends ResourceName> =
  NonNullable<RootOf<ResultOf<DocumentNamed<G, `${PluralTypeNameOf<N>}Document`>>>> extends { items: readonly (infer I)[] } ? I : never;

/**
 * The choices of a large catalogue resource, searched on the server as the user types (see
 * `SearchedSource`, DESIGN §3 "for pickers"): its generated paged list query `<Plural>` with
 * `search` (and `active: true` when the catalogue gives it an `active` filter, so inactive records
 * are not offered), and its get query `<Type>` for a held value the page does not show; each record
 * as `option` makes it (it reads the resource's `XFields`, a superset of its `XChoiceFields`).
 */
export function catalogueSearchedChoices<G extends Documents, N extends ResourceName>(documents: G, name: N, option: (item: ListItemOf<G, N>) => ChoiceOption): SearchedSource {
  const entry = RESOURCE_CATALOGUE.find((candidate) => candidate.name === name) as
    { typeName: string; pluralTypeName?: string; plural: string; filters?: Readonly<Record<string, unknown>> } | undefined;
  if (!entry) throw new Error(`No resource "${name}" in the catalogue.`);
  const document = (documentName: string) => {
    const found = (documents as Readonly<Record<string, TypedDocumentNode<unknown, never> | undefined>>)[`${documentName}Document`];
    if (!found) throw new Error(`No document ${documentName}Document among those given.`);
    return found;
  };
  const toOption = option as (item: unknown) => ChoiceOption;
  return {
    search: {
      list: document(entry.pluralTypeName ?? `${entry.typeName}s`) as unknown as TypedDocumentNode<unknown, Record<string, unknown>>,
      variables: entry.filters && 'active' in entry.filters ? { active: true } : {},
      found: (data) => {
        const page = rootField(data) as { items: readonly unknown[]; total: number } | undefined;
        return { options: (page?.items ?? []).map(toOption), total: page?.total ?? 0 };
      },
      get: document(entry.typeName) as unknown as TypedDocumentNode<unknown, { id: string }>,
      record: (data) => {
        const record = rootField(data);
        return record ? toOption(record) : null;
      },
    },
    plural: entry.plural,
  };
}
