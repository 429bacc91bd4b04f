import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { ChoiceField } from '../../crud/ChoiceField';
import { ListFilterButtons } from '../../crud/ListFilterButtons';
import { ReferenceField } from '../../crud/ReferenceField';
import { useChoiceSource } from '../../crud/choiceSources';
import { DateRangeField } from '../../crud/kinds/dateRange/DateRangeField';
import { ExportButtons } from '../../exports/ExportButtons';
import type { BoundField } from '../../forms/useFormState';
import type { DateRangeValue } from '../../forms/validation';
import { ExportPeopleDocument } from '../../generated/documents/ExportPeopleDocument';
import { useCurrentUser } from '../../session/useCurrentUser';
import { exportFileUrl, exportParams, isDayRange, type ExportFilter, type ExportFilterValues, type ExportScreen } from './exportScreens';
import '../../crud/crud.css';
import './exportScreen.css';

/** A filter value as a field of its own (the pickers and the range input are the forms'). */
function bound<V extends string | DateRangeValue>(name: string, value: V, onChange: (value: V) => void, error: string | null = null): BoundField<V> {
  return { name, value, error, onChange, onBlur: () => undefined };
}

const NO_RANGE: DateRangeValue = { from: '', to: '' };

/** A half-filled or reversed day range's message, else null. */
function rangeProblem(value: DateRangeValue): string | null {
  if (!value.from && !value.to) return null;
  if (!value.from || !value.to) return 'Give both days, or neither';
  return isDayRange(value) ? null : 'The last day must not be before the first';
}

/** One filter's input, by its kind. */
function FilterInput({
  filter,
  value,
  onChange,
  people,
}: {
  filter: ExportFilter;
  value: string | DateRangeValue | undefined;
  onChange: (value: string | DateRangeValue) => void;
  people: { value: string; label: string }[] | null;
}) {
  const customers = useChoiceSource('customers');
  const text = typeof value === 'string' ? value : '';
  switch (filter.kind) {
    case 'search':
      return (
        <label className="export-filter-search">
          <span>{filter.label}</span>
          <InputText value={text} maxLength={200} onChange={(event) => onChange(event.target.value)} />
        </label>
      );
    case 'choice':
      return <ChoiceField label={filter.label} multiple={false} options={filter.choices ?? []} values={{}} bound={bound(filter.key, text, onChange)} ready clearable />;
    case 'person':
      return people && people.length > 1 ? (
        <ChoiceField label={filter.label} multiple={false} options={people} values={{}} bound={bound(filter.key, text, onChange)} ready clearable />
      ) : null;
    case 'customer':
      return <ReferenceField label={filter.label} multiple={false} values={{}} bound={bound(filter.key, text, onChange)} source={customers} clearable />;
    case 'dates': {
      const range = typeof value === 'object' ? value : NO_RANGE;
      return <DateRangeField label={filter.label} bound={bound(filter.key, range, onChange, rangeProblem(range))} />;
    }
  }
}

/**
 * An export screen of the §2 menu (Customer exports, GVR exports, Equipment and Event Requisition
 * Exports; docs/exports.md "Export screens"): what it exports (a choice when it offers several), its
 * filters, then "Export CSV" / "Export XLSX" with progress and cancel (exports/ExportButtons.tsx). The
 * file holds exactly what the caller's list would show with those filters: the server decides who sees which rows.
 */
export function ExportScreenPage({ screen }: { screen: ExportScreen }) {
  const user = useCurrentUser();
  const [dataset, setDataset] = useState(screen.datasets[0]!.name);
  const [values, setValues] = useState<ExportFilterValues>({});
  const wantsPeople = screen.filters.some((filter) => filter.kind === 'person');
  const peopleQuery = useQuery(ExportPeopleDocument, { variables: { employeeId: user?.id ?? '' }, skip: !wantsPeople || !user, fetchPolicy: 'cache-first' });
  const people = peopleQuery.data ? peopleQuery.data.gvrViewList.map((person) => ({ value: person.id, label: person.employeeName })) : null;
  const shown = screen.filters.filter((filter) => filter.params[dataset] !== undefined);
  const invalid = shown.some((filter) => filter.kind === 'dates' && typeof values[filter.key] === 'object' && rangeProblem(values[filter.key] as DateRangeValue) !== null);
  const label = screen.datasets.find((entry) => entry.name === dataset)?.label ?? dataset;

  return (
    <section className="crud-page export-screen">
      <h1>{screen.title}</h1>
      <p className="export-intro">{screen.intro}</p>
      {screen.datasets.length > 1 && (
        <ListFilterButtons
          filters={[{ key: 'dataset', label: 'Records', options: screen.datasets.map((entry) => ({ value: entry.name, label: entry.label, variables: {} })) }]}
          values={{ dataset }}
          onChoose={(_filter, value) => setDataset(value)}
        />
      )}
      <form className="export-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        {shown.map((filter) => (
          <FilterInput
            key={filter.key}
            filter={filter}
            value={values[filter.key]}
            people={people}
            onChange={(value) => setValues((current) => ({ ...current, [filter.key]: value }))}
          />
        ))}
      </form>
      <div className="export-actions">
        <ExportButtons
          what={label.toLowerCase()}
          disabled={invalid}
          url={(format) => exportFileUrl(dataset, format, exportParams(screen, dataset, values))}
          fileName={(format) => `${dataset}.${format}`}
        />
      </div>
    </section>
  );
}
