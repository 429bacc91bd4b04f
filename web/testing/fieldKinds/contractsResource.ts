import { gql, type TypedDocumentNode } from '@apollo/client';
import { referenceSource } from '../../src/crud/choices';
import { defineResource } from '../../src/crud/defineResource';
import { dateRangeRule, requiredRange, type DateRange } from '../../src/crud/kinds/dateRange/dateRange';
import { moneyAmount } from '../../src/crud/kinds/money/money';
import { validRows, type ObjectItemDescription } from '../../src/crud/kinds/objectList/objectList';
import type { CrudTypes, ListVariables } from '../../src/crud/resource';
import { emailAddress, maxLength, phoneNumber, required, type DateRangeValue, type RowValues } from '../../src/forms/validation';

/**
 * A test-only resource proving the plan §5 field kinds through the generic list and form (never
 * shipped; the real ones are products, customers and GVR sections): a contract has a name, a money
 * amount in EUR (`Decimal`), a validity (`DateRange`) and contacts (a list of objects: name, position
 * (a reference picker), phone, e-mail). Its operations are written here by hand in the generated
 * ones' shape; its description is as slim as a real one (defineResource derives the rest).
 */

/** One contact of a contract, as the GraphQL list gives it. */
export interface ContractContact {
  name: string;
  positionId: string | null;
  position: { id: string; name: string } | null;
  phone: string | null;
  email: string | null;
}

/** A contract as its fields fragment selects it. */
export interface Contract {
  __typename?: 'Contract';
  id: string;
  version: number;
  name: string;
  amount: string | null;
  validity: DateRange | null;
  contacts: ContractContact[];
}

/** The contract form's values: money as text, the range as two dates, contacts as rows. */
export type ContractValues = { name: string; amount: string; validity: DateRangeValue; contacts: RowValues[] };

/** `ContractInput`. */
export interface ContractInput {
  name: string;
  amount: string | null;
  validity: DateRange | null;
  contacts: unknown[];
}

type ListData = { contracts: { items: Contract[]; total: number } };
type GetData = { contract: Contract | null };
/** The types tying the test operations to the generic screen. */
export type ContractTypes = CrudTypes<Contract, ContractInput, 'NAME', ContractValues, ListData, GetData>;

const FIELDS = `id version name amount validity { from to } contacts { name positionId position { id name } phone email }`;
const contractsDocument: TypedDocumentNode<ListData, ListVariables<'NAME'>> = gql`
  query Contracts($page: Int, $pageSize: Int, $search: String, $sort: ContractSort) {
    contracts(page: $page, pageSize: $pageSize, search: $search, sort: $sort) { items { ${FIELDS} } page pageSize total totalPages }
  }
`;
const contractDocument: TypedDocumentNode<GetData, { id: string }> = gql`
  query Contract($id: ID!) { contract(id: $id) { ${FIELDS} } }
`;
const createDocument: TypedDocumentNode<unknown, { input: ContractInput }> = gql`
  mutation CreateContract($input: ContractInput!) { createContract(input: $input) { contract { ${FIELDS} } errors { field message code } } }
`;
const updateDocument: TypedDocumentNode<unknown, { id: string; version: number; input: ContractInput }> = gql`
  mutation UpdateContract($id: ID!, $version: Int!, $input: ContractUpdateInput!) {
    updateContract(id: $id, version: $version, input: $input) { contract { ${FIELDS} } errors { field message code } }
  }
`;
const deleteDocument: TypedDocumentNode<unknown, { id: string }> = gql`
  mutation DeleteContract($id: ID!) {
    deleteContract(id: $id) {
      deletedId
      errors {
        field
        message
        code
      }
    }
  }
`;
const positionChoicesDocument: TypedDocumentNode<{ allPositions: { id: string; name: string }[] }, Record<string, never>> = gql`
  query PositionChoices {
    allPositions {
      id
      name
    }
  }
`;

/** The rows of the Contacts field: name (required), position (picked), phone, e-mail; named by their name in the list. */
export const contactItem: ObjectItemDescription = {
  singular: 'contact',
  plural: 'contacts',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
    {
      name: 'positionId',
      label: 'Position',
      kind: 'reference',
      rules: [],
      source: referenceSource(
        positionChoicesDocument,
        (data) => data.allPositions,
        (position) => ({ value: position.id, label: position.name }),
        'positions',
      ),
    },
    { name: 'phone', label: 'Phone', kind: 'tel', rules: [phoneNumber] },
    { name: 'email', label: 'E-mail', kind: 'email', rules: [emailAddress] },
  ],
  name: (contact) => String(contact.name),
};

/** The test-only Contracts resource (see the file's comment): every conversion and cell follows from the field kinds. */
export const contractsResource = defineResource<ContractTypes>({
  title: 'Contracts',
  singular: 'contract',
  plural: 'contracts',
  list: { document: contractsDocument, page: (data) => data.contracts },
  get: { document: contractDocument, record: (data) => data.contract },
  create: createDocument,
  update: updateDocument,
  remove: deleteDocument,
  columns: [{ key: 'name', sortField: 'NAME' }, { key: 'amount' }, { key: 'validity' }, { key: 'contacts' }],
  form: {
    wide: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'amount', label: 'Amount', kind: 'money', currency: 'EUR', rules: [required, moneyAmount({ max: '99999999.99' })] },
      { name: 'validity', label: 'Validity', kind: 'dateRange', rules: [requiredRange, dateRangeRule] },
      { name: 'contacts', label: 'Contacts', kind: 'objects', item: contactItem, rules: [validRows(contactItem)] },
    ],
  },
});
