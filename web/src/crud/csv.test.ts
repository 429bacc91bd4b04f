import { buildCsv, csvFileName } from './csv';

type Row = { name: string; note: string | null; level: number | null };
const columns = [
  { header: 'Name', cell: (row: Row) => row.name },
  { header: 'Note', cell: (row: Row) => row.note },
  { header: 'Level', cell: (row: Row) => row.level },
];
const lines = (csv: string) => csv.split('\r\n');

describe('buildCsv (RFC 4180)', () => {
  it('writes a header row and one row per record, every line ending in CRLF', () => {
    expect(buildCsv(columns, [{ name: 'G1', note: 'plain', level: 1 }])).toBe('Name,Note,Level\r\nG1,plain,1\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const csv = buildCsv(columns, [
      { name: 'Acme, Inc.', note: 'said "hi"', level: null },
      { name: 'two\nlines', note: null, level: 7 },
    ]);
    expect(lines(csv)).toEqual(['Name,Note,Level', '"Acme, Inc.","said ""hi""",', '"two\nlines",,7', '']);
  });

  it('writes only the header for no records', () => {
    expect(buildCsv(columns, [])).toBe('Name,Note,Level\r\n');
  });

  it('defuses spreadsheet formulas but keeps phone numbers and negative numbers', () => {
    const csv = buildCsv(columns, [
      { name: '=HYPERLINK("x")', note: '+1 555 0100', level: -3 },
      { name: '@SUM(A1)', note: '-cmd', level: null },
    ]);
    expect(lines(csv).slice(1)).toEqual([`"'=HYPERLINK(""x"")",+1 555 0100,-3`, `"'@SUM(A1)","'-cmd",`, '']);
  });
});

describe('csvFileName', () => {
  it('names the file after the plural', () => {
    expect(csvFileName('companies')).toBe('companies.csv');
    expect(csvFileName('salesperson codes')).toBe('salesperson-codes.csv');
    expect(csvFileName('ISO documents')).toBe('iso-documents.csv');
  });
});
