import { ExportButtons } from './ExportButtons';
import { exportUrl, type ExportVariables } from './exportQuery';

/** Props of {@link ListExportButtons}. */
export interface ListExportButtonsProps {
  /** The list's catalogue name (`resource.catalogueName`): the export downloaded is `/files/exports/<name>`. */
  catalogueName: string;
  /** What is exported, in words and plural ("equipment requisitions"): messages and the fallback file name. */
  plural: string;
  /** The GraphQL list variables the screen queries now (search, sort, its filters; paging is left out). */
  variables: ExportVariables;
  /** Disables the buttons (e.g. while a filter is invalid). */
  disabled?: boolean;
}

/**
 * "Export CSV" / "Export XLSX" of a list screen (docs/exports.md "Web"): the server's export of what the
 * list shows now, its variables mapped to the REST export query by {@link exportUrl}. The one way every
 * list screen offers its export (the generic list, the workflow lists, Activities).
 */
export function ListExportButtons({ catalogueName, plural, variables, disabled }: ListExportButtonsProps) {
  return (
    <ExportButtons
      what={plural}
      url={(format) => exportUrl(catalogueName, format, variables)}
      fileName={(format) => `${plural.replace(/\s+/g, '-')}.${format}`}
      disabled={disabled}
    />
  );
}
