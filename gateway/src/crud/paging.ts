import { type FieldError, gatewayError } from '../errors/codes';
import type { SortDirection } from '../generated/resolvers-types';
import type { RestPage } from '../upstream/contract';
import type { ListQuery } from '../upstream/data-source';
import type { Resource } from './resource';

/** Largest page size a list accepts (DESIGN §2: `limit` at most 100). */
export const MAX_PAGE_SIZE = 100;

/** The arguments of every paged-list query (schema.graphql `grades`), defaults already applied by GraphQL. */
export interface ListArgs<TSortField extends string> {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: { field: TSortField; direction?: SortDirection | null } | null;
}

/** A GraphQL page (DESIGN §3): `{ items, page, pageSize, total, totalIsExact, totalPages, hasNextPage }`. */
export interface Page<TObject> {
  items: TObject[];
  page: number;
  pageSize: number;
  total: number;
  /** Whether `total` is exact; false when a search matched more than the server counts (then more than `total` match). */
  totalIsExact: boolean;
  totalPages: number;
  /** Whether a page after this one exists (`page < totalPages`). */
  hasNextPage: boolean;
}

/**
 * List arguments → REST query (DESIGN §2): `page` → `page`, `pageSize` → `limit`, a non-blank
 * `search` → `search`, `sort {field, direction}` → `sort=field` / `sort=-field` through the
 * description's `sortFields` (or its `defaultSort`), and each of the description's `filters` that
 * was given (not null) → its REST parameter as text ({@link filterText}: `departmentId: "d1"` →
 * `department=d1`, `active: false` → `active=false`, `status: SUBMITTED` → `status=SUBMITTED`,
 * `dates: { from, to }` → `dates=from,to`). Throws BAD_USER_INPUT with `fieldErrors` when page < 1 or
 * pageSize is not 1–100; nothing goes upstream then.
 */
export function toListQuery(description: Pick<Resource, 'sortFields' | 'defaultSort' | 'filters'>, args: ListArgs<string> & Record<string, unknown>): ListQuery {
  const page = args.page ?? 1;
  const limit = args.pageSize ?? 10;
  const problems: FieldError[] = [];
  if (!Number.isInteger(page) || page < 1) problems.push({ field: 'page', message: 'The page must be 1 or more.' });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    problems.push({ field: 'pageSize', message: `The page size must be between 1 and ${MAX_PAGE_SIZE}.` });
  }
  if (problems.length > 0) throw gatewayError('BAD_USER_INPUT', problems.map((p) => p.message).join(' '), problems);

  const query: ListQuery = { page, limit };
  const search = args.search?.trim();
  if (search) query.search = search;
  const sort = args.sort ?? description.defaultSort;
  if (sort) {
    const field = description.sortFields[sort.field];
    if (!field) throw gatewayError('BAD_USER_INPUT', 'This list cannot be sorted by that field.', [{ field: 'sort', message: 'Unknown sort field.' }]);
    query.sort = sort.direction === 'DESC' ? `-${field}` : field;
  }
  for (const [argument, parameter] of Object.entries(description.filters)) {
    const value = args[argument];
    if (value !== null && value !== undefined) query.filters = { ...query.filters, [parameter]: filterText(value) };
  }
  return query;
}

/**
 * A list filter's value as REST reads it (contract/resources.ts `ResourceFilter`): a `DateRangeInput`
 * `{ from, to }` → `from,to` (`2026-05-01,2026-05-31`); an ID, String, Boolean or enum value as its text.
 */
export function filterText(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'from' in value && 'to' in value) return `${String(value.from)},${String(value.to)}`;
  return String(value);
}

/**
 * REST envelope `{ docs, totalDocs, totalDocsExact?, limit, page, totalPages, hasNextPage? }` → GraphQL
 * page, each record through `toObject`. A server that sends no `totalDocsExact` counts exactly
 * (`totalIsExact: true`); one that sends no `hasNextPage` has one while `page < totalPages`.
 */
export function toPage<TRecord, TObject>(envelope: RestPage<TRecord>, toObject: (record: TRecord) => TObject): Page<TObject> {
  return {
    items: envelope.docs.map(toObject),
    page: envelope.page,
    pageSize: envelope.limit,
    total: envelope.totalDocs,
    totalIsExact: envelope.totalDocsExact ?? true,
    totalPages: envelope.totalPages,
    hasNextPage: envelope.hasNextPage ?? envelope.page < envelope.totalPages,
  };
}

/** The page a list falls back to (spec §8): no items, the requested page and page size, zero totals. */
export function emptyPage<TObject>(query: Pick<ListQuery, 'page' | 'limit'>): Page<TObject> {
  return { items: [], page: query.page, pageSize: query.limit, total: 0, totalIsExact: true, totalPages: 0, hasNextPage: false };
}
