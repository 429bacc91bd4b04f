import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { PAGE_SIZES } from './listState';

/** How many page numbers the pager shows at most, centred on the current page. */
const PAGE_LINKS = 5;

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Records per page: one of PAGE_SIZES. */
  pageSize: number;
  /** Records the pager pages through (for a total that is not exact: those known to exist, and one more while a next page follows). */
  records: number;
  /** Whether "Last Page" is offered (not for a total nobody has counted, "1,000+"). */
  showLast: boolean;
  /** Shown on the left (the list's range, "1–10 of 16"). */
  left: ReactNode;
  /** Called with the page asked for (1-based). */
  onPage: (page: number) => void;
  /** Called with the page size chosen. */
  onPageSize: (pageSize: number) => void;
}

/** The page numbers shown around `page` of `pages` (at most {@link PAGE_LINKS}). */
export function pageLinks(page: number, pages: number): number[] {
  const count = Math.min(PAGE_LINKS, pages);
  const first = Math.max(1, Math.min(page - Math.floor(count / 2), pages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/**
 * The pager under a list (DESIGN §4 server paging): first, previous, the page numbers around the
 * current one, next, last, then "Rows per page" (a native select of PAGE_SIZES). The buttons carry
 * the names screen readers and tests know ("First Page", "Page 2", "Next Page"…) and PrimeReact's
 * paginator classes, so the theme styles them; the current page has `aria-current="page"`.
 */
export function Pager({ page, pageSize, records, showLast, left, onPage, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(records / pageSize));
  const atFirst = page <= 1;
  const atLast = page >= pages;
  const step = (className: string, label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      className={`${className} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {icon}
    </button>
  );
  return (
    <nav className="p-paginator p-component p-paginator-bottom" aria-label="Pages">
      <div className="p-paginator-left-content">{left}</div>
      {step('p-paginator-first', 'First Page', 1, atFirst, <ChevronsLeft size={18} aria-hidden="true" />)}
      {step('p-paginator-prev', 'Previous Page', page - 1, atFirst, <ChevronLeft size={18} aria-hidden="true" />)}
      <span className="p-paginator-pages">
        {pageLinks(page, pages).map((number) => (
          <button
            key={number}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${number === page ? ' p-highlight' : ''}`}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ))}
      </span>
      {step('p-paginator-next', 'Next Page', page + 1, atLast, <ChevronRight size={18} aria-hidden="true" />)}
      {showLast && step('p-paginator-last', 'Last Page', pages, atLast, <ChevronsRight size={18} aria-hidden="true" />)}
      <select className="p-inputtext p-component crud-page-size" aria-label="Rows per page" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
