import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { departments } from '../identity/departments-table';
import { positions } from '../identity/positions-table';
import { salespersonCodes } from '../identity/salesperson-codes-table';
import { fromCatalogue } from './catalogue';
import { catalogueFilters, catalogueSearchable, catalogueSortable, catalogueUnique } from './catalogue-lists';
import { catalogueReferences, catalogueTable } from './catalogue-references';

/*
 * What fromCatalogue derives from the catalogue (contract/resources.ts, contract/resource-fields.ts) and
 * the table: search columns, sort expressions, filters, unique indexes and references, each overridable.
 */

const dialect = new PgDialect();
const text = (wrapper: SQLWrapper) => dialect.sqlToQuery(sql`${wrapper}`).sql;

it('searches the columns of the searchable fields', () => {
  expect(catalogueSearchable('positions', positions)).toEqual([positions.name, positions.description]);
});

it('sorts a text key ignoring case where the table indexes lower(column), else by the column', () => {
  const sorts = catalogueSortable('departments', departments);
  expect(Object.keys(sorts)).toEqual(['name', 'code']);
  expect(text(sorts.name!)).toBe('lower("departments"."name")');
  expect(sorts.code).toBe(departments.code);
});

it('derives only the sort keys not given, and never createdAt or updatedAt', () => {
  expect(Object.keys(catalogueSortable('departments', departments, { code: sql`1` }))).toEqual(['name']);
});

it('derives ID and Boolean filters on the column of the REST parameter, but those given', () => {
  expect(catalogueFilters('salespersonCodes', salespersonCodes)).toEqual({
    company: { column: salespersonCodes.company, type: 'id' },
    active: { column: salespersonCodes.active, type: 'boolean' },
  });
  expect(Object.keys(catalogueFilters('salespersonCodes', salespersonCodes, ['active']))).toEqual(['company']);
});

it('refuses a filter it cannot derive (an enum, a date range) unless given', () => {
  expect(() => catalogueFilters('visits', catalogueTable('visits'))).toThrow(/cannot be derived|no column/);
});

it('names the unique index of a unique field by the naming rule, within its parent', () => {
  expect(catalogueUnique('positions', positions)).toEqual({ positions_department_name_unique: 'name' });
  expect(catalogueUnique('positions', positions, { another_index: 'name' })).toEqual({});
});

it('refuses a unique field whose index the table lacks', () => {
  expect(() => catalogueUnique('positions', departments)).toThrow(/no index departments_department_name_unique/);
});

it("refers each reference field to its target's table, labelled by the target", () => {
  expect(catalogueReferences('positions')).toEqual({ department: { table: departments, label: 'department' } });
  expect(catalogueTable('salespersonCodes')).toBe(salespersonCodes);
});

it('lets a description add to, replace and drop what is derived', () => {
  const resource = fromCatalogue('positions', {
    table: positions,
    sortable: { name: positions.name },
    unique: { positions_department_name_unique: 'name' },
    references: { department: null },
  });
  expect(resource.sortable).toEqual({ name: positions.name });
  expect(resource.filters).toEqual({ department: { column: positions.department, type: 'id' } });
  expect(resource.references).toEqual({});
  expect(Object.keys(resource.fields.shape)).toEqual(['name', 'department', 'description']);
});
