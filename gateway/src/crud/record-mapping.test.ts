import { z } from 'zod';
import type { ResourceContract } from '../generated/contract/resources';
import { gatewayError } from '../errors/codes';
import { UpstreamError } from '../upstream/upstream-error';
import { fieldPath, userErrorsOf } from './payloads';
import { assertRequiredKept, bodyOf, currentBody, objectOf } from './record-mapping';
import { defineResource, resourceFieldNames } from './resource';

/** A test-only catalogue entry with the field kinds no real resource has yet (plan §5): ordered, money, contacts, a date range. */
const CUSTOMERS: ResourceContract = {
  name: 'customers',
  typeName: 'Customer',
  fields: {},
  singular: 'customer',
  plural: 'customers',
  title: 'Customers',
  ordered: true,
  permissions: { read: 'readSetup', write: 'writeSetup' },
  sort: { name: 'By name.', createdAt: 'By creation time.' },
  defaultSort: { field: 'name', direction: 'ASC' },
  searchIn: 'the name',
  filters: { companyId: { rest: 'company', type: 'ID', description: 'Only this company.' } },
};

const customers = defineResource(
  {
    name: 'customers',
    fields: {
      name: z.string(),
      creditLimit: z.string().nullish(),
      contacts: z.array(z.object({ _id: z.string().optional(), name: z.string(), phone: z.string().nullish() })).default([]),
      contract: z.object({ from: z.string(), to: z.string() }).nullish(),
      active: z.boolean().default(true),
    },
    references: { company: 'companies', salespeople: { resource: 'employees', many: true } },
  },
  CUSTOMERS,
);

const RECORD = customers.record.parse({
  _id: 'c1',
  __v: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-03T03:04:05.000Z',
  name: 'Acme',
  creditLimit: '1234.50',
  contacts: [{ _id: 'k1', name: 'Ann', phone: null }],
  contract: { from: '2026-01-01', to: '2026-12-31' },
  company: 'co1',
  salespeople: ['e1', 'e2'],
});

describe('defineResource (names, sort and filters from the catalogue)', () => {
  test('derives the GraphQL names, sort enum values, default sort and filters', () => {
    expect(resourceFieldNames(customers)).toMatchObject({ list: 'customers', create: 'createCustomer', reorder: 'reorderCustomers' });
    expect(customers.sortFields).toEqual({ NAME: 'name', CREATED_AT: 'createdAt' });
    expect(customers.defaultSort).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(customers.filters).toEqual({ companyId: 'company' });
    expect(customers.ordered).toBe(true);
    expect(customers.references).toEqual({
      company: { resource: 'companies', idField: 'companyId', many: false },
      salespeople: { resource: 'employees', idField: 'employeeIds', many: true },
    });
  });
});

describe('default toObject (DESIGN §3)', () => {
  test('maps the record fields, copies Decimal strings exactly, renames _id inside object lists, keeps date ranges, adds reference ids', () => {
    expect(objectOf(customers, RECORD)).toEqual({
      id: 'c1',
      version: 2,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-03T03:04:05.000Z',
      name: 'Acme',
      creditLimit: '1234.50',
      contacts: [{ id: 'k1', name: 'Ann', phone: null }],
      contract: { from: '2026-01-01', to: '2026-12-31' },
      active: true,
      companyId: 'co1',
      employeeIds: ['e1', 'e2'],
    });
  });

  test('missing optional fields and references are null (a list: [])', () => {
    const bare = customers.record.parse({ _id: 'c2', __v: 0, createdAt: RECORD.createdAt, updatedAt: RECORD.updatedAt, name: 'Bare' });
    expect(objectOf(customers, bare)).toMatchObject({ creditLimit: null, contract: null, contacts: [], companyId: null, employeeIds: [] });
  });
});

describe('default toBody (DESIGN §2, §3)', () => {
  test('create: every writable field, absent ones as the REST schema reads "absent"; references renamed', () => {
    expect(bodyOf(customers, { name: 'New', creditLimit: '10.00', contacts: [{ name: 'Bo' }], companyId: 'co1' })).toEqual({
      name: 'New',
      creditLimit: '10.00',
      contacts: [{ name: 'Bo' }],
      contract: null,
      active: true,
      company: 'co1',
      salespeople: [],
    });
  });

  test('patch: only the fields present; explicit null clears; a contact id goes back as _id', () => {
    expect(bodyOf(customers, { creditLimit: null, contacts: [{ id: 'k1', name: 'Ann B' }], employeeIds: null }, 'patch')).toEqual({
      creditLimit: null,
      contacts: [{ _id: 'k1', name: 'Ann B' }],
      salespeople: [],
    });
  });

  test('an input written inline in the query (graphql-js gives it a null prototype) maps as the same input sent as variables', () => {
    const inline = (fields: Record<string, unknown>): Record<string, unknown> => Object.assign(Object.create(null) as Record<string, unknown>, fields);
    const input = { contacts: [{ id: 'k1', name: 'Ann B' }], contract: { from: '2026-01-01', to: '2026-12-31' } };
    const literal = inline({ contacts: [inline(input.contacts[0]!)], contract: inline(input.contract) });
    expect(bodyOf(customers, literal, 'patch')).toEqual(bodyOf(customers, input, 'patch'));
    expect(bodyOf(customers, literal, 'patch')).toEqual({ contacts: [{ _id: 'k1', name: 'Ann B' }], contract: { from: '2026-01-01', to: '2026-12-31' } });
  });

  test('the read of read-merge-write is the writable part of the record', () => {
    expect(currentBody(customers, RECORD)).toEqual({
      name: 'Acme',
      creditLimit: '1234.50',
      contacts: [{ _id: 'k1', name: 'Ann', phone: null }],
      contract: { from: '2026-01-01', to: '2026-12-31' },
      active: true,
      company: 'co1',
      salespeople: ['e1', 'e2'],
    });
  });

  test('null for a required field is BAD_USER_INPUT on its input name', () => {
    expect(() => assertRequiredKept(customers, { name: null, creditLimit: null })).toThrow(
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'name', message: 'This field is required.' }] } }),
    );
    expect(() => assertRequiredKept(customers, { creditLimit: null, company: null })).not.toThrow();
  });
});

describe('payload errors (docs/graphql-grammar.md)', () => {
  test('400 field errors become one UserError each, under input (version and id stay top-level arguments)', () => {
    const error = new UpstreamError('BAD_USER_INPUT', 'Invalid.', {
      status: 400,
      fieldErrors: [
        { field: 'name', message: 'Required.' },
        { field: 'contacts.0.phone', message: 'Bad phone.' },
      ],
    });
    expect(userErrorsOf(error)).toEqual([
      { field: ['input', 'name'], message: 'Required.', code: 'BAD_USER_INPUT', reason: null },
      { field: ['input', 'contacts', '0', 'phone'], message: 'Bad phone.', code: 'BAD_USER_INPUT', reason: null },
    ]);
    expect(fieldPath('version')).toEqual(['version']);
    expect(fieldPath('id')).toEqual(['id']);
  });

  test('409 without field errors and 404 concern the whole record; 401, 403, 429 and UPSTREAM stay top-level', () => {
    expect(userErrorsOf(new UpstreamError('CONFLICT', 'In use.', { status: 409, reason: 'REFERENCED' }))).toEqual([
      { field: null, message: 'In use.', code: 'CONFLICT', reason: 'REFERENCED' },
    ]);
    expect(userErrorsOf(new UpstreamError('NOT_FOUND', 'Gone.', { status: 404 }))).toEqual([{ field: null, message: 'Gone.', code: 'NOT_FOUND', reason: null }]);
    expect(userErrorsOf(gatewayError('BAD_USER_INPUT', 'This id is not valid.', [{ field: 'id', message: 'This id is not valid.' }]))).toEqual([
      { field: ['id'], message: 'This id is not valid.', code: 'BAD_USER_INPUT', reason: null },
    ]);
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'UPSTREAM'] as const) {
      expect(userErrorsOf(new UpstreamError(code, 'No.'))).toBeUndefined();
    }
    expect(userErrorsOf(new Error('bug'))).toBeUndefined();
  });
});
