import { addedLines, schemaChanges, unmarkedBreaks } from './schema-diff';

const BEFORE = `
type Query { grades: [String!]! grade(id: ID!): String }
enum Role { ADMIN GVR }
`;

describe('the breaking-change check (npm run schema:check)', () => {
  test('a removed field is breaking, a new enum value dangerous, a new field safe', async () => {
    const changes = await schemaChanges(BEFORE, 'type Query { grade(id: ID!): String me: String }\nenum Role { ADMIN GVR HOD }');
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'BREAKING', path: 'Query.grades' }),
        expect.objectContaining({ level: 'DANGEROUS', path: 'Role.HOD' }),
        expect.objectContaining({ level: 'NON_BREAKING', path: 'Query.me' }),
      ]),
    );
  });

  test('a break passes only with a CHANGELOG line added since the base naming its coordinate and BREAKING', async () => {
    const changes = await schemaChanges(BEFORE, 'type Query { grade(id: ID!): String }\nenum Role { ADMIN GVR }');
    const base = '# Schema changelog\n\n- BREAKING: `Query.grades` removed long ago.\n';
    expect(unmarkedBreaks(changes, addedLines(base, base))).toHaveLength(1);
    const mentioned = `${base}- \`Query.grades\` is gone.\n`;
    expect(unmarkedBreaks(changes, addedLines(base, mentioned))).toHaveLength(1);
    const marked = `${base}- BREAKING: \`Query.grades\` removed; use \`Query.allGrades\`.\n`;
    expect(unmarkedBreaks(changes, addedLines(base, marked))).toEqual([]);
  });

  test('no change, nothing to mark', async () => {
    expect(unmarkedBreaks(await schemaChanges(BEFORE, BEFORE), [])).toEqual([]);
  });
});
