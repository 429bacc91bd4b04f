import { FIELD_KINDS, emptyValues, type FieldKind } from '../../fieldKinds';
import { emailAddress, required } from '../../../forms/validation';
import { rowsOf, summarizeRows, validRows, validateRows, type ObjectItemDescription } from './objectList';

const contact: ObjectItemDescription = {
  singular: 'contact',
  plural: 'contacts',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rules: [required] },
    { name: 'positionId', label: 'Position', kind: 'reference', source: 'positions', rules: [] },
    { name: 'email', label: 'E-mail', kind: 'email', rules: [emailAddress] },
    { name: 'budget', label: 'Budget', kind: 'money', rules: [] },
  ],
  name: (row) => String(row.name),
};
const field = { name: 'contacts', label: 'Contacts', kind: 'objects', item: contact, rules: [] } as const;

describe('list-of-objects rows (plan §5)', () => {
  it('starts a row with every sub-field empty, by its kind', () => {
    expect(emptyValues(contact.fields)).toEqual({ name: '', positionId: '', email: '', budget: '' });
  });

  it('checks every row and names the first row with a problem', () => {
    const rows = [
      { name: 'Ann', positionId: '', email: 'ann@example.com', budget: '' },
      { name: '', positionId: '', email: 'nope', budget: '' },
    ];
    expect(validateRows(contact, rows)).toEqual([{}, { name: 'Name is required.', email: 'Enter a valid e-mail address.' }]);
    expect(validRows(contact)(rows, 'Contacts')).toBe('Contact 2: Name is required.');
    expect(validRows(contact)([rows[0] as never], 'Contacts')).toBeNull();
    expect(rowsOf('text')).toEqual([]);
  });

  it('converts records to rows and rows to the input list, each sub-field by its kind', () => {
    const kind = FIELD_KINDS.objects;
    const records = [{ name: 'Ann', positionId: 'p1', position: { id: 'p1', name: 'Buyer' }, email: null, budget: '12.5' }];
    const rows = kind.toValue(records, field);
    expect(rows).toEqual([{ name: 'Ann', positionId: 'p1', email: '', budget: '12.50' }]);
    expect(kind.toInput([{ name: ' Ann ', positionId: '', email: '', budget: '1,000' }], false, field)).toEqual([
      { name: 'Ann', positionId: null, email: null, budget: '1000.00' },
    ]);
    expect(kind.toValue(null, field)).toEqual([]);
    expect(kind.empty).toEqual([]);
  });

  it("shows a count, with the rows' names when the item names them", () => {
    expect(FIELD_KINDS.objects.cell([{ name: 'Ann' }, { name: 'Bo' }], field)).toBe('2 contacts: Ann, Bo');
    expect(summarizeRows([{ name: 'Ann' }], contact)).toBe('1 contact');
    expect(summarizeRows([1, 2, 3, 4], contact, String, 3)).toBe('4 contacts: 1, 2, 3, …');
    expect(summarizeRows([], contact)).toBe('');
  });
});

describe('money and date range in the kind table', () => {
  it('converts and shows them', () => {
    const kinds: Readonly<Record<string, FieldKind>> = FIELD_KINDS;
    const money = { name: 'amount', label: 'Amount', kind: 'money', currency: 'EUR', rules: [] } as const;
    expect(kinds.money?.toValue('7', money)).toBe('7.00');
    expect(kinds.money?.toInput('', false, money)).toBeNull();
    expect(kinds.money?.cell('7', money)).toMatch(/7\.00|7,00/);
    const range = { name: 'validity', label: 'Validity', kind: 'dateRange', rules: [] } as const;
    expect(FIELD_KINDS.dateRange.empty).toEqual({ from: '', to: '' });
    expect(kinds.dateRange?.toInput({ from: '2026-01-01', to: '2026-01-02' }, true, range)).toEqual({ from: '2026-01-01', to: '2026-01-02' });
  });
});
