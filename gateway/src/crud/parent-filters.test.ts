import { GraphQLBoolean, GraphQLNonNull, GraphQLObjectType, isObjectType } from 'graphql';
import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startSharedStack } from '../../testing/stack';
import { RESOURCE_CATALOGUE, type ResourceContract, hasFullList, resourceGraphqlNames } from '../generated/contract/resources';
import { buildSchema } from '../schema';

/**
 * Integrators' paging and dependent lists (docs/graphql-grammar.md), against a REAL rest-api with the
 * demo data: every page type says whether a next page exists, and every child list filters by its
 * parent (`positions(departmentId:)`, `products(portfolioId:)`, ...): each catalogue filter `<x>Id` whose
 * record carries the same `<x>Id` field.
 */
const schema = buildSchema();

/** The catalogue's parent filters: list resources with a full list whose type has a field named like an ID filter. */
const PARENT_FILTERS = (RESOURCE_CATALOGUE as readonly ResourceContract[]).flatMap((resource) => {
  if (!hasFullList(resource) || !resource.filters) return [];
  const names = resourceGraphqlNames(resource);
  const type = schema.getType(names.type);
  if (!(type instanceof GraphQLObjectType)) return [];
  return Object.entries(resource.filters)
    .filter(([argument, filter]) => filter.type === 'ID' && argument in type.getFields())
    .map(([argument]) => ({ resource: resource.name, listField: names.listField, allField: names.allField, argument }));
});

it('every paged list type carries hasNextPage: Boolean!', () => {
  const pages = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.name.endsWith('Page') && 'items' in type.getFields()) as GraphQLObjectType[];
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    const field = page.getFields().hasNextPage;
    expect([page.name, field?.type.toString()]).toEqual([page.name, new GraphQLNonNull(GraphQLBoolean).toString()]);
  }
});

it('the parent filters include positions by department, products by portfolio, portfolios by company', () => {
  expect(PARENT_FILTERS).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ listField: 'positions', argument: 'departmentId' }),
      expect.objectContaining({ listField: 'products', argument: 'portfolioId' }),
      expect.objectContaining({ listField: 'productSubcategories', argument: 'categoryId' }),
      expect.objectContaining({ listField: 'gvrCategories', argument: 'sectionId' }),
      expect.objectContaining({ listField: 'portfolios', argument: 'companyId' }),
      expect.objectContaining({ listField: 'isos', argument: 'companyId' }),
      expect.objectContaining({ listField: 'salespersonCodes', argument: 'companyId' }),
    ]),
  );
});

describe('against the demo data', () => {
  let stack: TestStack;
  let admin: SignedInUser;

  beforeAll(async () => {
    stack = await startSharedStack();
    admin = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const query = async <T>(text: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphqlPost<T>(stack.gateway.graphqlUrl, { token: admin.token, query: text, variables });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!;
  };

  it.each(PARENT_FILTERS)('$listField($argument:) lists only the children of that parent', async ({ listField, allField, argument }) => {
    const all = (await query<Record<string, Record<string, string | null>[]>>(`{ ${allField} { id ${argument} } }`))[allField]!;
    const counts = new Map<string, number>();
    for (const record of all) if (record[argument]) counts.set(record[argument], (counts.get(record[argument]) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(0);
    const [parent, expected] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(expected).toBeLessThan(all.length);
    const page = (
      await query<Record<string, { items: Record<string, string>[]; total: number; hasNextPage: boolean }>>(
        `query($parent: ID) { ${listField}(pageSize: 100, ${argument}: $parent) { items { id ${argument} } total hasNextPage } }`,
        { parent },
      )
    )[listField]!;
    expect(page.total).toBe(expected);
    const shown = Math.min(expected, 100);
    expect(page.items.map((item) => item[argument])).toEqual(Array(shown).fill(parent));
    expect(page.hasNextPage).toBe(expected > shown);
  });

  it('hasNextPage is true before the last page and false on it', async () => {
    const pageOf = async (page: number) =>
      (
        await query<{ grades: { total: number; totalPages: number; hasNextPage: boolean } }>(
          'query($page: Int) { grades(page: $page, pageSize: 2) { total totalPages hasNextPage } }',
          { page },
        )
      ).grades;
    const first = await pageOf(1);
    expect(first.totalPages).toBeGreaterThan(1);
    expect(first.hasNextPage).toBe(true);
    expect((await pageOf(first.totalPages)).hasNextPage).toBe(false);
    expect((await pageOf(first.totalPages + 1)).hasNextPage).toBe(false);
  });
});
