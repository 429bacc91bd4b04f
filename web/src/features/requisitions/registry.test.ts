import { ApolloClient, InMemoryCache } from '@apollo/client';
import { RESOURCE_CATALOGUE, WORKFLOWS } from '../../generated/contract';
import { contractLink } from '../../../testing/schemaLink';
import { WORKFLOW_SCREENS, loadWorkflowScreens } from './registry';

/**
 * The web's workflow screens against the contract (docs/requisitions.md "Web"): one per catalogue
 * resource with a workflow, at its §2 menu path, on its transition table; its form's values and every
 * action fit the schema (schema.graphql answering made-up records).
 */
describe('the workflow screens against the catalogue', () => {
  const workflowResources = RESOURCE_CATALOGUE.filter((resource) => 'workflow' in resource);

  it('has a screen for every workflow resource, at its menu path', () => {
    expect(WORKFLOW_SCREENS).toEqual(workflowResources.map((resource) => ({ name: resource.name, path: resource.menuPath })));
  });

  // Visits and claims are described by the visits feature, whose own tests check them (a feature imports no other).
  const described = workflowResources.filter((resource) => resource.menuPath.startsWith('/requisitions/'));
  it.each(described.map((resource) => [resource.name, resource] as const))('%s: its form and actions fit the contract', async (name, resource) => {
    const description = (await loadWorkflowScreens()).WORKFLOW_DESCRIPTIONS[name];
    if (!description) throw new Error('no description');
    expect(description.workflow).toBe(WORKFLOWS[resource.workflow]);
    expect(description.resource.title).toBe(resource.title);
    const client = new ApolloClient({ link: contractLink(), cache: new InMemoryCache() });
    const { data } = await client.query({ query: description.resource.get.document, variables: { id: 'r1' } });
    const record = description.resource.get.record(data);
    if (!record) throw new Error('no record');
    const values = description.resource.form.toValues(record);
    const toCreateInput = description.resource.form.toCreateInput ?? description.resource.form.toInput;
    await expect(client.mutate({ mutation: description.resource.create, variables: { input: toCreateInput(values) } })).resolves.toBeDefined();
    await expect(
      client.mutate({ mutation: description.resource.update, variables: { id: record.id, version: record.version, input: description.resource.form.toInput(values) } }),
    ).resolves.toBeDefined();
    for (const document of Object.values(description.actions)) {
      await expect(client.mutate({ mutation: document, variables: { id: record.id, version: record.version, comment: 'Fine' } })).resolves.toBeDefined();
    }
  });
});
