import { RegisterEmployeeDocument } from '../generated/documents/RegisterEmployeeDocument';
import { CompaniesDocument } from '../generated/documents/CompaniesDocument';
import { UpdateCompanyDocument } from '../generated/documents/UpdateCompanyDocument';
import { CHOICE_DOCUMENTS } from '../generated/crud/choices';
import { companiesDocuments } from '../generated/crud/companiesDocuments';
import { employeesDocuments } from '../generated/crud/employeesDocuments';
import { salespersonCodesDocuments } from '../generated/crud/salespersonCodesDocuments';
import { catalogueChoices, catalogueResource } from './operations';

describe('a resource by its catalogue name', () => {
  it('takes the generated operations named after its GraphQL type (plural and create names as the catalogue says)', () => {
    const companies = catalogueResource(companiesDocuments, 'companies');
    expect(companies.list.document).toBe(CompaniesDocument);
    expect(companies.update).toBe(UpdateCompanyDocument);
    expect(catalogueResource(employeesDocuments, 'employees').create).toBe(RegisterEmployeeDocument);
    expect(companies.list.page({ companies: { items: [], total: 0 } } as never)).toEqual({ items: [], total: 0 });
  });

  it('takes its wording and default sort from the catalogue', () => {
    const codes = catalogueResource(salespersonCodesDocuments, 'salespersonCodes');
    expect({ title: codes.title, singular: codes.singular, plural: codes.plural }).toEqual({
      title: 'Salesperson codes',
      singular: 'salesperson code',
      plural: 'salesperson codes',
    });
    expect(catalogueResource(employeesDocuments, 'employees').catalogueSort).toEqual({ sortField: 'EMPLOYEE_NAME', direction: 'ASC' });
  });

  it('offers its choices from its generated choices query, by name, tagged by a `parent:` alias, inactive when `active` is false', () => {
    expect(catalogueChoices(CHOICE_DOCUMENTS, 'grades').options({ allGrades: [{ id: 'g1', name: 'G5', level: 5 }] })).toEqual([{ value: 'g1', label: 'G5' }]);
    const positions = catalogueChoices(CHOICE_DOCUMENTS, 'positions');
    expect(positions.plural).toBe('positions');
    expect(positions.options({ allPositions: [{ id: 'p1', name: 'Clerk', parent: 'd1' }] })).toEqual([{ value: 'p1', label: 'Clerk', parent: 'd1' }]);
    const codes = catalogueChoices(CHOICE_DOCUMENTS, 'salespersonCodes', (code) => ({ value: code.id, label: code.code, ...(code.active ? {} : { inactive: true }) }));
    expect(codes.options({ allSalespersonCodes: [{ id: 's1', code: 'S-1', description: null, active: false }] })).toEqual([{ value: 's1', label: 'S-1', inactive: true }]);
  });
});
