import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { toastStore } from '../../../alerts/toastStore';
import { ChoicePicker } from '../../../crud/ChoicePicker';
import { ReferenceField } from '../../../crud/ReferenceField';
import { DiscardChangesDialog } from '../../../crud/DiscardChangesDialog';
import { useChoiceSource } from '../../../crud/choiceSources';
import { changedFields } from '../../../crud/formChanges';
import { useUnsavedChangesGuard } from '../../../crud/useUnsavedChangesGuard';
import { FormAlert } from '../../../forms/FormAlert';
import { FormField } from '../../../forms/FormField';
import { describeMutationError, describePayloadErrors, payloadErrorsOf } from '../../../forms/mutationErrors';
import { useFocusOnFailedSubmit } from '../../../forms/useFocusOnFailedSubmit';
import { useFormState, type BoundField } from '../../../forms/useFormState';
import { UpdateVisitDocument } from '../../../generated/documents/UpdateVisitDocument';
import { VisitReportSectionsDocument } from '../../../generated/documents/VisitReportSectionsDocument';
import type { VisitFieldsFragment } from '../../../generated/graphql';
import { noteField, orderedSections, reportInput, reportRules, reportValues, type ReportSection, type ReportValues } from './visitReport';

/** Props of {@link VisitReportForm}. */
export interface VisitReportFormProps {
  visit: VisitFieldsFragment;
  /** Called after the report was saved (the page fetches the visit again). */
  onSaved: () => void;
  /** The page's last refused action's messages on the report's fields ("Complete report" without a saved outcome: `outcome`). */
  actionErrors?: Readonly<Record<string, string>>;
}

/**
 * The report of a planned visit, edited in place on its page by its visitor (docs/visits.md "Web ›
 * Visit report"): contacts met (among the customer's contacts' names), one note box per GVR section in
 * the sections' order, products discussed (picked in order), outcome and next action; "Save report"
 * sends them as a partial `updateVisit` with the visit's version (a stale version says so and offers
 * "Reload"). Completing is the page's "Complete report" action, which needs the outcome saved: its
 * refusal shows under Outcome (`actionErrors`). Unsaved changes are guarded as in the CRUD dialogs
 * (leaving the page asks "Discard changes?", a reload or closing the tab gets the browser's question).
 */
export function VisitReportForm({ visit, onSaved, actionErrors }: VisitReportFormProps) {
  const { data, loading, error } = useQuery(VisitReportSectionsDocument, { fetchPolicy: 'cache-and-network' });
  const sections = useMemo(() => orderedSections(data?.allGvrSections ?? []), [data]);
  return (
    <section className="record-card visit-report" aria-labelledby="visit-report-title">
      <h2 id="visit-report-title">Report</h2>
      {!data && loading ? (
        <p role="status">Loading…</p>
      ) : !data && error ? (
        <FormAlert message="Could not load the GVR sections." />
      ) : (
        // A new form for each saved version: it starts from what the server kept.
        <ReportFields key={`${visit.id}:${visit.version}`} visit={visit} sections={sections} onSaved={onSaved} actionErrors={actionErrors} />
      )}
    </section>
  );
}

function ReportFields({ visit, sections, onSaved, actionErrors }: VisitReportFormProps & { sections: readonly ReportSection[] }) {
  const rules = useMemo(() => reportRules(sections), [sections]);
  const [initial] = useState(() => reportValues(visit, sections));
  const form = useFormState<ReportValues>(initial, rules);
  const [save, { loading: saving }] = useMutation(UpdateVisitDocument);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const { formRef, failed } = useFocusOnFailedSubmit();
  const [saved, setSaved] = useState(false);
  const dirty = !saved && changedFields(initial, form.values).length > 0;
  const blocker = useUnsavedChangesGuard(dirty && !saving);
  const { setServerErrors } = form;
  useEffect(() => {
    if (!actionErrors || Object.keys(actionErrors).length === 0) return;
    setServerErrors(dirty && actionErrors.outcome ? { ...actionErrors, outcome: 'Save the report first: completing it needs a saved outcome.' } : { ...actionErrors });
    failed();
    // Only a new refusal: `dirty` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [actionErrors, setServerErrors, failed]);
  const products = useChoiceSource('products');
  const contactOptions = useMemo(() => {
    const names = new Set([...(visit.customer?.contacts ?? []).map((contact) => contact.name), ...visit.contactNames]);
    return [...names].map((name) => ({ value: name, label: name }));
  }, [visit]);

  const submit = async () => {
    setProblem(null);
    if (!form.submitAttempt()) {
      failed();
      return;
    }
    const fieldList = rules.map(({ name, label }) => ({ name, label }));
    try {
      const { data } = await save({ variables: { id: visit.id, version: visit.version, input: reportInput(form.values, sections) } });
      const errors = payloadErrorsOf(data);
      if (errors.length > 0) {
        const described = describePayloadErrors(errors, fieldList);
        form.setServerErrors(described.fieldErrors);
        if (described.stale) setProblem({ message: 'This visit changed since you opened it. Reload it to see where it stands.', stale: true });
        else if (described.message) setProblem({ message: described.message, stale: false });
        failed();
        return;
      }
      toastStore.success('Report saved.');
      setSaved(true);
      onSaved();
    } catch (caught) {
      const described = describeMutationError(caught, fieldList);
      setProblem({ message: described.message ?? 'Could not save the report.', stale: described.stale });
    }
  };

  // The form's values are typed FieldValue; each control takes its own shape of the bound field.
  const textField = (name: string) => {
    const bound = form.field(name);
    return { ...bound, value: typeof bound.value === 'string' ? bound.value : '', onChange: (value: string) => bound.onChange(value) };
  };
  const listField = (name: string): BoundField<string[]> => {
    const bound = form.field(name);
    return { ...bound, value: Array.isArray(bound.value) ? bound.value.map(String) : [], onChange: (value: string[]) => bound.onChange(value) };
  };
  const contacts = listField('contactNames');
  return (
    <>
      <DiscardChangesDialog
        visible={blocker.state === 'blocked'}
        detail="Your changes to this report have not been saved."
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
      <form
        ref={formRef}
        className="visit-report-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ChoicePicker
          label="Contacts met"
          name="contactNames"
          hint={contactOptions.length === 0 ? 'The customer has no contacts on record.' : undefined}
          options={contactOptions}
          multiple
          value={contacts.value}
          onChange={(value) => contacts.onChange(Array.isArray(value) ? value : [value])}
          onBlur={contacts.onBlur}
          error={contacts.error}
          disabled={saving}
        />
        {sections.map((section) => {
          return <FormField key={section.id} kind="textarea" label={section.name} {...textField(noteField(section.id))} disabled={saving} />;
        })}
        <ReferenceField label="Products" multiple source={products} values={form.values} bound={listField('productIds')} disabled={saving} />
        <FormField kind="textarea" label="Outcome" hint="Required to complete the report." {...textField('outcome')} disabled={saving} />
        <FormField kind="textarea" label="Next action" {...textField('nextAction')} disabled={saving} />
        <FormAlert message={problem?.message ?? null} action={problem?.stale ? <Button type="button" label="Reload" size="small" outlined onClick={onSaved} /> : undefined} />
        <div className="visit-report-buttons">
          <Button type="submit" label={saving ? 'Saving…' : 'Save report'} disabled={saving} />
        </div>
      </form>
    </>
  );
}
