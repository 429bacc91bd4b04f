import { type FieldContract, referenceIdField } from '../../generated/contract/fields';
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
 * The web's form labels are the catalogue's (contract/resource-fields.ts `label`,
 * docs/graphql-grammar.md "The field model"): every form field that edits a catalogue field has the
 * label the catalogue gives it, and every labelled catalogue field of a screen's resource is on its form.
 */
describe('form labels against the catalogue fields', () => {
  const screens = RESOURCE_CATALOGUE.filter((resource) => SETUP_RESOURCES[resource.name] !== undefined).map((resource) => [resource.name] as const);

  it.each(screens)('%s', async (name) => {
    const description = await SETUP_RESOURCES[name]?.load();
    const fields = fieldsByInputName(name);
    const onForm = (description?.form.fields ?? []).filter((field) => fields.has(field.name));
    expect(onForm.map((field) => [field.name, field.label])).toEqual(onForm.map((field) => [field.name, fields.get(field.name)?.label]));
    const labelled = [...fields].filter(([, field]) => field.label !== undefined).map(([inputName]) => inputName);
    expect(labelled.filter((inputName) => !onForm.some((field) => field.name === inputName))).toEqual([]);
  });
});
