/**
 * The visit report form's values and input (docs/visits.md "Visits" fields; "Web › Visit report"):
 * contacts met, one note per GVR section (in the sections' order), products discussed (in the order
 * picked), outcome and next action. Pure, so the form's rules are tested without rendering.
 */
import { maxLength, type FieldRule, type FieldValue, type ValidatedField } from '../../../forms/validation';
import type { VisitUpdateInput } from '../../../generated/graphql';

/** A GVR section as the form lists them (schema.graphql `GvrSection`). */
export interface ReportSection {
  id: string;
  name: string;
  position: number;
}

/** What the form reads of a visit (the generated `VisitFields` has more). */
export interface ReportVisit {
  contactNames: readonly string[];
  notes: readonly { sectionId: string; text: string }[];
  productIds: readonly string[];
  outcome?: string | null;
  nextAction?: string | null;
}

/** The form's values: `contactNames`, `productIds` (ids, in order), `outcome`, `nextAction` and `note:<sectionId>` per section. */
export type ReportValues = Record<string, FieldValue>;

/** The form value's name of a section's note. */
export const noteField = (sectionId: string) => `note:${sectionId}`;

/** The sections in their order (by `position`, then name). */
export function orderedSections(sections: readonly ReportSection[]): ReportSection[] {
  return [...sections].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** A visit as the form's values; a section without a note is ''. */
export function reportValues(visit: ReportVisit, sections: readonly ReportSection[]): ReportValues {
  const values: ReportValues = {
    contactNames: [...visit.contactNames],
    productIds: [...visit.productIds],
    outcome: visit.outcome ?? '',
    nextAction: visit.nextAction ?? '',
  };
  for (const section of sections) values[noteField(section.id)] = visit.notes.find((note) => note.sectionId === section.id)?.text ?? '';
  return values;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const ids = (value: FieldValue | undefined) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The form's values as the `updateVisit` input: every report field (a partial update: the plan's
 * customer, category and times are left as they are), the notes of the sections written (trimmed,
 * in the sections' order; a blank box drops that section's note), blank outcome or next action null.
 */
export function reportInput(values: ReportValues, sections: readonly ReportSection[]): VisitUpdateInput {
  return {
    contactNames: ids(values.contactNames),
    notes: orderedSections(sections).flatMap((section) => {
      const note = text(values[noteField(section.id)]);
      return note ? [{ sectionId: section.id, text: note }] : [];
    }),
    productIds: ids(values.productIds),
    outcome: text(values.outcome) || null,
    nextAction: text(values.nextAction) || null,
  };
}

/** At most `max` chosen ("At most 20 contacts."). */
function atMost(max: number, plural: string): FieldRule {
  return (value) => (Array.isArray(value) && value.length > max ? `At most ${max} ${plural}.` : null);
}

/** The form's rules (docs/visits.md): ≤ 20 contacts, ≤ 50 products, each note ≤ 5,000, outcome ≤ 2,000, next action ≤ 1,000. */
export function reportRules(sections: readonly ReportSection[]): ValidatedField[] {
  return [
    { name: 'contactNames', label: 'Contacts met', rules: [atMost(20, 'contacts')] },
    ...sections.map((section) => ({ name: noteField(section.id), label: section.name, rules: [maxLength(5000)] })),
    { name: 'productIds', label: 'Products', rules: [atMost(50, 'products')] },
    { name: 'outcome', label: 'Outcome', rules: [maxLength(2000)] },
    { name: 'nextAction', label: 'Next action', rules: [maxLength(1000)] },
  ];
}
