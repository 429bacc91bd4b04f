import { catalogueRules } from '../../../crud/catalogueFields';
import { defineSingleResource } from '../../../crud/kinds/single/singleResource';
import { gvrSettingsDocuments } from '../../../generated/crud/gvrSettingsDocuments';
import type { GvrSettingsFieldsFragment, GvrSettingsUpdateInput } from '../../../generated/graphql';
import { required, type FieldRule } from '../../../forms/validation';
import { RESOURCE_CATALOGUE } from '../../../generated/contract/resources';
import { RESOURCE_FIELDS } from '../../../generated/contract/resource-fields';

/** The weekdays as GraphQL `Weekday` names them, in the week's order. */
const WEEKDAYS = [
  { value: 'MON', label: 'Monday' },
  { value: 'TUE', label: 'Tuesday' },
  { value: 'WED', label: 'Wednesday' },
  { value: 'THU', label: 'Thursday' },
  { value: 'FRI', label: 'Friday' },
  { value: 'SAT', label: 'Saturday' },
  { value: 'SUN', label: 'Sunday' },
];

/** Blank, or a time of day `HH:MM` (24-hour clock): "<Label> must be a time such as 08:30." */
const timeOfDay: FieldRule = (value, label) =>
  typeof value !== 'string' || value.trim() === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim()) ? null : `${label} must be a time such as 08:30.`;

/** The working day ends after it starts: "Working day ends must be after it starts." (`HH:MM` strings compare as times). */
const endsAfterStart: FieldRule = (value, label, values) => {
  const start = values?.workStart;
  return typeof value === 'string' && typeof start === 'string' && timeOfDay(value, label) === null && timeOfDay(start, label) === null && value.trim() <= start.trim()
    ? `${label} must be after the start.`
    : null;
};

/** A three-letter ISO 4217 code in capitals: "<Label> must be a three-letter code such as EUR." */
const currencyCode: FieldRule = (value, label) => (typeof value !== 'string' || /^[A-Z]{3}$/.test(value.trim()) ? null : `${label} must be a three-letter code such as EUR.`);

const entry = RESOURCE_CATALOGUE.find((resource) => resource.name === 'gvrSettings');
const fields = RESOURCE_FIELDS.gvrSettings;

/** The settings form's values: the working hours as two times. */
type GvrSettingsValues = {
  reportDeadlineDays: string;
  mileageRate: string;
  currency: string;
  workStart: string;
  workEnd: string;
  workingDays: string[];
};

/**
 * GVR settings (spec §2 GVR Setup › GVR settings `/gvr-setup/gvr-settings`, roles Gvr and Admin;
 * DESIGN §5 `/setup/gvrSettings`, one record): how many days after a visit its report is due, the
 * mileage rate (money, in the settings' currency), the currency (ISO 4217, also products' prices'),
 * the working hours (from–to, `HH:MM`) and working days. Saved with its version: when someone else
 * saved meanwhile the page says so and offers "Reload".
 */
export const gvrSettingsResource = defineSingleResource<{
  record: GvrSettingsFieldsFragment;
  input: GvrSettingsUpdateInput;
  values: GvrSettingsValues;
  getData: { gvrSettings: GvrSettingsFieldsFragment | null };
}>({
  title: entry?.title ?? 'GVR settings',
  singular: entry?.singular ?? 'GVR settings',
  get: { document: gvrSettingsDocuments.GvrSettingsDocument, record: (data) => data.gvrSettings },
  update: gvrSettingsDocuments.UpdateGvrSettingsDocument,
  form: {
    fields: [
      // Label, hint and limits from the catalogue (1 to 365 days; an amount of 0 to 9999999999.99), as rest-api checks them.
      {
        name: 'reportDeadlineDays',
        label: fields.reportDeadlineDays.label,
        kind: 'integer',
        hint: fields.reportDeadlineDays.hint,
        rules: catalogueRules(fields.reportDeadlineDays),
      },
      { name: 'mileageRate', label: fields.mileageRate.label, kind: 'money', hint: fields.mileageRate.hint, rules: catalogueRules(fields.mileageRate) },
      { name: 'currency', label: 'Currency', kind: 'text', hint: 'ISO 4217 code, e.g. AED or EUR.', rules: [required, currencyCode] },
      { name: 'workStart', label: 'Working day starts', kind: 'text', sent: false, hint: 'HH:MM, 24-hour clock.', rules: [required, timeOfDay] },
      { name: 'workEnd', label: 'Working day ends', kind: 'text', sent: false, hint: 'HH:MM, 24-hour clock.', rules: [required, timeOfDay, endsAfterStart] },
      { name: 'workingDays', label: 'Working days', kind: 'multiselect', options: WEEKDAYS, rules: [required] },
    ],
    adapt: {
      toValues: (settings, values) => ({ ...values, workStart: settings.workingHours.start, workEnd: settings.workingHours.end }),
      toInput: (values, input) => ({ ...input, workingHours: { start: values.workStart.trim(), end: values.workEnd.trim() } }),
    },
  },
});
