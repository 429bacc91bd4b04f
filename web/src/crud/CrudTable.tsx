import { useEffect, useState } from 'react';
import { DataTable, type DataTablePageEvent, type DataTableRowReorderEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown, type DropdownChangeEvent } from 'primereact/dropdown';
import type { PaginatorChangeEvent, PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';
import { Button } from 'primereact/button';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { listRangeText } from './listRange';
import { PAGE_SIZES, type ListState } from './listState';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';
import type { RecordOrder } from './kinds/ordered/useRecordOrder';
import './crudTable.css';

/**
 * The pager under the table: first, previous, page numbers, next, last, then the page size as a
 * dropdown named "Rows per page" (PrimeReact's own is named "Jump to Page Dropdown", and leaves its
 * hidden native select and its arrow, a role="button" that takes no focus, without a name, which axe
 * counts as violations; the named input opens it from the keyboard, the arrow stays a pointer target).
 */
const PAGER: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: pageSizeDropdown,
};

/** {@link PAGER} for a total that is not exact ("1,000+"): no jump to a last page nobody has counted. */
const PAGER_WITHOUT_LAST: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: pageSizeDropdown,
};

function pageSizeDropdown(options: PaginatorRowsPerPageDropdownOptions) {
  return (
    <Dropdown
      value={options.value as number}
      options={options.options}
      onChange={(event: DropdownChangeEvent) => options.onChange(event as unknown as PaginatorChangeEvent)}
      appendTo={options.appendTo}
      aria-label="Rows per page"
      pt={{ select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } }}
    />
  );
}

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
 * The generic list table (DESIGN §4): a PrimeReact DataTable in lazy mode (the server pages and
 * sorts), page sizes 10/25/50 ("Rows per page"), the resource's columns (sortable ones click to sort; the first links
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
  const onPage = (event: DataTablePageEvent) => {
    if (event.rows !== state.pageSize) onChange({ pageSize: event.rows });
    else onChange({ page: Math.floor(event.first / event.rows) + 1 });
  };
  const onSort = (event: DataTableSortEvent) => {
    if (!event.sortField) return;
    onChange({ sortKey: event.sortField, direction: event.sortOrder === -1 ? 'DESC' : 'ASC' });
  };
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
  const onRowReorder = (event: DataTableRowReorderEvent<T['record'][]>) => {
    const moved = order?.shown[event.dragIndex];
    if (order && moved)
      order.reorder(
        event.value.map((record) => record.id),
        moved.id,
      );
  };

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
      <DataTable
        value={(order ? order.shown : items) as T['record'][]}
        reorderableRows={order !== undefined}
        onRowReorder={onRowReorder}
        dataKey="id"
        lazy
        paginator
        first={(state.page - 1) * state.pageSize}
        rows={state.pageSize}
        totalRecords={pagedRecords}
        rowsPerPageOptions={[...PAGE_SIZES]}
        paginatorTemplate={totalIsExact ? PAGER : PAGER_WITHOUT_LAST}
        paginatorLeft={
          <span className="crud-range" aria-live="polite" aria-atomic="true">
            {range}
          </span>
        }
        onPage={onPage}
        sortField={state.sortKey}
        sortOrder={state.direction === 'DESC' ? -1 : 1}
        onSort={onSort}
        loading={loading}
        emptyMessage={loading ? wording.loading : wording.empty}
        aria-busy={loading}
        stripedRows
        size="small"
      >
        {order && <Column rowReorder headerClassName="reorder-column" bodyClassName="reorder-column" header={<span className="visually-hidden">Drag to reorder</span>} />}
        {resource.columns.map((column, index) => (
          <Column
            key={column.key}
            field={column.key}
            header={column.header}
            sortable={column.sortField !== undefined}
            body={(record: T['record']) =>
              index === 0 && resource.detailPath ? <Link to={resource.detailPath(record)}>{column.cell(record)}</Link> : column.render ? column.render(record) : column.cell(record)
            }
          />
        ))}
        {(order || onEdit || (onDelete && resource.remove)) && <Column header="Actions" body={actions} headerClassName="actions-column" bodyClassName="actions-column" />}
      </DataTable>
    </>
  );
}
