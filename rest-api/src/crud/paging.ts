import { z } from 'zod';
import type { Filter } from './resource';

/** `?limit=` when absent, and its largest allowed value (DESIGN §2). */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/**
 * A parsed list query: `page` from 1, `limit` 1..{@link MAX_LIMIT}, optional `search`, `sort` (`key` or
 * `-key`), and the resource's filters by name (`"true"`/`"false"` or an id; absent = no filter).
 */
export interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  sort: string;
  [filter: string]: string | number | undefined;
}

/**
 * The query-string schema of a paged list (`GET /setup/{resource}/?page=&limit=&search=&sort=`, spec §7,
 * DESIGN §2). `sort` must be one of `sortKeys`, optionally prefixed by `-` for descending; `filters` add
 * optional parameters (`?active=true`, `?department=<id>`). Unknown parameters and bad values are 400s
 * with field errors; a blank `search` means no search.
 */
export function listQuerySchema(sortKeys: readonly string[], defaultSort: string, filters: Record<string, Filter> = {}) {
  const sorts = sortKeys.flatMap((key) => [key, `-${key}`]);
  return z.strictObject({
    ...Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filterSchema(filter)])),
    page: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .default(1),
    limit: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(MAX_LIMIT, `Must be ${MAX_LIMIT} or less`)
      .default(DEFAULT_LIMIT),
    // Blank means no search (src/crud/repository.ts).
    search: z.string().trim().max(200, 'At most 200 characters').optional(),
    sort: z
      .enum(sorts as [string, ...string[]], { error: `Must be one of: ${sorts.join(', ')}` })
      .default(defaultSort),
  });
}

function filterSchema(filter: Filter) {
  return filter.type === 'boolean'
    ? z.enum(['true', 'false'], { error: 'Must be true or false' }).optional()
    : z.guid({ error: 'Must be a record id' }).toLowerCase().optional();
}

/**
 * A page of a list in the mongoose-paginate shape the legacy client reads (DESIGN §2):
 * `{ docs, totalDocs, limit, page, totalPages, hasPrevPage, hasNextPage, prevPage, nextPage }`;
 * `prevPage`/`nextPage` are null at the ends; `totalPages` is at least 1 (an empty list has one empty
 * page). A page past the end has no docs and correct totals.
 */
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** Builds a {@link Page} from one page of `docs` and the total number of matches. */
export function toPage<T>(docs: T[], totalDocs: number, query: Pick<ListQuery, 'page' | 'limit'>): Page<T> {
  // As mongoose-paginate: an empty list still has one (empty) page.
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  const hasPrevPage = query.page > 1;
  const hasNextPage = query.page < totalPages;
  return {
    docs,
    totalDocs,
    limit: query.limit,
    page: query.page,
    totalPages,
    hasPrevPage,
    hasNextPage,
    prevPage: hasPrevPage ? query.page - 1 : null,
    nextPage: hasNextPage ? query.page + 1 : null,
  };
}

/** The zod schema of a {@link Page} of `doc` (response documentation). */
export function pageSchema(doc: z.ZodType) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  });
}

/** `text` as a LIKE/ILIKE pattern matching it anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
