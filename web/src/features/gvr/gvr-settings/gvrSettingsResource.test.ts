import { RESOURCE_FIELDS } from '../../../generated/contract/resource-fields';
import { gvrSettingsResource } from './gvrSettingsResource';

/* The GVR settings form checks what rest-api checks (contract/resource-fields.ts `gvrSettings`): the report deadline is 1 to 365 days. */

/** The first message the form field `name` gives for `value`, or null when it takes it. */
function messageFor(name: string, value: string): string | null {
  const field = gvrSettingsResource.form.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no form field ${name}`);
  return field.rules.map((rule) => rule(value, field.label)).find((message) => message !== null) ?? null;
}

it('takes a report deadline of 1 to 365 days, as the server does, and refuses 0, 366 and a fraction', () => {
  expect(RESOURCE_FIELDS.gvrSettings.reportDeadlineDays.limits).toEqual({ min: 1, max: 365 });
  expect(messageFor('reportDeadlineDays', '1')).toBeNull();
  expect(messageFor('reportDeadlineDays', '365')).toBeNull();
  expect(messageFor('reportDeadlineDays', '366')).not.toBeNull();
  expect(messageFor('reportDeadlineDays', '0')).not.toBeNull();
  expect(messageFor('reportDeadlineDays', '2.5')).not.toBeNull();
  expect(messageFor('reportDeadlineDays', '')).toBe('Report deadline (days) is required.');
});

it('takes a mileage rate of 0 or more with at most 2 decimals, labelled and hinted as the catalogue says', () => {
  const field = gvrSettingsResource.form.fields.find((candidate) => candidate.name === 'mileageRate');
  expect([field?.label, field?.hint]).toEqual([RESOURCE_FIELDS.gvrSettings.mileageRate.label, RESOURCE_FIELDS.gvrSettings.mileageRate.hint]);
  expect(messageFor('mileageRate', '0.45')).toBeNull();
  expect(messageFor('mileageRate', '-1')).not.toBeNull();
  expect(messageFor('mileageRate', '0.455')).not.toBeNull();
});
