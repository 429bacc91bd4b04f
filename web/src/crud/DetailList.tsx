import './detailList.css';

/** What {@link DetailList} shows when a value is missing. */
export const NO_VALUE = '—';

/** One row of a {@link DetailList}: the term and its value (missing: null, undefined or blank). */
export type DetailRow = readonly [string, string | null | undefined];

/**
 * A record's details as a description list of [term, value] rows (the profile pages, a record's
 * page); a missing value (null, undefined or blank) shows as "—". `className` adds a class of the
 * caller's (the profile's `profile-details`, which its browser tests find it by).
 */
export function DetailList({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={className ? `detail-list ${className}` : 'detail-list'}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? NO_VALUE : value}</dd>
        </div>
      ))}
    </dl>
  );
}
