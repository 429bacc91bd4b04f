import { updateMayMoveRow } from './updateMayMoveRow';

/** An employees list (form fields employeeName, email, active, gvr, departmentId) asked with `extra`. */
const list = (extra: Record<string, unknown> = {}) => ({ page: 1, pageSize: 10, search: null, sort: { field: 'EMPLOYEE_NAME', direction: 'ASC' as const }, ...extra });
const FORM = ['employeeName', 'employeeNo', 'email', 'active', 'gvr', 'departmentId'];

describe('updateMayMoveRow: whether a saved update can move its row on the list (DESIGN §4)', () => {
  it('a changed field the list sorts on moves it; another does not', () => {
    expect(updateMayMoveRow(['employeeName'], list(), FORM)).toBe(true);
    expect(updateMayMoveRow(['email', 'gvr'], list(), FORM)).toBe(false);
    expect(updateMayMoveRow(['employeeNo'], list({ sort: { field: 'EMPLOYEE_NO', direction: 'DESC' } }), FORM)).toBe(true);
  });

  it('by last change every update moves it, by creation none; no sort, or a sort on no form field, may move it', () => {
    expect(updateMayMoveRow(['email'], list({ sort: { field: 'UPDATED_AT', direction: 'DESC' } }), FORM)).toBe(true);
    expect(updateMayMoveRow(['employeeName'], list({ sort: { field: 'CREATED_AT', direction: 'DESC' } }), FORM)).toBe(false);
    expect(updateMayMoveRow(['email'], list({ sort: null }), FORM)).toBe(true);
    expect(updateMayMoveRow(['email'], list({ sort: { field: 'DEPARTMENT', direction: 'ASC' } }), FORM)).toBe(true);
  });

  it('under a search any change may move it (the server decides which fields a search matches)', () => {
    expect(updateMayMoveRow(['gvr'], list({ search: 'ann' }), FORM)).toBe(true);
    expect(updateMayMoveRow([], list({ search: 'ann' }), FORM)).toBe(false);
  });

  it('a filter the list is asked with moves it when its field changed, or when it is no form field', () => {
    expect(updateMayMoveRow(['active'], list({ active: true }), FORM)).toBe(true);
    expect(updateMayMoveRow(['email'], list({ active: true, gvr: true }), FORM)).toBe(false);
    expect(updateMayMoveRow(['email'], list({ active: undefined }), FORM)).toBe(false);
    expect(updateMayMoveRow(['email'], list({ onLeave: true }), FORM)).toBe(true);
  });
});
