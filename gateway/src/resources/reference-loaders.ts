import DataLoader from 'dataloader';
import type { UpstreamDataSource } from '../upstream/data-source';
import { UpstreamError } from '../upstream/upstream-error';
import { objectOf } from './record-mapping';
import type { AnyResourceDescription } from './resource';

/** Finds a resource description by its REST path (resources/registry.ts `resourceByPath`). */
export type ResourceLookup = (restPath: string) => AnyResourceDescription;

/**
 * One request's loaders of referenced records (DESIGN §3; docs/setup-contract.md: references are
 * ids), one DataLoader per resource, created on first use and never shared with another request
 * (each carries its caller's token through `upstream`). Every reference asked for in the same tick
 * of execution is one batch:
 * - one distinct id → `GET /setup/{resource}/{id}` (404 → null);
 * - two or more → ONE `GET /setup/{resource}/all`, picked by `_id` (missing → null).
 * So a page of employees costs at most one upstream call per referenced resource, whatever its size.
 * A failed call rejects every id of its batch with that {@link UpstreamError} (the reference
 * resolver then falls back, spec §8). Answers are cached for this request only.
 */
export class ReferenceLoaders {
  private readonly loaders = new Map<string, DataLoader<string, Record<string, unknown> | null>>();

  constructor(
    private readonly upstream: UpstreamDataSource,
    private readonly lookup: ResourceLookup,
  ) {}

  /** The GraphQL object of record `id` of the resource at `restPath`, or null when there is none. */
  load(restPath: string, id: string): Promise<Record<string, unknown> | null> {
    return this.loaderFor(restPath).load(id);
  }

  private loaderFor(restPath: string): DataLoader<string, Record<string, unknown> | null> {
    let loader = this.loaders.get(restPath);
    if (!loader) {
      const description = this.lookup(restPath);
      loader = new DataLoader((ids) => this.batch(description, ids));
      this.loaders.set(restPath, loader);
    }
    return loader;
  }

  private async batch(description: AnyResourceDescription, ids: readonly string[]): Promise<Array<Record<string, unknown> | null | Error>> {
    if (ids.length === 1) {
      try {
        return [objectOf(description, await this.upstream.getOne(description, ids[0]!))];
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return [null];
        return [asError(error)];
      }
    }
    try {
      const records = await this.upstream.all(description);
      const byId = new Map(records.map((record) => [(record as { _id: string })._id, record]));
      return ids.map((id) => (byId.has(id) ? objectOf(description, byId.get(id)) : null));
    } catch (error) {
      return ids.map(() => asError(error));
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
