import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { ArrowDown, ArrowDownUp, ArrowUp, GripVertical, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { listRangeText } from './listRange';
import { nextSort, type ListState } from './listState';
import { Pager } from './Pager';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';
import type { RecordOrder } from './kinds/ordered/useRecordOrder';
import './crudTable.css';

/** Props of {@link CrudTable}. */
export interface CrudTableProps<T extends ResourceTypes> {
  resource: ResourceDescription<T>;
  wording: CrudWording;
  /** Page, page size and sort shown. */
  state: ListState;
  /** The page's records (empty while nothing is loaded). */
  items: readonly T['record'][];
  /** Records matching, on all pages. */
  total: number;
  /** False when more than `total` match (a search counted only that far, DESIGN §2); default true. */
  totalIsExact?: boolean;
  /** Whether a page follows the one shown (used when the total is not exact); default: while pages remain of `total`. */
  hasNextPage?: boolean;
  /** A request is under way. */
  loading: boolean;
  /** Called when the user pages, changes page size, or sorts. */
  onChange: (change: Partial<ListState>) => void;
  /** "Edit <name>" in each row; no such button without it. */
  onEdit?: (record: T['record']) => void;
  /** "Delete <name>" in each row (only for a resource with a delete mutation); no such button without it. */
  onDelete?: (record: T['record']) => void;
  /** The order controls of an ordered resource showing every record in its order (see useListOrder), else none. */
  order?: RecordOrder<T['record']>;
  /** Whether a row offers "Edit" and "Delete" (default: every row; Activities: only calls and meetings the caller may change). */
  canChange?: (record: T['record']) => boolean;
}

/**
 * The generic list table (DESIGN §4): a plain table in PrimeReact's DataTable classes (the theme styles
 * it; the server pages and sorts; a sortable header is a button, its `aria-sort` says the order), page sizes 10/25/50 ("Rows per page"), the resource's columns (sortable ones click to sort: ascending, descending, then the list's own order again; the first links
 * to the record's own page when the resource has one; a column's `render` may show more than its text), and per row the buttons "Edit <name>" and
 * "Delete <name>" (each when asked for; no "Actions" column without any); for an ordered resource showing every record in order (plan §5), a drag handle
 * per row and "Move <name> up"/"Move <name> down" (the focus stays with the moved record; a polite
 * status says where it went; a refused order goes back, with an alert). Under it, left of the pager, the list's total: "1–10 of 16" (listRange.ts; of
 * the records found when searched or filtered; a polite live region, so a screen reader hears it
 * change). Empty: "No <plural> found." and no total. A total that is not exact reads "1–10 of 1,000+", and
 * the pager then has no "last page" button; "next" stays while `hasNextPage`.
 */
export function CrudTable<T extends ResourceTypes>({
  resource,
  wording,
  state,
  items,
  total,
  totalIsExact = true,
  hasNextPage,
  loading,
  onChange,
  onEdit,
  onDelete,
  order,
  canChange = () => true,
}: CrudTableProps<T>) {
  // After "Move up"/"Move down", the focus stays on the moved record's button (or its other one at an end).
  const [moveFocus, setMoveFocus] = useState<{ label: string; other: string } | null>(null);
  const shownOrder = order?.shown;
  useEffect(() => {
    if (!moveFocus) return;
    const find = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]:not([disabled])`);
    const target = find(moveFocus.label) ?? find(moveFocus.other);
    if (target) {
      target.focus();
      setMoveFocus(null);
    }
  }, [moveFocus, shownOrder]);
  const drag = useRowDrag(order);
  // Ascending, descending, then back to the list's own order (listState.ts nextSort).
  const sortBy = (sortKey: string) => onChange(nextSort(state, sortKey, resource.defaultSort));
  const actions = (record: T['record']) => {
    const name = resource.rowLabel(record);
    const index = order ? order.shown.findIndex((shown) => shown.id === record.id) : -1;
    const up = `Move ${name} up`;
    const down = `Move ${name} down`;
    return (
      <div className="row-actions">
        {order && (
          <>
            <Button
              type="button"
              text
              rounded
              aria-label={up}
              icon={<ArrowUp size={18} aria-hidden="true" />}
              disabled={index <= 0}
              onClick={() => {
                setMoveFocus({ label: up, other: down });
                order.move(record.id, -1);
              }}
            />
            <Button
              type="button"
              text
              rounded
              aria-label={down}
              icon={<ArrowDown size={18} aria-hidden="true" />}
              disabled={index < 0 || index >= order.shown.length - 1}
              onClick={() => {
                setMoveFocus({ label: down, other: up });
                order.move(record.id, 1);
              }}
            />
          </>
        )}
        {onEdit && canChange(record) && (
          <Button type="button" text rounded aria-label={wording.editLabel(name)} icon={<Pencil size={18} aria-hidden="true" />} onClick={() => onEdit(record)} />
        )}
        {onDelete && resource.remove && canChange(record) && (
          <Button
            type="button"
            text
            rounded
            severity="danger"
            aria-label={wording.deleteLabel(name)}
            icon={<Trash2 size={18} aria-hidden="true" />}
            onClick={() => onDelete(record)}
          />
        )}
      </div>
    );
  };

  const range = listRangeText({ page: state.page, pageSize: state.pageSize, total, exact: totalIsExact });
  // Not exact: the pager counts the pages known to exist, and one more while a next page follows.
  const pagedRecords = totalIsExact ? total : Math.max(total, state.page * state.pageSize + (hasNextPage === false ? 0 : 1));
  const rows = order ? order.shown : items;
  const hasActions = order !== undefined || onEdit !== undefined || (onDelete !== undefined && resource.remove !== undefined);
  const columnCount = resource.columns.length + (order ? 1 : 0) + (hasActions ? 1 : 0);
  const cellOf = (column: (typeof resource.columns)[number], index: number, record: T['record']): ReactNode =>
    index === 0 && resource.detailPath ? <Link to={resource.detailPath(record)}>{column.cell(record)}</Link> : column.render ? column.render(record) : column.cell(record);

  return (
    <>
      {order && (
        <>
          <span className="visually-hidden" role="status" aria-live="polite">
            {order.announcement ?? ''}
          </span>
          {order.problem && (
            <p role="alert" className="crud-order-problem p-error">
              {order.problem}
            </p>
          )}
        </>
      )}
      <div className="p-datatable p-component p-datatable-sm p-datatable-striped crud-table" aria-busy={loading}>
        {loading && (
          <div className="p-datatable-loading-overlay p-component-overlay">
            <LoaderCircle className="p-datatable-loading-icon crud-spin" size={32} aria-hidden="true" />
          </div>
        )}
        <div className="p-datatable-wrapper">
          <table className="p-datatable-table">
            <thead className="p-datatable-thead">
              <tr>
                {order && (
                  <th className="reorder-column" scope="col">
                    <span className="visually-hidden">Drag to reorder</span>
                  </th>
                )}
                {resource.columns.map((column) => {
                  if (column.sortField === undefined)
                    return (
                      <th key={column.key} scope="col">
                        {column.header}
                      </th>
                    );
                  const sorted = state.sortKey === column.key;
                  const direction = sorted ? (state.direction === 'DESC' ? 'descending' : 'ascending') : undefined;
                  const SortIcon = !sorted ? ArrowDownUp : state.direction === 'DESC' ? ArrowDown : ArrowUp;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={`p-sortable-column${sorted ? ' p-highlight' : ''}`}
                      aria-sort={direction ?? 'none'}
                      onClick={() => sortBy(column.key)}
                    >
                      <button
                        type="button"
                        className="crud-sort"
                        onClick={(event) => {
                          event.stopPropagation();
                          sortBy(column.key);
                        }}
                      >
                        <span className="p-column-title">{column.header}</span>
                        <SortIcon className="p-sortable-column-icon" size={14} aria-hidden="true" />
                      </button>
                    </th>
                  );
                })}
                {hasActions && (
                  <th className="actions-column" scope="col">
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="p-datatable-tbody">
              {rows.length === 0 ? (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={columnCount}>{loading ? wording.loading : wording.empty}</td>
                </tr>
              ) : (
                rows.map((record, rowIndex) => (
                  <tr key={record.id} className={rowIndex % 2 === 1 ? 'p-row-odd' : undefined} {...drag.rowProps(record.id, rowIndex)}>
                    {order && (
                      <td className="reorder-column">
                        <span className="p-datatable-reorderablerow-handle" aria-hidden="true" onMouseDown={() => drag.grab(record.id)}>
                          <GripVertical size={18} />
                        </span>
                      </td>
                    )}
                    {resource.columns.map((column, index) => (
                      <td key={column.key}>{cellOf(column, index, record)}</td>
                    ))}
                    {hasActions && <td className="actions-column">{actions(record)}</td>}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          records={pagedRecords}
          showLast={totalIsExact}
          left={
            <span className="crud-range" aria-live="polite" aria-atomic="true">
              {range}
            </span>
          }
          onPage={(page) => onChange({ page })}
          onPageSize={(pageSize) => onChange({ pageSize })}
        />
      </div>
    </>
  );
}

/**
 * Dragging a row of an ordered list by its handle (HTML drag and drop; the keyboard has "Move up"/"Move
 * down"): only the row whose handle was pressed is draggable; dropping it on another row puts it at
 * that row's position, and `order.reorder` saves every id in the new order.
 */
function useRowDrag<R extends { id: string }>(order: RecordOrder<R> | undefined) {
  const [grabbed, setGrabbed] = useState<string | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const reset = () => {
    setGrabbed(null);
    setFrom(null);
  };
  return {
    grab: (id: string) => setGrabbed(id),
    rowProps: (id: string, index: number) =>
      order
        ? {
            draggable: grabbed === id,
            onDragStart: (event: React.DragEvent) => {
              event.dataTransfer.setData('text/plain', id);
              setFrom(index);
            },
            onDragOver: (event: React.DragEvent) => {
              if (from !== null) event.preventDefault();
            },
            onDrop: (event: React.DragEvent) => {
              event.preventDefault();
              const moved = from === null ? undefined : order.shown[from];
              if (moved && from !== index) {
                const ids = order.shown.map((record) => record.id).filter((shownId) => shownId !== moved.id);
                ids.splice(index, 0, moved.id);
                order.reorder(ids, moved.id);
              }
              reset();
            },
            onDragEnd: reset,
          }
        : {},
  };
}
