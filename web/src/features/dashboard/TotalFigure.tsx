import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { LucideIcon } from 'lucide-react';
import { Figure } from './Figure';

/** Props of {@link TotalFigure}. */
export interface TotalFigureProps<Q> {
  /** What is counted. */
  label: string;
  /** A query asking one list for its total (e.g. `companies(pageSize: 1) { total }`). */
  document: TypedDocumentNode<Q, Record<string, never>>;
  /** Reads the total from the answer. */
  total: (data: Q) => number;
  /** Icon beside the number. */
  icon: LucideIcon;
  /** The list's screen. */
  to?: string;
}

/** A dashboard figure counting a gateway list by its `total` (DESIGN §5 Dashboard, Gvr and Admin). */
export function TotalFigure<Q>({ label, document, total, icon, to }: TotalFigureProps<Q>) {
  const { data, loading, error } = useQuery(document);
  return <Figure label={label} value={data ? total(data) : undefined} loading={loading && !data} failed={!!error && !data} icon={icon} to={to} />;
}
