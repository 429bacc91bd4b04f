import type { ReactNode } from 'react';

/** Props of {@link RecordListCard}. */
export interface RecordListCardProps {
  /** The card's heading, e.g. "Companies". */
  title: string;
  /** Loading and nothing to show yet. */
  loading: boolean;
  /** The list could not be loaded (also a read-fallback warning): `failedText` is shown. */
  failed: boolean;
  /** What to say when it could not be loaded, e.g. "Could not load the companies.". */
  failedText: string;
  /** What to say when it is empty. */
  emptyText: string;
  /** The entries: a key and what to show. */
  items: readonly { key: string; content: ReactNode }[];
  /** A line under the heading explaining the list. */
  note?: string;
}

/**
 * A card of the employee page listing related records (spec §7: their companies, their GVR view
 * list) with loading, could-not-load and empty states; never an empty list that hides a failure.
 */
export function RecordListCard({ title, loading, failed, failedText, emptyText, items, note }: RecordListCardProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  let body;
  if (loading && items.length === 0) body = <p role="status">Loading…</p>;
  else if (failed)
    body = (
      <p role="alert" className="record-error">
        {failedText}
      </p>
    );
  else if (items.length === 0) body = <p>{emptyText}</p>;
  else
    body = (
      <ul className="record-list" aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.key}>{item.content}</li>
        ))}
      </ul>
    );
  return (
    <section className="record-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {note && <p className="record-note">{note}</p>}
      {body}
    </section>
  );
}
