import { z } from 'zod';
import { DATE_YEARS } from '../generated/contract/dates';
import { boundedDay, boundedInstant } from './dates';
import { isUuid } from '../db/ids';
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
  /** `?ids=a,b,…`: only these records (see {@link idsOf}). */
  ids?: string;
  [filter: string]: string | number | undefined;
}

/**
 * The query-string schema of a paged list (`GET /setup/{resource}/?page=&limit=&search=&sort=`, spec §7,
 * DESIGN §2). `sort` must be one of `sortKeys`, optionally prefixed by `-` for descending; `ids` keeps
 * only the records of those ids (at most {@link MAX_IDS}, else 400); `filters` add
 * optional parameters (`?active=true`, `?department=<id>`). Unknown parameters and bad values are 400s
 * with field errors; a blank `search` means no search.
 */
export function listQuerySchema(sortKeys: readonly string[], defaultSort: string, filters: Record<string, Filter> = {}) {
  const sorts = sortKeys.flatMap((key) => [key, `-${key}`]);
  return z.strictObject({
    ...Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filterSchema(filter)])),
    page: z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be 1 or more').default(1),
    limit: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(MAX_LIMIT, `Must be ${MAX_LIMIT} or less`)
      .default(DEFAULT_LIMIT),
    // Blank means no search (src/crud/repository.ts).
    search: z.string().trim().max(200, 'At most 200 characters').optional(),
    sort: z.enum(sorts as [string, ...string[]], { error: `Must be one of: ${sorts.join(', ')}` }).default(defaultSort),
    ids: z
      .string({ error: 'Must be record ids separated by commas' })
      .refine((value) => idsOf(value).every(isUuid), 'Must be record ids separated by commas')
      .refine((value) => idsOf(value).length <= MAX_IDS, `At most ${MAX_IDS} ids`)
      .optional()
      .describe(
        `Only the records with these ids (at most ${MAX_IDS}, separated by commas) that the caller may read, all on page 1 ` +
          `(\`limit\` is ${MAX_LIMIT}); ids without such a record are left out. Search, filters and sort still apply.`,
      ),
  });
}

/** The most ids that `?ids=` takes (DESIGN §2: batched reads of references). */
export const MAX_IDS = MAX_LIMIT;

/** The ids of an `?ids=` value, lower-cased, without blanks and repeats. */
export function idsOf(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The query as the repository reads it: with `ids`, one page holding every match (page 1, limit
 * {@link MAX_LIMIT}, which no `ids` list exceeds).
 */
export function effectiveQuery(query: ListQuery): ListQuery {
  return query.ids === undefined ? query : { ...query, page: 1, limit: MAX_LIMIT };
}

function filterSchema(filter: Filter) {
  if (filter.type === 'boolean') return z.enum(['true', 'false'], { error: 'Must be true or false' }).optional();
  if (filter.type === 'enum') {
    const values = (filter.values ?? []) as [string, ...string[]];
    return z.enum(values, { error: `Must be one of: ${values.join(', ')}` }).optional();
  }
  if (filter.type === 'dateRange' || filter.type === 'dayRange') {
    return z
      .string({ error: DATE_RANGE_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/, DATE_RANGE_MESSAGE)
      .refine((value) => {
        const [from = '', to = ''] = value.split(',');
        const day = boundedDay(z.iso.date());
        return day.safeParse(from).success && day.safeParse(to).success && from <= to;
      }, DATE_RANGE_MESSAGE)
      .optional()
      .describe(
        filter.type === 'dayRange'
          ? 'Records on these days (both included; a timestamp by its UTC day): YYYY-MM-DD,YYYY-MM-DD'
          : 'Records whose range overlaps these days (both included): YYYY-MM-DD,YYYY-MM-DD',
      );
  }
  if (filter.type === 'period') {
    return z
      .string({ error: PERIOD_MESSAGE })
      .refine((value) => {
        const [from = '', to = '', ...rest] = value.split(',');
        const instant = boundedInstant(z.iso.datetime({ offset: true }));
        return rest.length === 0 && instant.safeParse(from).success && instant.safeParse(to).success && Date.parse(from) < Date.parse(to);
      }, PERIOD_MESSAGE)
      .optional()
      .describe('Records whose start–end span overlaps [from, to): two ISO 8601 instants from,to');
  }
  return z.guid({ error: 'Must be a record id' }).toLowerCase().optional();
}

const PERIOD_MESSAGE = `Must be two ISO 8601 instants from,to (e.g. 2026-05-01T00:00:00Z,2026-06-01T00:00:00Z), the first before the second, in the years ${DATE_YEARS.first}–${DATE_YEARS.last}`;

const DATE_RANGE_MESSAGE = `Must be two dates YYYY-MM-DD,YYYY-MM-DD, the first not after the second, in the years ${DATE_YEARS.first}–${DATE_YEARS.last}`;

/**
 * How many matches of a search are counted exactly (DESIGN §2 `totalDocsExact`). A search counts its
 * matches only up to this number plus one, so that its cost does not grow with the table when a term is
 * common (the performance target "p95 at 1M rows ≤ 2× p95 at 1k rows", README "Performance"): with more matches the page says
 * `totalDocs: SEARCH_COUNT_CAP, totalDocsExact: false` ("1,000+"). Lists without a search count exactly.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many records match a list query: `total`, exact when `exact` is true; otherwise more than
 * `total` match (`total` is then the search count cap, {@link SEARCH_COUNT_CAP}).
 */
export interface Total {
  total: number;
  exact: boolean;
}

/**
 * A page of a list in the mongoose-paginate shape the legacy client reads (DESIGN §2):
 * `{ docs, totalDocs, limit, page, totalPages, hasPrevPage, hasNextPage, prevPage, nextPage }`;
 * `prevPage`/`nextPage` are null at the ends; `totalPages` is at least 1 (an empty list has one empty
 * page). A page past the end has no docs and correct totals.
 *
 * Plus `totalDocsExact` (an addition to that shape): false when a search matched more than
 * {@link SEARCH_COUNT_CAP} records and was counted only that far. Then `totalDocs` is the cap,
 * `totalPages` the pages of the cap (`ceil(cap / limit)`), and `hasNextPage` is true while the page is
 * full (a full page may be the last one; the next is then empty).
 */
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  totalDocsExact: boolean;
  limit: number;
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/**
 * Builds a {@link Page} from one page of `docs` and the number of matches (`total`, exact unless
 * `exact` is false: see {@link Page}).
 */
export function toPage<T>(docs: T[], total: number | Total, query: Pick<ListQuery, 'page' | 'limit'>): Page<T> {
  const { total: totalDocs, exact } = typeof total === 'number' ? { total, exact: true } : total;
  // As mongoose-paginate: an empty list still has one (empty) page.
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  const hasPrevPage = query.page > 1;
  const hasNextPage = exact ? query.page < totalPages : docs.length === query.limit;
  return {
    docs,
    totalDocs,
    totalDocsExact: exact,
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
    totalDocs: z.number().int().describe(`How many records match; with \`totalDocsExact\` false, more than this many (a search counts only to ${SEARCH_COUNT_CAP})`),
    totalDocsExact: z
      .boolean()
      .describe(
        `Whether \`totalDocs\` is exact. False when a search matched more than ${SEARCH_COUNT_CAP} records: then \`totalDocs\` is ${SEARCH_COUNT_CAP}, ` +
          '`totalPages` counts the pages of those, and `hasNextPage` is true while the page is full',
      ),
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
