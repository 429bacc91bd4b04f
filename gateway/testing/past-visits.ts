import { graphqlPost } from './graphql-client';
import type { SignedInUser } from './accounts';

/** A completed visit as claims need it (docs/visits.md "Claims"): its id, number and customer's name. */
export interface PastVisit {
  id: string;
  number: string;
  customerName: string;
}

/**
 * `count` visits of `user` made through the gateway at `graphqlUrl`: each planned two hours ago to the
 * first active customer the user reads, in the first active GVR category, then completed with an outcome
 * (docs/visits.md "Visits"). Throws when a step answers errors (the test's setup is broken).
 */
export async function pastVisits(graphqlUrl: string, user: SignedInUser, count = 2): Promise<PastVisit[]> {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await graphqlPost<T>(graphqlUrl, { token: user.token, query, variables });
    if (answer.body.errors || !answer.body.data) throw new Error(`past visits: ${JSON.stringify(answer.body.errors)}`);
    return answer.body.data;
  };
  const { customers, allGvrCategories } = await ask<{ customers: { items: Array<{ id: string }> }; allGvrCategories: Array<{ id: string; active: boolean }> }>(
    '{ customers(pageSize: 1, active: true) { items { id } } allGvrCategories { id active } }',
  );
  const customerId = customers.items[0]?.id;
  const categoryId = allGvrCategories.find((category) => category.active)?.id;
  if (!customerId || !categoryId) throw new Error(`past visits: ${user.email} reads no active customer or GVR category`);
  const made: PastVisit[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = new Date(Date.now() - (3 + i) * 3_600_000).toISOString();
    const end = new Date(Date.now() - (2 + i) * 3_600_000).toISOString();
    const { createVisit } = await ask<{ createVisit: { visit: { id: string; version: number } | null; errors: unknown[] } }>(
      'mutation($input: VisitInput!) { createVisit(input: $input) { visit { id version } errors { code message } } }',
      { input: { customerId, categoryId, start, end, outcome: 'Done' } },
    );
    if (!createVisit.visit) throw new Error(`past visits: ${JSON.stringify(createVisit.errors)}`);
    const { completeVisit } = await ask<{ completeVisit: { visit: PastVisit | null; errors: unknown[] } }>(
      'mutation($id: ID!, $version: Int!) { completeVisit(id: $id, version: $version) { visit { id number customerName } errors { code message } } }',
      createVisit.visit,
    );
    if (!completeVisit.visit) throw new Error(`past visits: ${JSON.stringify(completeVisit.errors)}`);
    made.push(completeVisit.visit);
  }
  return made;
}
