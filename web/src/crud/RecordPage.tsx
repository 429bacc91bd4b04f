import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { ArrowLeft, Pencil } from 'lucide-react';
import { toastStore } from '../alerts/toastStore';
import { CrudFormDialog } from './CrudFormDialog';
import { FormAlert } from '../forms/FormAlert';
import { focusableHeading, useFocusReturn } from './useFocusReturn';
import { crudWording, type CrudWording } from './wording';
import { useCurrentUser } from '../session/useCurrentUser';
import type { ResourceDescription, ResourceTypes } from './resource';
import './crud.css';

/** Props of {@link RecordPage}. */
export interface RecordPageProps<T extends ResourceTypes> {
  /** The resource the record belongs to. */
  resource: ResourceDescription<T>;
  /** The record's id (from the route). */
  id: string;
  /** The resource's list (its §2 menu path), linked as "Back to <title>". */
  listPath: string;
  /** Whether the user may open the list (default: yes); without it the page has no "Back to <title>" (a claimant on their claim's page). */
  listOpen?: boolean;
  /** Whether "Edit <singular>" is offered for the record (default: the resource's `mayChange`, else always; a workflow record only while its requester may edit it). */
  canEdit?: (record: T['record']) => boolean;
  /** Beside the heading (a status tag). */
  badge?: (record: T['record']) => ReactNode;
  /** The page's and its edit form's texts (default: the generic CRUD wording; a workflow's edit form says "Save draft"). */
  wording?: CrudWording;
  /** The edit dialog, when the resource has its own instead of the generic form (a claim's, with its lines editor). */
  EditForm?: ComponentType<{ id?: string; onClose: () => void; onSaved: (savedId?: string) => void }>;
  /** What the page shows of the record below its heading; `refresh` fetches it again. */
  children: (record: T['record'], refresh: () => void) => ReactNode;
}

/**
 * The page of one record (e.g. `/setup/employees/:id`), for resources that show more than a form:
 * "Back to <title>", the record's name as the heading (with its `badge`), "Edit <singular>" when `canEdit` (the generic form dialog;
 * a save refreshes the page and says so in a toast; closing it gives the focus back to the button),
 * and the resource's own content. Loading, could-not-load
 * (also a read-fallback warning; "Retry") and no-longer-exists states.
 */
export function RecordPage<T extends ResourceTypes>({ resource, id, listPath, listOpen = true, canEdit, badge, wording: given, EditForm, children }: RecordPageProps<T>) {
  const generic = useMemo(() => crudWording(resource), [resource]);
  const user = useCurrentUser();
  const editable = (record: T['record']) => (canEdit ? canEdit(record) : (resource.mayChange?.(record, user) ?? true));
  const wording = given ?? generic;
  const [editing, setEditing] = useState(false);
  const pageRef = useRef<HTMLElement>(null);
  const editFocus = useFocusReturn(editing, () => focusableHeading(pageRef.current?.querySelector('h1')));
  const { data, loading, error, refetch } = useQuery(resource.get.document, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const record = data ? resource.get.record(data) : null;
  // A page reached with the focus nowhere (a "Save draft" that opened the new record, its dialog gone
  // with the list) starts at its heading rather than on <body>.
  const shown = record !== null;
  useEffect(() => {
    if (shown && (document.activeElement === null || document.activeElement === document.body)) focusableHeading(pageRef.current?.querySelector('h1'))?.focus();
  }, [shown]);
  const refresh = () => {
    refetch().catch(() => undefined);
  };
  const saved = () => {
    setEditing(false);
    toastStore.success(wording.saved);
    refresh();
  };

  let body;
  if (!record && loading) {
    body = <p role="status">Loading…</p>;
  } else if (!record && error) {
    body = <FormAlert message={wording.recordLoadFailed} action={<Button type="button" label="Retry" size="small" outlined onClick={refresh} />} />;
  } else if (!record) {
    body = <FormAlert message={wording.recordMissing} />;
  } else {
    body = (
      <>
        <div className="record-heading">
          <div className="record-title">
            <h1>{resource.rowLabel(record)}</h1>
            {badge?.(record)}
          </div>
          {editable(record) && (
            <Button
              type="button"
              label={wording.editTitle}
              icon={<Pencil size={18} aria-hidden="true" />}
              onClick={() => {
                editFocus.remember();
                setEditing(true);
              }}
            />
          )}
        </div>
        {children(record, refresh)}
        {editing && EditForm && <EditForm id={record.id} onClose={() => setEditing(false)} onSaved={saved} />}
        {editing && !EditForm && (
          <CrudFormDialog resource={resource} wording={wording} target={{ mode: 'edit', id: record.id }} onClose={() => setEditing(false)} onSaved={saved} />
        )}
      </>
    );
  }

  return (
    <section className="crud-page record-page" ref={pageRef}>
      {listOpen && (
        <Link className="record-back" to={listPath}>
          <ArrowLeft size={16} aria-hidden="true" /> {`Back to ${resource.title}`}
        </Link>
      )}
      {body}
    </section>
  );
}
