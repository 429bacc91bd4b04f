import { Button } from 'primereact/button';
import type { FilterValues } from './listFilters';
import type { ListFilter } from './resource';

/** Props of {@link ListFilterButtons}. */
export interface ListFilterButtonsProps {
  /** The resource's filters. */
  filters: readonly ListFilter[];
  /** The chosen option of each. */
  values: FilterValues;
  /** Called when an option is chosen. */
  onChoose: (filter: ListFilter, value: string) => void;
}

/**
 * A list's filters above the table (e.g. Employees' Show: All / Active / GVR): per filter a labelled
 * group of toggle buttons (`aria-pressed`), exactly one pressed; kept in the URL by the caller.
 */
export function ListFilterButtons({ filters, values, onChoose }: ListFilterButtonsProps) {
  return (
    <>
      {filters.map((filter) => (
        <div key={filter.key} className="crud-filters" role="group" aria-label={filter.label}>
          <span className="crud-filters-label" aria-hidden="true">
            {filter.label}
          </span>
          {filter.options.map((option) => {
            const pressed = values[filter.key] === option.value;
            return (
              <Button
                key={option.value}
                type="button"
                size="small"
                label={option.label}
                outlined={!pressed}
                aria-pressed={pressed}
                onClick={() => onChoose(filter, option.value)}
              />
            );
          })}
        </div>
      ))}
    </>
  );
}
