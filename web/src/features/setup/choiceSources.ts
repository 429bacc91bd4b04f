import type { ChoiceSources } from '../../crud/choices';
import { RESOURCE_CATALOGUE } from '../../generated/contract/resources';
import { CustomerDocument } from '../../generated/documents/CustomerDocument';
import { CustomersDocument } from '../../generated/documents/CustomersDocument';
import { EmployeeDocument } from '../../generated/documents/EmployeeDocument';
import { EmployeesDocument } from '../../generated/documents/EmployeesDocument';
import { userLocales } from '../../format/userLocale';
import { setupChoices, setupSearchedChoices } from './documents';

/**
 * The choices of the setup resources that other resources pick, by resource name (the catalogue's
 * `name`, §7 path segment): what a description's `source: 'departments'` means. Each offers its
 * generated `allXs` query's records (fields: the resource's `XChoiceFields` fragment) by name, tagged
 * with the record they belong to when the fragment selects `parent: <field>Id`, unless said otherwise here; inactive records are offered only where a form already holds them (crud/choices.ts).
 * Given to the forms by the app (crud/choiceSources.tsx `ChoiceSourcesProvider`).
 */
export const SETUP_CHOICE_SOURCES: ChoiceSources = {
  // Single records, workflow records (requisitions: no full list, docs/requisitions.md) and the other
  // resources without a full list (activities, docs/visits.md) are never picked.
  ...Object.fromEntries(
    RESOURCE_CATALOGUE.filter((entry) => !('kind' in entry && entry.kind === 'single') && !('workflow' in entry) && !('fullList' in entry && entry.fullList === false)).map(
      (entry) => [entry.name, setupChoices(entry.name)],
    ),
  ),
  /** "Name (CODE)". */
  companies: setupChoices('companies', (company) => ({ value: company.id, label: `${company.name} (${company.code})` })),
  /**
   * "Name (EMP-0001)", for a department's head and whom an employee reports to. Large (hundreds of
   * thousands of people): searched on the server as the user types, active ones only (crud/choices.ts `SearchedSource`).
   */
  employees: setupSearchedChoices({ EmployeesDocument, EmployeeDocument }, 'employees', (employee) => ({
    value: employee.id,
    label: `${employee.employeeName} (${employee.employeeNo})`,
    inactive: !employee.active,
  })),
  /** Customers by name. Large (hundreds of thousands): searched on the server, active ones only. */
  customers: setupSearchedChoices({ CustomersDocument, CustomerDocument }, 'customers', (customer) => ({ value: customer.id, label: customer.name, inactive: !customer.active })),
  /** "Name (CODE) · 4 in stock": a requisition's item picker shows what is on the shelf now (docs/requisitions.md "Stock"). */
  equipments: setupChoices('equipments', (equipment) => ({
    value: equipment.id,
    label: `${equipment.name} (${equipment.code}) · ${equipment.quantity.toLocaleString(userLocales())} in stock`,
    inactive: !equipment.active,
  })),
  /** "CODE – description". */
  salespersonCodes: setupChoices('salespersonCodes', (code) => ({
    value: code.id,
    label: [code.code, code.description].filter(Boolean).join(' – '),
    inactive: !code.active,
  })),
};
