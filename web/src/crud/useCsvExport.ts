import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { alertStore } from '../alerts/alertStore';
import { escapeHtml } from '../alerts/escapeHtml';
import { errorMessage } from '../lib/graphql/graphqlErrors';
import { saveBlob } from '../download/saveBlob';
import type { FilterValues } from './listFilters';
import type { ListState } from './listState';
import { listVariables } from './listVariables';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';

/** Records per request while exporting: the most a list query gives (schema.graphql `pageSize` 1–100). */
export const EXPORT_PAGE_SIZE = 100;

/** Pages a list export reads at the most (100 000 records), so a server that never ends cannot loop forever. */
const MAX_EXPORT_PAGES = 1000;

/**
 * "Export CSV" of a list (DESIGN §4): reads every page of the list query, 100 records at a time,
 * with the list's current search, sort and filters, from the server (not the cache), then saves
 * `<plural>.csv` with the table's columns (UTF-8 with a byte-order mark, so spreadsheets read accents). A failure (also a read-fallback warning: the records
 * could not all be read) saves nothing and shows an error alert. Returns whether an export is
 * under way and the function starting one.
 */
export function useCsvExport<T extends ResourceTypes>(
  resource: ResourceDescription<T>,
  wording: CrudWording,
  state: ListState,
  filters: FilterValues,
): { exporting: boolean; exportCsv: () => Promise<void> } {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const records: T['record'][] = [];
      for (let page = 1; page <= MAX_EXPORT_PAGES; page++) {
        const result = await client.query({
          query: resource.list.document,
          variables: listVariables(resource, state, filters, { page, pageSize: EXPORT_PAGE_SIZE }),
          fetchPolicy: 'network-only',
        });
        if (result.error) throw result.error as Error;
        const { items, total } = resource.list.page(result.data);
        records.push(...items);
        if (items.length < EXPORT_PAGE_SIZE || records.length >= total) break;
      }
      // papaparse loads with the first export, not with the list.
      const { buildCsv, csvFileName } = await import('./csv');
      const csv = buildCsv(resource.columns, records);
      saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), csvFileName(resource.plural));
    } catch (error) {
      alertStore.error(`${escapeHtml(wording.exportFailed)} ${escapeHtml(errorMessage(error))}`, { autoClose: false });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
