import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { errorMessage } from '../lib/graphql/graphqlErrors';
import type { CrudWording } from './wording';

/** Props of {@link ListLoadState}. */
export interface ListLoadStateProps {
  wording: Pick<CrudWording, 'loading' | 'loadFailed'>;
  /** A request is under way. */
  loading: boolean;
  /** The list's load error (also a read-fallback warning), if any. */
  error: unknown;
  /** Asks for the list again. */
  onRetry: () => void;
  /** The table, shown unless the load failed. */
  children: ReactNode;
}

/**
 * A list's loading and failure states around its table (DESIGN §4): "Loading <plural>…" to screen
 * readers while a request runs; when it failed (and nothing runs), "Could not load <plural>." with the
 * server's message and "Retry" instead of the table.
 */
export function ListLoadState({ wording, loading, error, onRetry, children }: ListLoadStateProps) {
  return (
    <>
      {loading && (
        <span className="visually-hidden" role="status">
          {wording.loading}
        </span>
      )}
      {error && !loading ? (
        <div role="alert" className="crud-load-error">
          <p>
            <strong>{wording.loadFailed}</strong> <span className="crud-load-error-detail">{errorMessage(error)}</span>
          </p>
          <Button type="button" label="Retry" outlined onClick={onRetry} />
        </div>
      ) : (
        children
      )}
    </>
  );
}
