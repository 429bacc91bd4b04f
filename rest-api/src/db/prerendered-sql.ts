import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * `fragment` rendered to SQL text once, for a statement repeated many times (an export's keyset pages,
 * docs/exports.md): Drizzle walks a fragment's whole tree on every statement it builds, which for an
 * export's wide select list cost more than decoding its rows. A fragment with parameters is returned as
 * it is (its placeholders are numbered per statement).
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return params.length === 0 ? sql.raw(text) : fragment;
}
