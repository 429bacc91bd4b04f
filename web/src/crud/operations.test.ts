import { RegisterEmployeeDocument, CompaniesDocument, UpdateCompanyDocument } from '../generated/graphql';
import * as generated from '../generated/graphql';
import { catalogueChoices, catalogueResource } from './operations';

describe('a resource by its catalogue name', () => {
  it('takes the generated operations named after its GraphQL type (plural and create names as the catalogue says)', () => {
    const companies = catalogueResource(generated, 'companies');
    expect(companies.list.document).toBe(CompaniesDocument);
    expect(companies.update).toBe(UpdateCompanyDocument);
    expect(catalogueResource(generated, 'employees').create).toBe(RegisterEmployeeDocument);
    expect(companies.list.page({ companies: { items: [], total: 0 } } as never)).toEqual({ items: [], total: 0 });
  });

  it('takes its wording and default sort from the catalogue', () => {
    const codes = catalogueResource(generated, 'salespersonCodes');
    expect({ title: codes.title, singular: codes.singular, plural: codes.plural }).toEqual({
      title: 'Salesperson codes',
      singular: 'salesperson code',
      plural: 'salesperson codes',
    });
    expect(catalogueResource(generated, 'employees').catalogueSort).toEqual({ sortField: 'EMPLOYEE_NAME', direction: 'ASC' });
  });

  it('offers its choices from its generated choices query, by name, tagged by a `parent:` alias, inactive when `active` is false', () => {
    expect(catalogueChoices(generated, 'grades').options({ allGrades: [{ id: 'g1', name: 'G5', level: 5 }] })).toEqual([{ value: 'g1', label: 'G5' }]);
    const positions = catalogueChoices(generated, 'positions');
    expect(positions.plural).toBe('positions');
    expect(positions.options({ allPositions: [{ id: 'p1', name: 'Clerk', parent: 'd1' }] })).toEqual([{ value: 'p1', label: 'Clerk', parent: 'd1' }]);
    const codes = catalogueChoices(generated, 'salespersonCodes', (code) => ({ value: code.id, label: code.code, ...(code.active ? {} : { inactive: true }) }));
    expect(codes.options({ allSalespersonCodes: [{ id: 's1', code: 'S-1', description: null, active: false }] })).toEqual([{ value: 's1', label: 'S-1', inactive: true }]);
  });
});
