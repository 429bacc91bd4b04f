import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown, type DropdownChangeEvent } from 'primereact/dropdown';
import type { PaginatorChangeEvent, PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';
import { Button } from 'primereact/button';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { listRangeText } from './listRange';
import { PAGE_SIZES, type ListState } from './listState';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';
import './crudTable.css';

/**
 * The pager under the table: first, previous, page numbers, next, last, then the page size as a
 * dropdown named "Rows per page" (PrimeReact's own is named "Jump to Page Dropdown", and leaves its
 * hidden native select and its arrow, a role="button" that takes no focus, without a name, which axe
 * counts as violations; the named input opens it from the keyboard, the arrow stays a pointer target).
 */
const PAGER: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => (
    <Dropdown
      value={options.value}
      options={options.options}
      onChange={(event: DropdownChangeEvent) => options.onChange(event as unknown as PaginatorChangeEvent)}
      appendTo={options.appendTo}
      aria-label="Rows per page"
      pt={{ select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } }}
    />
  ),
};

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
  /** A request is under way. */
  loading: boolean;
  /** Called when the user pages, changes page size, or sorts. */
  onChange: (change: Partial<ListState>) => void;
  onEdit: (record: T['record']) => void;
  onDelete: (record: T['record']) => void;
}

/**
 * The generic list table (DESIGN §4): a PrimeReact DataTable in lazy mode (the server pages and
 * sorts), page sizes 10/25/50 ("Rows per page"), the resource's columns (sortable ones click to sort; the first links
 * to the record's own page when the resource has one), and per row the buttons "Edit <name>" and
 * "Delete <name>". Under it, left of the pager, the list's total: "1–10 of 16" (listRange.ts; of
 * the records found when searched or filtered; a polite live region, so a screen reader hears it
 * change). Empty: "No <plural> found." and no total.
 */
export function CrudTable<T extends ResourceTypes>({
  resource,
  wording,
  state,
  items,
  total,
  loading,
  onChange,
  onEdit,
  onDelete,
}: CrudTableProps<T>) {
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
    return (
      <div className="row-actions">
        <Button
          type="button"
          text
          rounded
          aria-label={wording.editLabel(name)}
          icon={<Pencil size={18} aria-hidden="true" />}
          onClick={() => onEdit(record)}
        />
        <Button
          type="button"
          text
          rounded
          severity="danger"
          aria-label={wording.deleteLabel(name)}
          icon={<Trash2 size={18} aria-hidden="true" />}
          onClick={() => onDelete(record)}
        />
      </div>
    );
  };

  const range = listRangeText({ page: state.page, pageSize: state.pageSize, total });

  return (
    <DataTable
      value={items as T['record'][]}
      dataKey="id"
      lazy
      paginator
      first={(state.page - 1) * state.pageSize}
      rows={state.pageSize}
      totalRecords={total}
      rowsPerPageOptions={[...PAGE_SIZES]}
      paginatorTemplate={PAGER}
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
      {resource.columns.map((column, index) => (
        <Column
          key={column.key}
          field={column.key}
          header={column.header}
          sortable={column.sortField !== undefined}
          body={(record: T['record']) =>
            index === 0 && resource.detailPath ? <Link to={resource.detailPath(record)}>{column.cell(record)}</Link> : column.cell(record)
          }
        />
      ))}
      <Column header="Actions" body={actions} headerClassName="actions-column" bodyClassName="actions-column" />
    </DataTable>
  );
}
