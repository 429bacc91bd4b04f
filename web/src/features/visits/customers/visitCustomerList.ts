import type { TypedDocumentNode } from '@apollo/client';
import { defineResource, type ResourceSpec } from '../../../crud/defineResource';
import type { CrudTypes, FormValues, ListVariables } from '../../../crud/resource';
import { INACTIVE_MARK } from '../../../crud/choices';
import { formatDateTime } from '../../../format/dates';
import { CreateCustomerDocument } from '../../../generated/documents/CreateCustomerDocument';
import { UpdateCustomerDocument } from '../../../generated/documents/UpdateCustomerDocument';
import { VisitCustomerDocument } from '../../../generated/documents/VisitCustomerDocument';
import { VisitCustomersDocument } from '../../../generated/documents/VisitCustomersDocument';
import type { CustomerInput, CustomerSortField, CustomerUpdateInput, VisitCustomerFieldsFragment, VisitCustomerQuery, VisitCustomersQuery } from '../../../generated/graphql';

/** The Visit Report › Customers list's path; a customer's page is `<path>/<id>`. */
export const VISIT_CUSTOMERS_PATH = '/visit-reports/customers';

/** A customer as the Visit Report pages read it: its fields and its visit summary (`visitCount`, `lastVisitAt`, `nextVisitAt`). */
export type VisitCustomer = NonNullable<VisitCustomerQuery['customer']>;

type ListTypes = CrudTypes<VisitCustomerFieldsFragment, CustomerUpdateInput, CustomerSortField, FormValues, VisitCustomersQuery, VisitCustomerQuery, CustomerInput>;
type PageTypes = CrudTypes<VisitCustomer, CustomerUpdateInput, CustomerSortField, FormValues, VisitCustomersQuery, VisitCustomerQuery, CustomerInput>;

// Read-only here: the create and update mutations are GVR Setup's, never offered (no form fields, no buttons).
const readOnly = {
  title: 'Customers',
  singular: 'customer',
  plural: 'customers',
  create: CreateCustomerDocument,
  update: UpdateCustomerDocument,
  list: {
    document: VisitCustomersDocument as unknown as TypedDocumentNode<VisitCustomersQuery, ListVariables<CustomerSortField>>,
    page: (data: VisitCustomersQuery) => data.customers,
  },
  get: { document: VisitCustomerDocument, record: (data: VisitCustomerQuery) => data.customer ?? null },
  form: { fields: [] },
  defaultSort: { key: 'name', direction: 'ASC' as const },
};

/**
 * Customers in the Visit Report menu (docs/visits.md "Customers in the Visit Report menu"): the
 * customers the user may read (an Employee or a Hod: those whose salesperson is in their GVR view
 * list) with Name (opening its page; "(inactive)" after an inactive customer's), City, Salesperson, Last visit, Visits, Next planned visit.
 */
export const visitCustomerList = defineResource<ListTypes>({
  ...readOnly,
  columns: [
    // An inactive customer (no longer visited) stays listed for its history, marked as pickers mark it.
    { key: 'name', header: 'Name', sortField: 'NAME', cell: (customer) => `${customer.name}${customer.active ? '' : INACTIVE_MARK}` },
    { key: 'city', header: 'City', sortField: 'CITY' },
    { key: 'salesperson', header: 'Salesperson', cell: (customer) => customer.salesperson?.employeeName },
    { key: 'lastVisitAt', header: 'Last visit', cell: (customer) => (customer.lastVisitAt ? formatDateTime(customer.lastVisitAt) : null) },
    { key: 'visitCount', header: 'Visits', cell: (customer) => customer.visitCount },
    { key: 'nextVisitAt', header: 'Next planned visit', cell: (customer) => (customer.nextVisitAt ? formatDateTime(customer.nextVisitAt) : null) },
  ],
  detailPath: (customer) => `${VISIT_CUSTOMERS_PATH}/${customer.id}`,
});

/** A customer's page (`/visit-reports/customers/:id`): the same, read as one record with its details and contacts. */
export const visitCustomerPage = defineResource<PageTypes>({
  ...readOnly,
  // The page reads one record (`get`); its list is never run.
  list: readOnly.list as unknown as ResourceSpec<PageTypes>['list'],
  columns: [{ key: 'name', header: 'Name' }],
});
