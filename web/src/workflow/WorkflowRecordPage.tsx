import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { Button } from 'primereact/button';
import { DetailList } from '../crud/DetailList';
import { RecordPage } from '../crud/RecordPage';
import { formatMoney } from '../crud/kinds/money/money';
import { formatDateTime } from '../format/dates';
import type { CurrencySource } from '../crud/kinds/money/money';
import { usePageRecordTitle } from '../layout/pageTitle/recordTitle';
import { menuLinks } from '../menu/menuTable';
import { activeRole } from '../session/currentUser';
import { useCurrentUser } from '../session/useCurrentUser';
import { StatusTag } from './StatusTag';
import { WorkflowActionDialog } from './WorkflowActionDialog';
import { WorkflowLinesTable } from './WorkflowLinesTable';
import { WorkflowTimeline } from './WorkflowTimeline';
import type { MoneyFormat, WorkflowDescription, WorkflowTypes } from './workflowDescription';
import { mayEdit, transitionOf } from './workflowRules';
import { workflowWording } from './workflowWording';
import './workflow.css';

/** Gives `children` a {@link MoneyFormat} in the currency its source reads (from the cache when held; a bare amount while unknown). */
function WithCurrency({ currency, children }: { currency: CurrencySource; children: (money: MoneyFormat) => ReactNode }) {
  const { data } = useQuery(currency.document, { fetchPolicy: 'cache-first' });
  const code = (data !== undefined && currency.read(data)) || undefined;
  return children((amount) => formatMoney(amount, code));
}

/** Bare amounts, for a workflow without a currency. */
const bareMoney: MoneyFormat = (amount) => formatMoney(amount);

/**
 * What a kind adds to its record's page (a render function of the record; `refresh` fetches it again;
 * `actionErrors`: the messages of the last action refused on the record's own fields, by field name,
 * for an editor to show under them).
 */
export type WorkflowRecordSlot<T extends WorkflowTypes> = (record: T['record'], refresh: () => void, actionErrors?: Readonly<Record<string, string>>) => ReactNode;

/** Props of {@link WorkflowRecordPage}. */
export interface WorkflowRecordPageProps<T extends WorkflowTypes> {
  description: WorkflowDescription<T>;
  /**
   * The record edited in place, between the actions and the details (a visit's report form while it
   * is planned, docs/visits.md "Visit report"). When given, the page offers no "Edit" dialog: the
   * slot decides when the record is editable.
   */
  editor?: WorkflowRecordSlot<T>;
  /** Further cards after the history (a visit's claims, docs/visits.md "Visit report"). */
  extra?: WorkflowRecordSlot<T>;
}

/**
 * A workflow record's page, `<list>/:id` (docs/requisitions.md "Web"): the generic record page (back
 * link, the number as heading with its status tag, "Edit <singular>" only while the caller may edit
 * it: an editable status and the caller the requester) and, below, the record's actions as buttons
 * (exactly those `actions` lists, labelled from the transition table; each opens its comment dialog),
 * the kind's warnings (what stands in the way of its next step) while it is open, the kind's `editor` if any, the details (number, requester, the kind's fields, created), the kind's
 * lines and totals, the history as a timeline, and the kind's `extra` cards.
 */
export function WorkflowRecordPage<T extends WorkflowTypes>({ description, editor, extra }: WorkflowRecordPageProps<T>) {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { workflow, resource } = description;
  const wording = useMemo(() => workflowWording(resource), [resource]);
  // A claimant opens their claim's page from their visit, though the Claims list is not theirs (docs/visits.md "Web").
  const role = user ? activeRole(user) : undefined;
  const listOpen =
    role !== undefined &&
    (menuLinks()
      .find((link) => link.path === description.listPath)
      ?.roles.includes(role) ??
      true);
  return (
    <RecordPage
      resource={resource}
      id={id}
      listPath={description.listPath}
      listOpen={listOpen}
      canEdit={(record) => !editor && mayEdit(workflow, record, user?.id)}
      wording={wording}
      badge={(record) => <StatusTag workflow={workflow} status={record.status} />}
      EditForm={description.views?.Form}
    >
      {(record, refresh) => {
        const cards = (money: MoneyFormat) => (
          <>
            <WorkflowRecordCards description={description} wording={wording} record={record} refresh={refresh} money={money} editor={editor} />
            {extra?.(record, refresh)}
          </>
        );
        return description.currency ? <WithCurrency currency={description.currency}>{cards}</WithCurrency> : cards(bareMoney);
      }}
    </RecordPage>
  );
}

function WorkflowRecordCards<T extends WorkflowTypes>({
  description,
  wording,
  record,
  refresh,
  money,
  editor,
}: {
  description: WorkflowDescription<T>;
  wording: ReturnType<typeof workflowWording>;
  record: T['record'];
  refresh: () => void;
  money: MoneyFormat;
  editor?: WorkflowRecordSlot<T>;
}) {
  const { workflow, detail } = description;
  usePageRecordTitle(record.number);
  const [acting, setActing] = useState<string | null>(null);
  // Kept with the version they were about: a saved change (a new version) drops them.
  const [actionErrors, setActionErrors] = useState<{ version: number; errors: Readonly<Record<string, string>> } | null>(null);
  const transitions = record.actions.flatMap((action) => {
    const transition = transitionOf(workflow, record.status, action);
    return transition && (detail.offers?.(record, transition.action) ?? true) ? [transition] : [];
  });
  const chosen = transitions.find((transition) => transition.action === acting);
  const lines = detail.lines?.(record);
  const Lines = description.views?.Lines;
  const totals = detail.totals(record, money);
  const warnings = workflow.final.includes(record.status) ? [] : (detail.warnings?.(record) ?? []);
  return (
    <>
      {warnings.length > 0 && (
        <div className="workflow-warnings" role="status">
          <strong>Not possible as it stands:</strong>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {transitions.length > 0 && (
        <div className="workflow-actions" role="group" aria-label="Actions">
          {transitions.map((transition) => (
            <Button key={transition.action} type="button" label={transition.label} outlined={transition.comment === 'required'} onClick={() => setActing(transition.action)} />
          ))}
        </div>
      )}
      {editor?.(record, refresh, actionErrors?.version === record.version ? actionErrors.errors : undefined)}
      <div className="record-cards">
        <section className="record-card" aria-labelledby="workflow-details-title">
          <h2 id="workflow-details-title">Details</h2>
          <DetailList
            rows={[
              ['Number', record.number],
              [detail.requesterLabel ?? 'Requester', record.requesterName],
              ...detail.rows(record, money),
              ['Created', formatDateTime(record.createdAt)],
            ]}
          />
          {Lines ? <Lines record={record} refresh={refresh} money={money} /> : lines && <WorkflowLinesTable lines={lines} />}
          {totals.length > 0 && (
            <>
              <h3>Totals</h3>
              <DetailList rows={totals} />
            </>
          )}
        </section>
        <section className="record-card" aria-labelledby="workflow-history-title">
          <h2 id="workflow-history-title">History</h2>
          <WorkflowTimeline workflow={workflow} history={record.history} />
        </section>
      </div>
      {chosen && (
        <WorkflowActionDialog
          description={description}
          wording={wording}
          record={record}
          transition={chosen}
          onClose={() => setActing(null)}
          {...(editor
            ? {
                onFieldErrors: (errors: Record<string, string>) => {
                  setActing(null);
                  setActionErrors({ version: record.version, errors });
                },
              }
            : {})}
          onDone={() => {
            setActing(null);
            refresh();
          }}
          onReload={() => {
            setActing(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
