import { type FieldContract, referenceIdField } from '../../generated/contract/fields';
import { isRequired } from '../../forms/validation';
import { RESOURCE_CATALOGUE, resourceContract } from '../../generated/contract/resources';
import { SETUP_RESOURCES } from './registry';

/** A catalogue resource's fields by the GraphQL input name a form field carries (`departmentId` for the reference `department`). */
function fieldsByInputName(name: string): Map<string, FieldContract> {
  const byName = new Map<string, FieldContract>();
  for (const [key, field] of Object.entries(resourceContract(name as never).fields)) {
    const isReference = field.kind === 'reference' || field.kind === 'references';
    byName.set(isReference ? referenceIdField(key, field, resourceContract(field.to as never).typeName) : key, field);
  }
  return byName;
}

/**
 * The web's forms are the catalogue's (contract/resource-fields.ts, docs/graphql-grammar.md "The field
 * model"; most are derived from it, crud/catalogueFields.ts): every form field that edits a catalogue
 * field has the label and hint the catalogue gives it, is required exactly when the catalogue says so,
 * and refuses a text one character over the catalogue's `maxLength` (a plain text: an e-mail or phone fails its format first); every labelled catalogue field of
 * a screen's resource is on its form.
 */
describe('forms against the catalogue fields', () => {
  const screens = RESOURCE_CATALOGUE.filter((resource) => SETUP_RESOURCES[resource.name] !== undefined).map((resource) => [resource.name] as const);

  it.each(screens)('%s', async (name) => {
    const description = await SETUP_RESOURCES[name]?.load();
    const fields = fieldsByInputName(name);
    const onForm = (description?.form.fields ?? []).filter((field) => fields.has(field.name));
    expect(onForm.map((field) => [field.name, field.label])).toEqual(onForm.map((field) => [field.name, fields.get(field.name)?.label]));
    expect(onForm.map((field) => [field.name, isRequired(field.rules)])).toEqual(onForm.map((field) => [field.name, fields.get(field.name)?.required === true]));
    const hinted = onForm.filter((field) => fields.get(field.name)?.hint !== undefined);
    expect(hinted.map((field) => [field.name, field.hint])).toEqual(hinted.map((field) => [field.name, fields.get(field.name)?.hint]));
    for (const field of onForm) {
      const max = fields.get(field.name)?.limits?.maxLength;
      if (max === undefined || fields.get(field.name)?.format !== undefined) continue;
      const refused = field.rules.map((rule) => rule('x'.repeat(max + 1), field.label)).find((message) => message !== null);
      expect([field.name, refused]).toEqual([field.name, `${field.label} must be at most ${max} characters.`]);
    }
    const labelled = [...fields].filter(([, field]) => field.label !== undefined).map(([inputName]) => inputName);
    expect(labelled.filter((inputName) => !onForm.some((field) => field.name === inputName))).toEqual([]);
  });
});
