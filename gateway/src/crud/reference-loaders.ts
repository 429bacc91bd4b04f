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
 * `<upstream URL> <resource>` of the list routes that refused `?ids=` with 400 (a server of the contract
 * from before it): later batches go straight to `/all`. A fact about a server, not data, so keeping it
 * for the process's life shares nothing between callers (DESIGN §1: each replica learns it once).
 */
const REFUSES_IDS = new Set<string>();

/**
 * A referenced record the upstream refused to show this caller (403 on its `GET /{id}`): the reference
 * resolver answers null PLUS a warning (plan §4: never a silent null).
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
 * - two or more → `GET /setup/{resource}/?ids=a,b,…&limit=100` (per 100 ids), the records picked by
 *   `_id`; a server that refuses `ids` (400, a server of the contract before it) → ONE
 *   `GET /setup/{resource}/all` instead, and from then on for that server and resource; a caller who
 *   may not list them (403) → none found;
 * - any id still missing → its own `GET /setup/{resource}/{id}`: 404 → null, 403 → {@link Withheld}.
 * So a page of employees costs about one upstream call per referenced resource, whatever its size.
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

  /** The records of `ids` the list answers, by `_id` (`?ids=`, or the full list from a server without it). */
  private async byIds(resource: Resource, ids: readonly string[]): Promise<Map<string, unknown>> {
    const server = `${this.upstream.upstreamUrl} ${resource.restPath}`;
    let records: unknown[];
    try {
      if (REFUSES_IDS.has(server)) records = await this.upstream.all(resource);
      else records = (await this.upstream.list(resource, { page: 1, limit: MAX_IDS_PER_CALL, filters: { ids: ids.join(',') } })).docs;
    } catch (error) {
      if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 403)) throw error;
      // 403: this caller may not list them (an Employee and `reportsTo`): each id is asked on its own.
      if (error.status === 403) return new Map();
      REFUSES_IDS.add(server);
      records = await this.upstream.all(resource);
    }
    return new Map(records.map((record) => [(record as { _id: string })._id, record]));
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
