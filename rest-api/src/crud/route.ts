import type { RouteOptions } from 'fastify';
import type { Guard } from '../auth/guard';
import type { Db } from '../db/database';
import type { FileStorage } from '../files/storage';
import type { Referrers } from './in-use';

/**
 * What the routes of a resource use: the database, the guard, the file store (owned files) and what
 * refers to records (src/crud/in-use.ts; the composer's src/resources/referrers.ts). Features above the
 * mechanism (exports, workflows) take this plus their own.
 */
export interface CrudDeps {
  db: Db;
  guard: Guard;
  storage: FileStorage;
  referrers: Referrers;
}

/** One route of the mechanism: what Fastify's `app.route` takes, before an access check is added. */
export type CrudRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'handler' | 'preHandler'>;
