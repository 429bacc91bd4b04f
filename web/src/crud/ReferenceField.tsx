import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import type { ReferenceSource } from './choices';

/** Props of {@link ReferenceField}: those of {@link ChoiceField} but the options, which come from `source`. */
export type ReferenceFieldProps = Omit<ChoiceFieldProps, 'options' | 'ready' | 'loading' | 'loadError'> & {
  /** Where the records come from (a resource's `allX` query). */
  source: ReferenceSource;
};

/**
 * A reference field of the generic form (a position's department, a department's head): its
 * records from the source's `allX` query (from the cache at once, refreshed from the server, so a
 * record created a moment ago is there), in a searchable {@link ChoiceField}. When they cannot be
 * loaded (also a read-fallback warning) the picker says "Could not load <plural>.".
 */
export function ReferenceField({ source, ...props }: ReferenceFieldProps) {
  const { data, loading, error } = useQuery(source.document, { fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => (data ? source.options(data) : []), [data, source]);
  return (
    <ChoiceField
      {...props}
      options={options}
      ready={data !== undefined && !loading && !error}
      loading={loading && data === undefined}
      loadError={error ? `Could not load ${source.plural}.` : null}
    />
  );
}
