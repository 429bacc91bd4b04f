import { resourceByPath } from '../setup/registry';
import { emptyPage, toListQuery, toPage } from './paging';
import { bodyOf, objectOf } from './record-mapping';
import { resourceFieldNames } from './resource';

const grades = resourceByPath('grades');

describe('resourceFieldNames (DESIGN §3 naming)', () => {
  test('derives the field names from the type name (reorder is used by ordered resources only)', () => {
    expect(resourceFieldNames(grades)).toEqual({
      list: 'grades',
      all: 'allGrades',
      get: 'grade',
      create: 'createGrade',
      update: 'updateGrade',
      delete: 'deleteGrade',
      reorder: 'reorderGrades',
    });
  });

  test('honours an irregular plural', () => {
    expect(resourceFieldNames({ typeName: 'Company', pluralTypeName: 'Companies' })).toMatchObject({
      list: 'companies',
      all: 'allCompanies',
      get: 'company',
      create: 'createCompany',
    });
  });
});

describe('toListQuery / toPage (DESIGN §2 paged list)', () => {
  test('maps paging, a trimmed search and the sort field with direction', () => {
    expect(toListQuery(grades, { page: 2, pageSize: 25, search: '  senior ', sort: { field: 'UPDATED_AT', direction: 'DESC' } })).toEqual({
      page: 2,
      limit: 25,
      search: 'senior',
      sort: '-updatedAt',
    });
  });

  test('uses the default sort and leaves out a blank search', () => {
    expect(toListQuery(grades, { search: '   ' })).toEqual({ page: 1, limit: 10, sort: 'name' });
  });

  test('refuses out-of-range paging with field errors', () => {
    expect(() => toListQuery(grades, { page: 0, pageSize: 101 })).toThrow(
      expect.objectContaining({
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [expect.objectContaining({ field: 'page' }), expect.objectContaining({ field: 'pageSize' })] },
      }),
    );
  });

  test('renames the envelope and maps every record', () => {
    expect(toPage({ docs: [1, 2], totalDocs: 12, limit: 2, page: 3, totalPages: 6 }, (n: number) => n * 10)).toEqual({
      items: [10, 20],
      total: 12,
      pageSize: 2,
      page: 3,
      totalIsExact: true,
      totalPages: 6,
      hasNextPage: true,
    });
    expect(emptyPage({ page: 4, limit: 50 })).toEqual({ items: [], page: 4, pageSize: 50, total: 0, totalIsExact: true, totalPages: 0, hasNextPage: false });
  });

  test('maps a search counted only up to a cap (totalDocsExact: false) and its next page', () => {
    // Page 101 of a "1,000+" search: past the cap's 100 pages, the server says whether a next page may follow.
    const capped = { docs: [1], totalDocs: 1000, totalDocsExact: false, limit: 10, page: 101, totalPages: 100, hasNextPage: true };
    expect(toPage(capped, (n: number) => n)).toEqual({ items: [1], total: 1000, totalIsExact: false, pageSize: 10, page: 101, totalPages: 100, hasNextPage: true });
    // A server of the contract that sends neither field counts exactly: next page while page < totalPages.
    expect(toPage({ docs: [], totalDocs: 30, limit: 10, page: 3, totalPages: 3 }, (n: number) => n)).toMatchObject({ totalIsExact: true, hasNextPage: false });
  });
});

describe('grades description', () => {
  const record = grades.record.parse({
    _id: 'g1',
    __v: 3,
    name: 'G1',
    createdAt: '2026-01-02T03:04:05Z',
    updatedAt: '2026-01-02T03:04:05.678+01:00',
    extra: 'ignored',
  });

  test('turns a REST record into a Grade (`_id` → id, `__v` → version, ISO UTC dates, missing → null)', () => {
    expect(objectOf(grades, record)).toEqual({
      id: 'g1',
      version: 3,
      name: 'G1',
      level: null,
      description: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T02:04:05.678Z',
    });
  });

  test('turns an input into the REST body', () => {
    expect(bodyOf(grades, { name: 'G9', level: 9 })).toEqual({ name: 'G9', level: 9, description: null });
  });

  test('rejects a record that does not fit the contract', () => {
    expect(grades.record.safeParse({ _id: 'g1', name: 'G1' }).success).toBe(false);
  });
});
