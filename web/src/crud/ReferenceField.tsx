import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import { INACTIVE_MARK, SEARCH_PAGE_SIZE, chosenValues, type ChoiceOption, type ChoiceSource, type ReferenceSource, type SearchedSource } from './choices';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Props of {@link ReferenceField}: those of {@link ChoiceField} but the options, which come from `source`. */
export type ReferenceFieldProps = Omit<ChoiceFieldProps, 'options' | 'ready' | 'loading' | 'loadError'> & {
  /** Where the records come from: a resource's `allX` query, or a search on the server. */
  source: ChoiceSource;
};

/**
 * A reference field of the generic form (a position's department, a department's head) in a
 * searchable {@link ChoiceField}: the records of a {@link ReferenceSource} all at once, those of a
 * large resource ({@link SearchedSource}) searched on the server as the user types. When they cannot
 * be loaded (also a read-fallback warning) the picker says "Could not load <plural>.".
 */
export function ReferenceField({ source, ...props }: ReferenceFieldProps) {
  return source.search ? <SearchedReferenceField source={source} {...props} /> : <ListedReferenceField source={source} {...props} />;
}

/**
 * The records of the source's `allX` query (from the cache at once, refreshed from the server, so a
 * record created a moment ago is there).
 */
function ListedReferenceField({ source, ...props }: Omit<ReferenceFieldProps, 'source'> & { source: ReferenceSource }) {
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

/** How long typing pauses before the picker searches (as the list's search box, DESIGN §4). */
const SEARCH_DELAY_MS = 300;

/**
 * A large resource's records searched on the server (DESIGN §3 "for pickers"): nothing is asked
 * until the panel opens; then the first {@link SEARCH_PAGE_SIZE} records, and as the user types
 * (debounced 300 ms) those matching the text, with "N of M shown" when there are more. The values
 * the form holds keep their labels from one get query each (an inactive one shows "(inactive)").
 * The options are never complete, so a held value is never dropped for not being among them.
 */
function SearchedReferenceField({ source, ...props }: Omit<ReferenceFieldProps, 'source'> & { source: SearchedSource }) {
  const { search, plural } = source;
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const searchLater = useDebouncedCallback(setTerm, SEARCH_DELAY_MS);
  const { data, previousData, loading, error } = useQuery(search.list, {
    variables: { ...search.variables, page: 1, pageSize: SEARCH_PAGE_SIZE, ...(term.trim() ? { search: term.trim() } : {}) },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  // A source that offers inactive records too (a filter over every customer) shows them marked.
  const found = useMemo(() => {
    const page = shown ? search.found(shown) : { options: [], total: 0 };
    return { ...page, options: page.options.map((option) => (option.inactive ? { ...option, label: `${option.label}${INACTIVE_MARK}` } : option)) };
  }, [shown, search]);
  const held = useHeldOptions(source, chosenValues(props.bound.value), found.options);
  const options = useMemo(() => {
    const seen = new Set(found.options.map((option) => option.value));
    return [...found.options, ...held.options.filter((option) => !seen.has(option.value))];
  }, [found.options, held.options]);
  const more = found.total - found.options.length;
  return (
    <ChoiceField
      {...props}
      options={options}
      ready={false}
      loading={opened && loading}
      loadError={error || held.failed ? `Could not load ${plural}.` : null}
      search={{
        onOpen: () => setOpened(true),
        onSearch: searchLater,
        footer: more > 0 ? `${found.options.length.toLocaleString()} of ${found.total.toLocaleString()} shown: type to narrow the search.` : null,
      }}
    />
  );
}

/**
 * The options of the values a searched picker holds that `found` does not show, each read once with
 * the source's get query (answered from the cache when it holds the record); `failed` when one could
 * not be read.
 */
function useHeldOptions(source: SearchedSource, values: readonly string[], found: readonly ChoiceOption[]): { options: ChoiceOption[]; failed: boolean } {
  const client = useApolloClient();
  const [read, setRead] = useState<ReadonlyMap<string, ChoiceOption | null>>(new Map());
  // What a search showed is known too: a value chosen from it keeps its label through later searches.
  useEffect(() => {
    if (found.length) setRead((before) => new Map([...before, ...found.map((option) => [option.value, option] as const)]));
  }, [found]);
  const missing = values.filter((value) => !read.has(value) && !found.some((option) => option.value === value));
  const missingKey = missing.join('\n');
  useEffect(() => {
    if (!missingKey) return;
    let current = true;
    for (const id of missingKey.split('\n')) {
      void client
        .query({ query: source.search.get, variables: { id } })
        .then(({ data }) => (data ? source.search.record(data) : null))
        .catch(() => null)
        .then((option) => {
          if (current) setRead((before) => new Map(before).set(id, option));
        });
    }
    return () => {
      current = false;
    };
  }, [client, source, missingKey]);
  const options = values.flatMap((value) => {
    const option = read.get(value);
    return option ? [option] : [];
  });
  return { options, failed: values.some((value) => read.has(value) && read.get(value) === null) };
}
