import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { gvrCategoriesDocuments } from '../../../generated/crud/gvrCategoriesDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * GVR categories (spec §2 GVR Setup › GVR categories `/gvr-setup/gvr-categories`, roles Gvr and Admin;
 * DESIGN §5 `/setup/gvrCategories`): the topics of a visit report, each in a GVR section. Columns
 * Name, Section, Description, Active, Updated. Form: Name (required, at most 100, unique in its
 * section), Section (picked, required), Description, Active.
 */
export const gvrCategoriesResource = defineResource(catalogueResource(gvrCategoriesDocuments, 'gvrCategories'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'section', header: 'Section', cell: (category) => category.section?.name },
    { key: 'description' },
    { key: 'active' },
    'updated',
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'sectionId', label: 'Section', kind: 'reference', source: 'gvrSections', rules: [required] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
  },
});

/** The types of gvrCategoriesResource (its record, inputs, sort fields…). */
export type GvrCategoryTypes = TypesOf<typeof gvrCategoriesResource>;
