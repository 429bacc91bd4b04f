import { resourceContract } from '../generated/contract/resources';
import { catalogueReferences } from './catalogue-references';

describe('catalogueReferences (docs/graphql-grammar.md "The field model")', () => {
  it('reads single and list references from the catalogue fields', () => {
    expect(catalogueReferences(resourceContract('employees'))).toEqual({
      grade: 'grades',
      department: 'departments',
      position: 'positions',
      salespersonCode: 'salespersonCodes',
      companies: { resource: 'companies', many: true },
      reportsTo: 'employees',
    });
  });

  it('leaves out the id-only requester of a workflow resource, and has none for a resource without references', () => {
    expect(catalogueReferences(resourceContract('claims'))).toEqual({ visit: 'visits' });
    expect(catalogueReferences(resourceContract('grades'))).toEqual({});
  });
});
