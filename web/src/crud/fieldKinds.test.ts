import { changedInput, emptyValues, inputValues, recordValues, type AnyField } from './fieldKinds';
import { maxLength, required } from '../forms/validation';

const FIELDS: AnyField[] = [
  { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(10)] },
  { name: 'code', label: 'Code', kind: 'text', rules: [] },
  { name: 'level', label: 'Level', kind: 'integer', rules: [] },
  { name: 'joinDate', label: 'Join date', kind: 'date', rules: [] },
  { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
  { name: 'gvr', label: 'GVR', kind: 'boolean', rules: [] },
  { name: 'companyId', label: 'Company', kind: 'reference', source: 'companies', rules: [] },
  { name: 'companyIds', label: 'Companies', kind: 'references', source: 'companies', rules: [] },
  { name: 'gender', label: 'Gender', kind: 'select', options: [{ value: 'MALE', label: 'Male' }], rules: [] },
  { name: 'password', label: 'Password', kind: 'password', only: 'create', rules: [required] },
  { name: 'confirm', label: 'Confirm', kind: 'password', only: 'create', sent: false, rules: [] },
];

describe('the field kinds (DESIGN §4 form values)', () => {
  it("give a new record the kind's empty value or the field's initial one", () => {
    expect(emptyValues(FIELDS)).toEqual({
      name: '',
      code: '',
      level: '',
      joinDate: '',
      active: true,
      gvr: false,
      companyId: '',
      companyIds: [],
      gender: '',
      password: '',
      confirm: '',
    });
  });

  it('read a record: nulls as blank, numbers as text, lists copied, missing fields empty', () => {
    const record = { name: 'A', code: null, level: 3, joinDate: '2026-01-05', active: false, gvr: true, companyId: 'c1', companyIds: ['c1', 'c2'], gender: null };
    expect(recordValues(FIELDS, record)).toEqual({ ...record, code: '', level: '3', gender: '', password: '', confirm: '' });
  });

  it('write an input: required text trimmed, blank optional text null, numbers parsed, passwords as typed', () => {
    const values = { ...emptyValues(FIELDS), name: ' A ', code: '  ', level: '7', companyIds: ['c2'], password: ' secret ' };
    expect(inputValues(FIELDS, values, 'edit')).toEqual({
      name: 'A',
      code: null,
      level: 7,
      joinDate: null,
      active: true,
      gvr: false,
      companyId: null,
      companyIds: ['c2'],
      gender: null,
    });
    expect(inputValues(FIELDS, values, 'create')).toMatchObject({ password: ' secret ' });
    expect(inputValues(FIELDS, values, 'create')).not.toHaveProperty('confirm');
  });

  it('keep only the changed fields of an update (lists in order)', () => {
    expect(changedInput({ name: 'A', level: 1, roles: ['HOD', 'EMPLOYEE'] }, { name: 'A', level: null, roles: ['EMPLOYEE', 'HOD'] })).toEqual({
      level: null,
      roles: ['EMPLOYEE', 'HOD'],
    });
  });
});
