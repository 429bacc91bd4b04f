import { ApolloClient, InMemoryCache } from '@apollo/client';
import { contractLink } from '../../../../testing/schemaLink';
import { VISIT_WORKFLOW } from '../../../generated/contract';
import { CreateVisitDocument } from '../../../generated/documents/CreateVisitDocument';
import { UpdateVisitDocument } from '../../../generated/documents/UpdateVisitDocument';
import { VisitCalendarPeopleDocument } from '../../../generated/documents/VisitCalendarPeopleDocument';
import { VisitCalendarSettingsDocument } from '../../../generated/documents/VisitCalendarSettingsDocument';
import { VisitReportSectionsDocument } from '../../../generated/documents/VisitReportSectionsDocument';
import { VisitsDocument } from '../../../generated/documents/VisitsDocument';
import { rangeVariables } from './visitCalendar';
import { reportInput, reportValues } from './visitReport';
import { visitsWorkflow } from './visitsWorkflow';

/**
 * The calendar's and the visit page's operations against the contract (schema.graphql answering
 * made-up records, docs/visits.md "Web"): the range query, the plan's create, a drag's and the report's
 * updates, every action of the visit workflow, and what the screens read besides.
 */
describe('the visit screens against the contract', () => {
  const client = () => new ApolloClient({ link: contractLink(), cache: new InMemoryCache() });

  it('runs on the visit workflow, with a mutation per action', () => {
    expect(visitsWorkflow.workflow).toBe(VISIT_WORKFLOW);
    expect(Object.keys(visitsWorkflow.actions)).toEqual(['complete', 'cancel', 'correct']);
  });

  it('asks for a range, plans, reschedules, reports and acts in the contract’s terms', async () => {
    const apollo = client();
    await expect(
      apollo.query({ query: VisitsDocument, variables: rangeVariables(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'), 'e1') }),
    ).resolves.toBeDefined();
    await expect(
      apollo.mutate({
        mutation: CreateVisitDocument,
        variables: { input: { customerId: 'c1', categoryId: 'g1', start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T10:00:00.000Z' } },
      }),
    ).resolves.toBeDefined();
    await expect(
      apollo.mutate({ mutation: UpdateVisitDocument, variables: { id: 'v1', version: 1, input: { start: '2026-11-25T09:00:00.000Z', end: '2026-11-25T10:00:00.000Z' } } }),
    ).resolves.toBeDefined();
    const { data } = await apollo.query({ query: visitsWorkflow.resource.get.document, variables: { id: 'v1' } });
    const visit = data ? visitsWorkflow.resource.get.record(data) : null;
    if (!visit) throw new Error('no visit');
    const sections = [{ id: 's1', name: 'Products presented', position: 1 }];
    await expect(
      apollo.mutate({ mutation: UpdateVisitDocument, variables: { id: visit.id, version: visit.version, input: reportInput(reportValues(visit, sections), sections) } }),
    ).resolves.toBeDefined();
    for (const document of Object.values(visitsWorkflow.actions)) {
      await expect(apollo.mutate({ mutation: document, variables: { id: visit.id, version: visit.version, comment: 'Fine' } })).resolves.toBeDefined();
    }
    await expect(apollo.query({ query: VisitCalendarPeopleDocument, variables: { employeeId: 'e1' } })).resolves.toBeDefined();
    await expect(apollo.query({ query: VisitCalendarSettingsDocument })).resolves.toBeDefined();
    await expect(apollo.query({ query: VisitReportSectionsDocument })).resolves.toBeDefined();
  });
});
