import { ApolloClient, InMemoryCache, ApolloLink, Observable } from '@apollo/client';
import { gql } from '@apollo/client';
import { fieldsConcerned, liveRefresher, rootFields } from './liveRefresh';

/* Screens that stay current (docs/notifications.md): which queries a live event concerns, and a burst read once. */

it('maps a notification link to the list and record fields of its resource, and the dashboard', () => {
  expect(fieldsConcerned('/requisitions/equipments-requisition/abc')).toEqual(['equipmentRequisitions', 'equipmentRequisition', 'dashboard']);
  expect(fieldsConcerned('/requisitions/events-requisition/abc?x=1')).toEqual(['eventRequisitions', 'eventRequisition', 'dashboard']);
  expect(fieldsConcerned(null)).toEqual(['dashboard']);
  expect(fieldsConcerned('/somewhere/else')).toEqual(['dashboard']);
  expect(rootFields(gql('query Q { equipmentRequisitions { total } me { id } }'))).toEqual(['equipmentRequisitions', 'me']);
});

it('reads each concerned query on screen once for a burst of events, and leaves the others alone', async () => {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return new Observable((observer) => {
      observer.next({
        data: operation.operationName === 'Requisitions' ? { equipmentRequisitions: { __typename: 'Page', total: asked.length } } : { grades: { __typename: 'Page', total: 1 } },
      });
      observer.complete();
    });
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const watch = (query: string) => client.watchQuery({ query: gql(query) }).subscribe(() => undefined);
  const subscriptions = [watch('query Requisitions { equipmentRequisitions { total } }'), watch('query Grades { grades { total } }')];
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked.sort()).toEqual(['Grades', 'Requisitions']);
  asked.length = 0;
  const refresher = liveRefresher(client, { quietMs: 30, maxWaitMs: 200 });
  for (let i = 0; i < 100; i++) refresher.concern('/requisitions/equipments-requisition/r1');
  expect(asked).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(asked).toEqual(['Requisitions']);
  refresher.stop();
  subscriptions.forEach((subscription) => subscription.unsubscribe());
});
