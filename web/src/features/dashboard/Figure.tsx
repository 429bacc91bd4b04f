import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ICON_SIZE, ICON_STROKE } from '../../layout/iconDefaults';

/** Props of {@link Figure}. */
export interface FigureProps {
  /** What is counted, e.g. "Companies". */
  label: string;
  /** The number; undefined while loading or when it could not be loaded. */
  value: number | undefined;
  /** It is being loaded. */
  loading?: boolean;
  /** It could not be loaded. */
  failed?: boolean;
  /** Icon beside the number. */
  icon: LucideIcon;
  /** Screen that lists what is counted. */
  to?: string;
  /** A line under the label, e.g. "2 submitted, 1 approved". */
  detail?: string;
  /** The number is a lower bound (a capped count): shown as "1,000+". */
  more?: boolean;
}

/**
 * One dashboard figure (DESIGN §5 Dashboard): a card with an icon, the number (or "…" while loading,
 * "—" with "Could not load" when it failed), its label and an optional detail line, linking to its screen when given.
 */
export function Figure({ label, value, loading, failed, icon: Icon, to, detail, more }: FigureProps) {
  let shown = value === undefined ? '—' : `${value.toLocaleString('en')}${more ? '+' : ''}`;
  if (loading) shown = '…';
  const content = (
    <>
      <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" className="figure-icon" />
      <span className="figure-value">{shown}</span>
      <span className="figure-label">{label}</span>
      {detail && <span className="figure-detail">{detail}</span>}
      {failed && <span className="figure-note">Could not load</span>}
    </>
  );
  return <li className="figure">{to ? <Link to={to}>{content}</Link> : <div>{content}</div>}</li>;
}
