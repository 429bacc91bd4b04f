import { validate } from '../forms/validation';
import { catalogueColumn, catalogueColumnKeys, catalogueFormFields } from './catalogueFields';
import type { AnyField } from './fieldKinds';

/** The first message each field's rules give for `values`. */
const messages = (fields: readonly AnyField[], values: Record<string, string | boolean>) => validate(fields, values);
const shape = (fields: readonly AnyField[]) =>
  fields.map((field) => ({
    name: field.name,
    label: field.label,
    kind: field.kind,
    ...('source' in field ? { source: field.source } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  }));

describe('form fields derived from the catalogue (contract/resource-fields.ts)', () => {
  it('give every labelled field its name, label, control and picker source, in the catalogue order', () => {
    expect(shape(catalogueFormFields('positions'))).toEqual([
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'departmentId', label: 'Department', kind: 'reference', source: 'departments' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ]);
    expect(shape(catalogueFormFields('companies')).map((field) => field.kind)).toEqual(['text', 'text', 'textarea', 'tel', 'email']);
    expect(shape(catalogueFormFields('equipments')).find((field) => field.name === 'quantity')).toEqual({
      name: 'quantity',
      label: 'Quantity in stock',
      kind: 'integer',
      hint: 'Units on the shelf now.',
    });
    // Server-set fields (an ordered resource's position) are not on the form.
    expect(catalogueFormFields('gvrSections').map((field) => field.name)).toEqual(['name', 'description']);
  });

  it("check what rest-api checks: required, the text's length and format, a number's bounds", () => {
    const positions = catalogueFormFields('positions');
    expect(messages(positions, { name: '', departmentId: '', description: 'x'.repeat(501) })).toEqual({
      name: 'Name is required.',
      departmentId: 'Department is required.',
      description: 'Description must be at most 500 characters.',
    });
    expect(messages(positions, { name: 'x'.repeat(100), departmentId: 'd1', description: '' })).toEqual({});
    expect(messages(positions, { name: 'x'.repeat(101), departmentId: 'd1', description: '' })).toEqual({ name: 'Name must be at most 100 characters.' });
    const grades = catalogueFormFields('grades');
    expect(messages(grades, { name: 'G1', level: '100', description: '' })).toEqual({ level: 'Level must be a whole number from 1 to 99.' });
    expect(messages(grades, { name: 'G1', level: '', description: '' })).toEqual({});
    const companies = catalogueFormFields('companies');
    expect(messages(companies, { name: 'A', code: 'A', address: '', phone: '12', email: 'nope' })).toEqual({
      phone: 'Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed).',
      email: 'Enter a valid e-mail address.',
    });
    expect(messages(catalogueFormFields('products'), { code: 'P', name: 'P', subcategoryId: 's', portfolioId: '', unit: 'box', price: '1.234', active: true })).toEqual({
      price: 'Price can have at most 2 decimals.',
    });
  });

  it('start a new record with a boolean default of true', () => {
    expect(catalogueFormFields('portfolios').find((field) => field.name === 'active')).toMatchObject({ kind: 'boolean', initial: true });
    expect(catalogueFormFields('employees', { fields: { gender: false } }).find((field) => field.name === 'gvr')).not.toHaveProperty('initial');
  });

  it('let a description leave out, change, add and reorder fields', () => {
    const fields = catalogueFormFields('customers', {
      fields: { address: false, contacts: { kind: 'objects', item: { singular: 'contact', plural: 'contacts', fields: [] }, rules: [] } },
      add: [{ name: 'note', label: 'Note', kind: 'text', rules: [], before: 'city' }],
      order: ['name', 'companyId'],
    });
    expect(fields.map((field) => field.name)).toEqual(['name', 'companyId', 'note', 'city', 'phone', 'email', 'salespersonId', 'contacts', 'active']);
    expect(fields.find((field) => field.name === 'contacts')?.kind).toBe('objects');
  });

  it('refuse a field whose control the catalogue cannot say (an enum) unless the description gives it', () => {
    expect(() => catalogueFormFields('employees')).toThrow(/employees\.gender \(enum\): its form control is not derived/);
  });
});

describe('list columns derived from the catalogue', () => {
  it('are the labelled fields by default, headed by their labels, sortable when the catalogue sorts by them', () => {
    expect(catalogueColumnKeys('positions')).toEqual(['name', 'department', 'description']);
    expect(catalogueColumn('positions', 'name')).toEqual({ key: 'name', header: 'Name', sortField: 'NAME' });
    expect(catalogueColumn('positions', 'description')).toEqual({ key: 'description', header: 'Description' });
    expect(catalogueColumn('positions', 'nothing')).toBeUndefined();
  });

  it('show a reference by the label field of the record it names', () => {
    const department = catalogueColumn('positions', 'department');
    expect(department?.header).toBe('Department');
    expect(department?.cell?.({ department: { id: 'd1', name: 'Sales' } })).toBe('Sales');
    expect(department?.cell?.({ department: null })).toBeNull();
    expect(catalogueColumn('departments', 'head')?.cell?.({ head: { id: 'e1', employeeName: 'Ann Lee' } })).toBe('Ann Lee');
  });
});
