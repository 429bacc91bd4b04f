import { ApolloClient, InMemoryCache } from '@apollo/client';
import { WORKFLOWS, resourceContract } from '../../../generated/contract';
import { contractLink } from '../../../../testing/schemaLink';
import type { WorkflowDescription } from '../../../workflow/workflowDescription';
import { claimsWorkflow as described } from './claimsWorkflow';

// As the generic pages take it (a description is invariant in its types).
const claimsWorkflow = described as unknown as WorkflowDescription;

/** The claims description against the contract (docs/visits.md "Claims"): its form's values and every action fit schema.graphql. */
describe('the claims workflow description', () => {
  it('runs on the claims transition table, at the menu path, with "To review" and "All" only', () => {
    expect(claimsWorkflow.workflow).toBe(WORKFLOWS.claims);
    expect(claimsWorkflow.listPath).toBe(resourceContract('claims').menuPath);
    expect(claimsWorkflow.tabs).toEqual({ mine: false, approveLabel: 'To review' });
  });

  it('converts a claim to an input the schema takes, and has a mutation for every action', async () => {
    const client = new ApolloClient({ link: contractLink(), cache: new InMemoryCache() });
    const { data } = await client.query({ query: claimsWorkflow.resource.get.document, variables: { id: 'r1' } });
    const record = claimsWorkflow.resource.get.record(data);
    if (!record) throw new Error('no record');
    const values = claimsWorkflow.resource.form.toValues(record);
    const toCreateInput = claimsWorkflow.resource.form.toCreateInput ?? claimsWorkflow.resource.form.toInput;
    await expect(client.mutate({ mutation: claimsWorkflow.resource.create, variables: { input: toCreateInput(values) } })).resolves.toBeDefined();
    await expect(
      client.mutate({ mutation: claimsWorkflow.resource.update, variables: { id: record.id, version: record.version, input: claimsWorkflow.resource.form.toInput(values) } }),
    ).resolves.toBeDefined();
    expect(Object.keys(claimsWorkflow.actions)).toEqual(['submit', 'approve', 'reject', 'pay', 'cancel']);
    for (const document of Object.values(claimsWorkflow.actions)) {
      await expect(client.mutate({ mutation: document, variables: { id: record.id, version: record.version, comment: 'Fine' } })).resolves.toBeDefined();
    }
  });
});
