import { z } from 'zod';
import { catalogueFields } from './catalogue-fields';

/** The messages of the issues of `schema` on `value`, by path ("name: At most 100 characters"). */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** src/crud/catalogue-fields.ts: a resource's writable fields derived from contract/resource-fields.ts. */
describe('catalogueFields', () => {
  it('derives every writable field in the catalogue order, read-only ones left out', () => {
    expect(Object.keys(catalogueFields('positions').shape)).toEqual(['name', 'department', 'description']);
    expect(Object.keys(catalogueFields('grades').shape)).toEqual(['name', 'level', 'description']);
  });

  it('validates as the helpers of src/crud/fields.ts: trimmed texts, limits, references by label, defaults', () => {
    const positions = catalogueFields('positions');
    const department = 'ABCDEF01-2345-4678-89AB-CDEF01234567';
    expect(positions.parse({ name: '  Sales Manager ', department })).toEqual({ name: 'Sales Manager', department: department.toLowerCase(), description: null });
    expect(problems(positions, { name: 'x'.repeat(101), department: 'nope', description: 'y'.repeat(501) })).toEqual([
      'name: At most 100 characters',
      'department: No such department',
      'description: At most 500 characters',
    ]);
    expect(problems(positions, {})).toEqual(['name: This field is required', 'department: This field is required']);
    expect(problems(catalogueFields('grades'), { name: 'G1', level: 100 })).toEqual(['level: Must be 99 or less']);
    expect(catalogueFields('productCategories').parse({ name: 'Drinks' })).toEqual({ name: 'Drinks', description: null, active: true });
    expect(problems(catalogueFields('companies'), { name: 'A', code: 'A', email: 'not an address', phone: '12' })).toEqual([
      'phone: Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed)',
      'email: Enter a valid e-mail address',
    ]);
  });

  it('takes a field the resource writes itself from the overrides, in the catalogue position', () => {
    const fields = catalogueFields('positions', { description: z.string().max(3, 'Short, please') });
    expect(Object.keys(fields.shape)).toEqual(['name', 'department', 'description']);
    expect(problems(fields, { name: 'A', department: '00000000-0000-4000-8000-000000000000', description: 'long' })).toEqual(['description: Short, please']);
  });

  it('refuses at start-up a field it cannot derive that no override gives, and overrides of no writable field', () => {
    expect(() => catalogueFields('visits')).toThrow(/field contactNames \(text\) cannot be derived/);
    expect(() => catalogueFields('positions', { nope: z.string() } as never)).toThrow(/overrides of no writable catalogue field: nope/);
  });
});
