import DataLoader from 'dataloader';
import type { UpstreamDataSource } from '../upstream/data-source';
import { UpstreamError } from '../upstream/upstream-error';
import { objectOf } from './record-mapping';
import type { GraphqlObject, Resource } from './resource';

/** Finds a resource by its catalogue name (setup/registry.ts `resourceByPath`). */
export type ResourceLookup = (restPath: string) => Resource;

/** Most ids one `?ids=` list call asks for (DESIGN §2: at most 100). */
export const MAX_IDS_PER_CALL = 100;

/**
 * `<upstream URL> <resource>` of the list routes without `?ids=` (a server of the contract from before
 * it: it refused the parameter with 400 or 404, or answered records that were not asked for): later
 * batches go straight to one `GET /{id}` per id. A fact about a server, not data, so keeping it for the
 * process's life shares nothing between callers (DESIGN §1: each replica learns it once).
 */
const WITHOUT_IDS = new Set<string>();

/**
 * A referenced record the upstream refused to show this caller (403 on its `GET /{id}`): the reference
 * resolver answers null PLUS a warning (docs/graphql-grammar.md "Mutations": never a silent null).
 */
export class Withheld {
  constructor(readonly error: UpstreamError) {}
}

/** What a reference load yields: the object, null (no such record), or {@link Withheld}. */
export type LoadedReference = GraphqlObject | null | Withheld;

/**
 * One request's loaders of referenced records (DESIGN §3; references are ids), one DataLoader per
 * resource, created on first use and never shared with another request (each carries its caller's
 * token through `upstream`). Every reference asked for in the same tick of execution is one batch:
 * - one distinct id → `GET /setup/{resource}/{id}`;
 * - two or more → `GET /setup/{resource}/?ids=a,b,…&limit=100` (per 100 ids; docs/setup-contract.md
 *   "Batched reads"), which answers only what the caller may read; the records are picked by `_id`;
 *   a caller who may not call it (403) → none found;
 * - a server without `ids` (it answers 400 or 404, or ignores the parameter and answers records not
 *   asked for) → none found, and from then on that server and resource get no `?ids=` call;
 * - any id still missing → its own `GET /setup/{resource}/{id}`: 404 → null, 403 → {@link Withheld}
 *   (never `/all`, which a caller who may read some records, a Hod and the employees, may not call).
 * So against a server of the contract a page of employees costs about one upstream call per referenced
 * resource, whatever its size; against one without `ids`, one call per distinct referenced id.
 * A failed call (unavailable, 401) rejects every id of its batch with that {@link UpstreamError}
 * (the reference resolver then falls back, spec §8). Answers are cached for this request only.
 */
export class ReferenceLoaders {
  private readonly loaders = new Map<string, DataLoader<string, LoadedReference>>();

  constructor(
    private readonly upstream: UpstreamDataSource,
    private readonly lookup: ResourceLookup,
  ) {}

  /** The GraphQL object of record `id` of the resource `restPath`, null when there is none, {@link Withheld} when refused. */
  load(restPath: string, id: string): Promise<LoadedReference> {
    return this.loaderFor(restPath).load(id);
  }

  private loaderFor(restPath: string): DataLoader<string, LoadedReference> {
    let loader = this.loaders.get(restPath);
    if (!loader) {
      const resource = this.lookup(restPath);
      loader = new DataLoader((ids) => this.batch(resource, ids), { maxBatchSize: MAX_IDS_PER_CALL });
      this.loaders.set(restPath, loader);
    }
    return loader;
  }

  private async batch(resource: Resource, ids: readonly string[]): Promise<Array<LoadedReference | Error>> {
    try {
      const found = ids.length === 1 ? new Map<string, unknown>() : await this.byIds(resource, ids);
      return await Promise.all(ids.map(async (id) => (found.has(id) ? objectOf(resource, found.get(id)) : this.one(resource, id))));
    } catch (error) {
      return ids.map(() => asError(error));
    }
  }

  /** The records of `ids` that `?ids=` answers, by `_id`; empty from a server without `ids` (then each id is read on its own). */
  private async byIds(resource: Resource, ids: readonly string[]): Promise<Map<string, unknown>> {
    const server = `${this.upstream.upstreamUrl} ${resource.restPath}`;
    if (WITHOUT_IDS.has(server)) return new Map();
    let records: unknown[];
    try {
      records = (await this.upstream.list(resource, { page: 1, limit: MAX_IDS_PER_CALL, filters: { ids: ids.join(',') } })).docs;
    } catch (error) {
      if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 403 && error.status !== 404)) throw error;
      // 403: this caller may not call the list (an Employee and `reportsTo`), which says nothing of the server.
      if (error.status !== 403) WITHOUT_IDS.add(server);
      return new Map();
    }
    const asked = new Set(ids);
    const found = new Map(records.map((record) => [(record as { _id: string })._id, record]));
    if ([...found.keys()].some((id) => !asked.has(id))) WITHOUT_IDS.add(server);
    for (const id of found.keys()) if (!asked.has(id)) found.delete(id);
    return found;
  }

  /** `GET /{id}`: the object; 404 → null; 403 → {@link Withheld}; anything else rejects. */
  private async one(resource: Resource, id: string): Promise<LoadedReference> {
    try {
      return objectOf(resource, await this.upstream.getOne(resource, id));
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      if (error instanceof UpstreamError && error.status === 403) return new Withheld(error);
      throw error;
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
