import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import type { ListQuery } from '../crud/paging';
import { listQuerySchema } from '../crud/paging';
import { recordJson, type RecordJson } from '../crud/record-json';
import type { Repository } from '../crud/repository';
import { upperFirst, type ResourceDescription } from '../crud/resource';
import type { CrudDeps, CrudRoute } from '../crud/route';
import type { ListScope } from '../crud/routes';
import { sortKeys } from '../crud/sorting';
import { errorResponses } from '../http/error-schema';
import { expandColumns, exportColumns, type ExportOverrides } from './columns';
import { csvWriter } from './csv';
import { IdleSendTimeout, whileSending } from './idle-send';
import { inSlices } from './slices';
import { loadNames, orderedNames } from './names';
import { type ExportSlots } from './slots';
import { inTimeZone, timeZoneParam } from './time-zone';
import { xlsxWriter } from './xlsx';

/** How many rows an export reads at a time, in one short statement (one batch in memory, docs/exports.md). */
export const EXPORT_BATCH_ROWS = 1000;

/** The formats of `?format=` and what each is served as. */
const FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

/**
 * The query string of `GET /setup/<resource>/export` (docs/exports.md): `format` (`csv` or `xlsx`,
 * required) and the list's own `search`, `sort` and filters (`filters`, with the workflow's caller
 * filters); no `page`, `limit` or `ids` (an unknown parameter is a 400 as on the list).
 */
export function exportQuerySchema(resource: ResourceDescription, filters: Parameters<typeof listQuerySchema>[2]) {
  return listQuerySchema(Object.keys(sortKeys(resource)), resource.defaultSort, filters)
    .omit({ page: true, limit: true, ids: true })
    .extend({
      format: z.enum(['csv', 'xlsx'], { error: 'Must be csv or xlsx' }).describe('The file format: csv (UTF-8 with a byte order mark) or xlsx'),
      tz: timeZoneParam,
    });
}

/** The download's file name: `<resource in kebab case>-<UTC day>.<extension>`, e.g. `customers-2026-05-01.csv`. */
export function exportFileName(resource: ResourceDescription, extension: string, now = new Date()): string {
  return `${resource.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Resolves once `out` can take more (or is gone), for backpressure between batches. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/** Thrown into the export's batches when the client went away, so that it stops reading. */
class ClientGone extends Error {}

/**
 * What every export of the server shares (docs/exports.md "Limits"): the slots that cap exports
 * running at once (per person and in all) and how long a client that takes nothing is waited for.
 */
export interface ExportLimits {
  slots: ExportSlots;
  /** Milliseconds (EXPORT_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
}

/**
 * `GET /setup/<resource>/export?format=csv|xlsx&search=&sort=&<filters>` (docs/exports.md): every record
 * the same list query would page through for this caller, times in `?tz=` (default UTC, src/exports/time-zone.ts) (`where`: the resource's read scope and caller
 * filters, as the list), as a CSV or XLSX file streamed while it is read: batches of
 * {@link EXPORT_BATCH_ROWS} rows, each its own short read (keyset pagination, src/crud/keyset.ts), one
 * batch in memory, backpressure from the client, and no database connection held while the export waits
 * on the client (DESIGN §1). Columns: {@link exportColumns}. Headers: `Content-Disposition: attachment;
 * filename="…"`, `X-Export-Rows` (the rows matching when it started), `Cache-Control: no-store`.
 * 400 on a bad query, 401/403 as the list; 429 with `Retry-After` past the caps of `deps.exports.slots`
 * (the slot is given back when the export ends, whatever the reason). A failure after the headers were
 * sent cuts the download short (the client sees fewer rows than announced); a client that goes away
 * stops it; one that takes nothing for `deps.exports.idleTimeoutMs` has its connection closed (logged
 * as a warning, not an error).
 */
export function exportRoute(
  resource: ResourceDescription,
  repository: Repository,
  deps: CrudDeps & { exports: ExportLimits },
  options: ListScope & { overrides?: ExportOverrides },
): CrudRoute {
  const derived = exportColumns(resource, options.overrides);
  const listNames = Object.keys(resource.lists ?? {}).filter((name) => derived.some((column) => column.key === name));
  const title = upperFirst(resource.plural ?? `${resource.label}s`);
  const { slots, idleTimeoutMs } = deps.exports;
  return {
    method: 'GET',
    url: '/export',
    schema: {
      tags: [resource.name],
      summary: `Every ${resource.label} of the list query as a CSV or XLSX file (streamed; docs/exports.md)`,
      querystring: exportQuerySchema(resource, options.filters),
      response: errorResponses(400, 403, 429),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { format, tz, ...query } = request.query as ListQuery & { format: keyof typeof FORMATS; tz?: string };
      const where = options.where(request, query);
      const columns = inTimeZone(await expandColumns(derived, (table) => slots.read(() => orderedNames(deps.db, table))), tz ?? 'UTC');
      const out = new PassThrough();
      // After the client left, writes to the destroyed stream fail quietly; the export stops at its next batch.
      out.on('error', (error) => request.log.debug({ err: error }, 'export stream closed'));
      const writer = format === 'csv' ? csvWriter(out, columns) : xlsxWriter(out, columns, title);
      let gone = false;
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) {
          gone = true;
          out.destroy();
        }
      });
      const outClosed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      /**
       * Waits for the client to take what `waiting` hands it, at most `idleTimeoutMs` without progress;
       * stops at once when the client went away (the XLSX writer's end would wait for ever on a destroyed output).
       */
      const sending = <T>(waiting: Promise<T>) =>
        whileSending(
          [reply.raw, out],
          idleTimeoutMs,
          Promise.race([
            waiting,
            outClosed.then(() => {
              if (gone) throw new ClientGone();
              return waiting;
            }),
          ]),
        );
      const release = slots.take(request.user!.id);
      let announce: (total: number) => void = () => {};
      const announced = new Promise<number>((resolve) => (announce = resolve));
      const run = repository
        .viewedBy(request.user)
        .eachBatch(
          query,
          where,
          EXPORT_BATCH_ROWS,
          {
            total: (total) => {
              writer.start();
              announce(total);
            },
            read: slots.read,
            batch: async (rows) => {
              if (gone) throw new ClientGone();
              const records: RecordJson[] = [];
              await inSlices(rows, (slice) => void records.push(...slice.map((row) => recordJson(resource, row))));
              const names = await slots.read(() => loadNames(deps.db, resource, columns, records));
              if (gone) throw new ClientGone();
              // The batch's reads are over: the wait on the client holds no connection.
              await sending(
                (async () => {
                  await inSlices(records, (slice) => writer.rows(slice.map((record) => columns.map((column) => column.value(record, names)))));
                  await drained(out);
                })(),
              );
            },
          },
          listNames,
        )
        .then(() => sending(writer.end()))
        // The slot is held until the response took the whole file (what is left sits in the socket's buffers).
        .then(() => sending(finished(out)));
      void run.then(release, release);
      // A failure before the first byte (database down, bad query) answers as any request; after it, it cuts the stream.
      const total = await Promise.race([announced, run.then(() => announced)]);
      run.catch((error: unknown) => {
        if (error instanceof IdleSendTimeout && !gone) {
          request.log.warn({ idleTimeoutMs: error.ms }, `export aborted: the client read nothing for ${error.ms} ms`);
          // Closes the connection: the client's download ends incomplete, and nothing waits on it any more.
          reply.raw.destroy();
          out.destroy();
        } else if (gone || error instanceof ClientGone) {
          request.log.info('export stopped: the client went away');
          out.destroy();
        } else {
          request.log.error({ err: error }, 'export failed after it started');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      });
      const { contentType, extension } = FORMATS[format];
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${exportFileName(resource, extension)}"`)
        .header('x-export-rows', String(total))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out);
    },
  };
}
