import type { DataSourceConfig } from '@apollo/datasource-rest';

/**
 * A cache that stores nothing, given to the data source so that no upstream answer is ever reused
 * (DESIGN §3: each answer belongs to the caller whose token fetched it). Every `get` misses.
 */
export const noHttpCache: NonNullable<DataSourceConfig['cache']> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => true,
};
