import { RESOURCE_CATALOGUE, type ResourceContract } from '../../contract/resources';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { defaultChoiceFragment, defaultFieldsFragment, HISTORY_ENTRY_FIELDS, recordLabelField, resourceFragments, workflowFragment } from './web-fragments';

const catalogue = RESOURCE_CATALOGUE as readonly ResourceContract[];
const entry = (name: string) => catalogue.find((resource) => resource.name === name)!;
const lines = (fragment: string | undefined) => fragment?.split('\n').map((line) => line.trim());

describe('the web fragments generated from the catalogue fields', () => {
  it('select id, the stored fields in order (a reference as its id and { id <label> }), then version and timestamps', () => {
    expect(defaultFieldsFragment(entry('positions'), catalogue)).toBe(
      'fragment PositionFields on Position {\n  id\n  name\n  departmentId\n  department {\n    id\n    name\n  }\n  description\n  version\n  createdAt\n  updatedAt\n}',
    );
    // A reference names its record by the target's label field; a list of references by `<type>Ids`; `version` once.
    const employee = lines(defaultFieldsFragment(entry('employees'), catalogue));
    expect(employee).toEqual(expect.arrayContaining(['salespersonCodeId', 'salespersonCode {', 'code', 'companyIds', 'companies {', 'reportsTo {', 'employeeName']));
    expect(lines(defaultFieldsFragment(entry('grades'), catalogue))?.filter((line) => line === 'version')).toHaveLength(1);
    expect(lines(defaultFieldsFragment(entry('eventRequisitions'), catalogue))).toEqual(expect.arrayContaining(['requesterId', 'dates {', 'from', 'to']));
  });

  it('spread the hand-written XExtraFields before the version, and give up on nested objects', () => {
    expect(defaultFieldsFragment(entry('isos'), catalogue, true)).toContain('  company {\n    id\n    name\n  }\n  ...IsoExtraFields\n  version\n');
    expect(defaultFieldsFragment(entry('customers'), catalogue)).toBeUndefined();
  });

  it('offer pickers the id, the label, the active flag and the first required reference as parent', () => {
    expect(defaultChoiceFragment(entry('positions'), catalogue)).toBe('fragment PositionChoiceFields on Position {\n  id\n  name\n  parent: departmentId\n}');
    expect(lines(defaultChoiceFragment(entry('gvrCategories'), catalogue))).toEqual([
      'fragment GvrCategoryChoiceFields on GvrCategory {',
      'id',
      'name',
      'active',
      'parent: sectionId',
      '}',
    ]);
    expect(lines(defaultChoiceFragment(entry('grades'), catalogue))).toEqual(['fragment GradeChoiceFields on Grade {', 'id', 'name', '}']);
  });

  it('name records by the catalogue labelField, else name, and refuse a resource without it', () => {
    expect(recordLabelField(entry('employees'))).toBe('employeeName');
    expect(recordLabelField(entry('departments'))).toBe('name');
    expect(() => recordLabelField(entry('visits'))).toThrow(/labelField/);
  });

  it('leave out what the feature folders write by hand, and refuse an underivable XFields nobody wrote', () => {
    expect(resourceFragments(entry('positions'), catalogue, new Set()).map((fragment) => fragment.split(' ')[1])).toEqual(['PositionFields', 'PositionChoiceFields']);
    expect(resourceFragments(entry('positions'), catalogue, new Set(['PositionFields', 'PositionChoiceFields']))).toEqual([]);
    expect(resourceFragments(entry('gvrSettings'), catalogue, new Set(['GvrSettingsFields']))).toEqual([]);
    expect(resourceFragments(entry('activities'), catalogue, new Set(['ActivityFields']))).toEqual([]);
    expect(() => resourceFragments(entry('customers'), catalogue, new Set())).toThrow(/fragment CustomerFields on Customer/);
  });

  it('give every workflow resource its history and actions as XWorkflowFields, with every field of its XHistoryEntry', () => {
    const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const workflows = catalogue.filter((resource) => resource.workflow);
    expect(workflows.map((resource) => resource.name)).toEqual(expect.arrayContaining(['equipmentRequisitions', 'claims']));
    for (const resource of workflows) {
      const entryType = schema.getType(`${resource.typeName}HistoryEntry`);
      if (!isObjectType(entryType)) throw new Error(`no ${resource.typeName}HistoryEntry in the schema`);
      expect(Object.keys(entryType.getFields())).toEqual([...HISTORY_ENTRY_FIELDS]);
      expect(resourceFragments(resource, catalogue, new Set([`${resource.typeName}Fields`]))).toEqual([workflowFragment(resource)]);
    }
    expect(lines(workflowFragment(entry('claims')))).toEqual(['fragment ClaimWorkflowFields on Claim {', 'history {', ...HISTORY_ENTRY_FIELDS, '}', 'actions', '}']);
    expect(resourceFragments(entry('positions'), catalogue, new Set()).some((fragment) => fragment.includes('WorkflowFields'))).toBe(false);
  });
});
