import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESOURCE_CATALOGUE, resourceContract, type ResourceContract } from '../../contract/resources';
import { WEB_CRUD_OPERATIONS_DIR } from './paths';
import {
  choicesModule,
  defaultDescriptionModule,
  operationDocumentNames,
  resourceDocument,
  resourceDocumentsModule,
  resourceOperations,
  screenResources,
  screensModule,
  webDescriptionFiles,
  webFragmentNames,
} from './web-operations';

const ordered: ResourceContract = {
  name: 'gvrSections',
  typeName: 'GvrSection',
  fields: {},
  singular: 'GVR section',
  plural: 'GVR sections',
  title: 'GVR sections',
  ordered: true,
  permissions: { read: 'readSetup', write: 'writeSetup' },
  sort: { name: 'By name.' },
  defaultSort: { field: 'name', direction: 'ASC' },
  searchIn: 'the name',
};

describe('generated web CRUD operations (plan §2)', () => {
  it('are the committed web/src/generated/crud/<name>.graphql files', () => {
    const fragments = webFragmentNames();
    for (const resource of RESOURCE_CATALOGUE) {
      const committed = readFileSync(path.join(WEB_CRUD_OPERATIONS_DIR, `${resource.name}.graphql`), 'utf8');
      expect(committed).toBe(resourceDocument(resource, RESOURCE_CATALOGUE, fragments));
    }
  });

  it('begin with the fragments generated from the catalogue fields that no feature folder writes', () => {
    const positions = resourceDocument(resourceContract('positions'), RESOURCE_CATALOGUE, new Set());
    expect(positions).toMatch(/^# Generated[^\n]*\n# Records are selected with the fragment PositionFields below[^\n]*\n\nfragment PositionFields on Position \{\n/);
    expect(positions).toContain('fragment PositionChoiceFields on Position {');
    expect(positions).toContain('allPositions {\n    ...PositionChoiceFields\n  }');
    const hand = resourceDocument(resourceContract('positions'), RESOURCE_CATALOGUE, new Set(['PositionFields', 'PositionChoiceFields']));
    expect(hand).toContain('# Records are selected with the hand-written fragment PositionFields.\n\nquery Positions(');
    expect(hand).not.toContain('\nfragment ');
  });

  it('select records with XFields, choices with XChoiceFields when it exists (else id and name), errors with UserErrorFields', () => {
    const withChoices = resourceOperations(ordered, new Set(['GvrSectionFields', 'GvrSectionChoiceFields']));
    expect(withChoices).toContain('query GvrSectionChoices {\n  allGvrSections {\n    ...GvrSectionChoiceFields\n  }\n}');
    const without = resourceOperations(ordered, new Set(['GvrSectionFields']));
    expect(without).toContain('allGvrSections {\n    id\n    name\n  }');
    expect(without).toContain(
      'mutation CreateGvrSection($input: GvrSectionInput!) {\n  createGvrSection(input: $input) {\n    gvrSection {\n      ...GvrSectionFields\n    }\n    errors {\n      ...UserErrorFields\n    }',
    );
    expect(without).toContain('mutation UpdateGvrSection($id: ID!, $version: Int!, $input: GvrSectionUpdateInput!)');
    expect(without).toContain('mutation DeleteGvrSection($id: ID!) {\n  deleteGvrSection(id: $id) {\n    deletedId\n');
    expect(without).toContain('mutation ReorderGvrSections($ids: [ID!]!) {\n  reorderGvrSections(ids: $ids) {\n    ids\n');
  });

  it('give a single-record resource a get and an update without id', () => {
    const single = resourceOperations({ ...ordered, name: 'gvrSettings', typeName: 'GvrSettings', kind: 'single', ordered: false }, new Set(['GvrSettingsFields']));
    expect(single).toContain('query GvrSettings {\n  gvrSettings {\n    ...GvrSettingsFields\n  }\n}');
    expect(single).toContain('mutation UpdateGvrSettings($version: Int!, $input: GvrSettingsUpdateInput!) {\n  updateGvrSettings(version: $version, input: $input) {');
    expect(single).not.toContain('Choices');
  });

  it('refuse a resource whose XFields fragment is missing', () => {
    expect(() => resourceOperations(ordered, new Set())).toThrow(/fragment GvrSectionFields/);
  });

  it('name the typed documents of every operation they write, for the documents module', () => {
    expect(operationDocumentNames(ordered)).toEqual([
      'GvrSectionsDocument',
      'GvrSectionDocument',
      'GvrSectionChoicesDocument',
      'CreateGvrSectionDocument',
      'UpdateGvrSectionDocument',
      'DeleteGvrSectionDocument',
      'ReorderGvrSectionsDocument',
    ]);
    expect(operationDocumentNames({ ...ordered, typeName: 'GvrSettings', kind: 'single' })).toEqual(['GvrSettingsDocument', 'UpdateGvrSettingsDocument']);
    expect(resourceDocumentsModule(ordered)).toContain('export const gvrSectionsDocuments = {\n  GvrSectionsDocument,');
    expect(resourceDocumentsModule(ordered)).toContain('  ReorderGvrSectionsDocument,\n};');
    const choices = choicesModule([ordered, { ...ordered, name: 'gvrSettings', typeName: 'GvrSettings', kind: 'single' }]);
    expect(choices).toContain('export const CHOICE_DOCUMENTS = {\n  GvrSectionChoicesDocument,\n};');
  });

  it('load each description found as <name>Resource.ts under web/src/features, and only those', () => {
    const files = webDescriptionFiles(RESOURCE_CATALOGUE);
    expect(files.get('companies')).toBe('features/setup/companies/companiesResource.ts');
    expect(files.get('products')).toBe('features/product/products/productsResource.ts');
    expect(webDescriptionFiles([{ ...ordered, name: 'testWidgets' }]).size).toBe(0);
    expect(screensModule(files)).toContain("companies: () => import('../../features/setup/companies/companiesResource').then((module) => module.companiesResource),");
  });

  it('describe from the catalogue alone every screen resource without a description of its own', () => {
    expect(screenResources(RESOURCE_CATALOGUE).map((resource) => resource.name)).toEqual(expect.arrayContaining(['positions', 'employees', 'gvrSections']));
    expect(screenResources(RESOURCE_CATALOGUE).map((resource) => resource.name)).not.toEqual(expect.arrayContaining(['gvrSettings']));
    expect(screenResources(RESOURCE_CATALOGUE).some((resource) => resource.workflow !== undefined || resource.name === 'activities')).toBe(false);
    const positions = defaultDescriptionModule(resourceContract('positions'));
    expect(positions).toContain("import { positionsDocuments } from './positionsDocuments';");
    expect(positions).toContain("export const positionsResource = defineResource(catalogueResource(positionsDocuments, 'positions'), {});");
    const screens = readFileSync(path.join(WEB_CRUD_OPERATIONS_DIR, 'screens.ts'), 'utf8');
    expect(screens).toContain("positions: () => import('../../generated/crud/positionsResource').then((module) => module.positionsResource),");
  });
});
