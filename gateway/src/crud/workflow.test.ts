import { GraphQLError } from 'graphql';
import { equipmentRequisitions } from '../setup/equipment-requisitions';
import { resourceByPath } from '../setup/registry';
import { errorFromUpstreamResponse } from '../upstream/error-mapping';
import { toListQuery } from './paging';
import { userErrorsOf } from './payloads';
import { bodyOf, objectOf } from './record-mapping';
import { workflowActionBody } from './workflow';

const eventRequisitions = resourceByPath('eventRequisitions');

/** An equipment requisition as REST answers it (docs/requisitions.md "REST"). */
const REST_REQUISITION = {
  _id: 'r1',
  __v: 2,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-02T09:30:00.000Z',
  number: 'EQ-2026-0001',
  status: 'SUBMITTED',
  requester: 'e1',
  requesterName: 'Erin Employee',
  items: [{ equipment: 'q1', quantity: 2 }],
  dates: { from: '2026-06-01', to: '2026-06-03' },
  purpose: 'Training',
  history: [
    { _id: 'h1', action: null, fromStatus: null, toStatus: 'DRAFT', by: 'e1', byName: 'Erin Employee', at: '2026-05-01T08:00:00.000Z', comment: null },
    { _id: 'h2', action: 'sendBack', fromStatus: 'SUBMITTED', toStatus: 'DRAFT', by: null, byName: 'Hal Hod', at: '2026-05-01T10:00:00.000Z', comment: 'Dates?' },
  ],
  actions: ['approve', 'reject', 'sendBack'],
};

describe('workflow records (docs/requisitions.md "GraphQL")', () => {
  test('a REST record becomes the GraphQL object: ids renamed, items by equipmentId, actions and history actions in CONSTANT_CASE', () => {
    const object = objectOf(equipmentRequisitions, equipmentRequisitions.record.parse(REST_REQUISITION));
    expect(object).toEqual({
      id: 'r1',
      version: 2,
      createdAt: '2026-05-01T08:00:00.000Z',
      updatedAt: '2026-05-02T09:30:00.000Z',
      number: 'EQ-2026-0001',
      status: 'SUBMITTED',
      requesterId: 'e1',
      requesterName: 'Erin Employee',
      items: [{ equipmentId: 'q1', quantity: 2 }],
      dates: { from: '2026-06-01', to: '2026-06-03' },
      purpose: 'Training',
      history: [
        { id: 'h1', action: null, fromStatus: null, toStatus: 'DRAFT', byId: 'e1', byName: 'Erin Employee', at: '2026-05-01T08:00:00.000Z', comment: null },
        { id: 'h2', action: 'SEND_BACK', fromStatus: 'SUBMITTED', toStatus: 'DRAFT', byId: null, byName: 'Hal Hod', at: '2026-05-01T10:00:00.000Z', comment: 'Dates?' },
      ],
      actions: ['APPROVE', 'REJECT', 'SEND_BACK'],
    });
  });

  test('an event requisition: portfolio → portfolioId, a budget sent as a number read as its text', () => {
    const { items: _items, purpose: _purpose, ...common } = REST_REQUISITION;
    const record = { ...common, number: 'EV-2026-0001', portfolio: 'p1', eventName: 'Round table', venue: 'Hall A', attendees: 40, budget: 1500.5 };
    const object = objectOf(eventRequisitions, eventRequisitions.record.parse(record));
    expect(object).toMatchObject({ portfolioId: 'p1', budget: '1500.5', attendees: 40, eventName: 'Round table', status: 'SUBMITTED' });
    expect(objectOf(eventRequisitions, eventRequisitions.record.parse({ ...record, budget: '1500.50' })).budget).toBe('1500.50');
  });

  test('an input becomes the REST body of the kind’s own fields: equipmentId → equipment; status, number, requester and history are never sent', () => {
    const input = { items: [{ equipmentId: 'q1', quantity: 3 }], dates: { from: '2026-06-01', to: '2026-06-02' }, purpose: 'Demo' };
    expect(bodyOf(equipmentRequisitions, input)).toEqual({ items: [{ equipment: 'q1', quantity: 3 }], dates: { from: '2026-06-01', to: '2026-06-02' }, purpose: 'Demo' });
    expect(bodyOf(eventRequisitions, { portfolioId: 'p1', budget: '10.00' }, 'patch')).toEqual({ portfolio: 'p1', budget: '10.00' });
  });

  test('workflow resources have no full list and no delete; one action route per distinct action, in table order', () => {
    expect(equipmentRequisitions.actions.map((action) => [action.rest, action.field])).toEqual([
      ['submit', 'submitEquipmentRequisition'],
      ['approve', 'approveEquipmentRequisition'],
      ['reject', 'rejectEquipmentRequisition'],
      ['sendBack', 'sendBackEquipmentRequisition'],
      ['acceptPartial', 'acceptPartialEquipmentRequisition'],
      ['issue', 'issueEquipmentRequisition'],
      ['return', 'returnEquipmentRequisition'],
      ['cancel', 'cancelEquipmentRequisition'],
    ]);
    expect(eventRequisitions.actions.map((action) => action.rest)).toEqual(['submit', 'approve', 'reject', 'sendBack', 'financeApprove', 'complete', 'cancel']);
  });

  test('an action body carries the version as __v and the comment only when given', () => {
    expect(workflowActionBody({ id: 'r1', version: 3, comment: 'Fine' })).toEqual({ __v: 3, comment: 'Fine' });
    expect(workflowActionBody({ id: 'r1', version: 3, comment: null })).toEqual({ __v: 3 });
    expect(workflowActionBody({ id: 'r1', version: 0 })).toEqual({ __v: 0 });
  });

  test('filters: Boolean as true/false, an enum as its value, a date range as from,to', () => {
    const query = toListQuery(equipmentRequisitions, { mine: true, awaitingMe: false, status: 'SUBMITTED', requesterId: 'e1', dates: { from: '2026-06-01', to: '2026-06-30' } });
    expect(query.filters).toEqual({ mine: 'true', awaitingMe: 'false', status: 'SUBMITTED', requester: 'e1', dates: '2026-06-01,2026-06-30' });
    expect(toListQuery(equipmentRequisitions, {}).sort).toBe('-createdAt');
  });

  test("an action's field errors name its arguments or the record's fields, never an input argument", () => {
    const comment = errorFromUpstreamResponse(400, 'Bad Request', { message: 'A comment is required.', errors: [{ field: 'comment', message: 'Say why.' }] });
    expect(userErrorsOf(comment, null)).toEqual([{ field: ['comment'], message: 'Say why.', code: 'BAD_USER_INPUT', reason: null }]);
    const short = errorFromUpstreamResponse(409, 'Conflict', {
      message: 'Out of stock.',
      reason: 'OUT_OF_STOCK',
      errors: [{ field: 'items.0.quantity', message: 'Only 1 in stock.' }],
    });
    expect(userErrorsOf(short, null)).toEqual([{ field: ['items', '0', 'quantity'], message: 'Only 1 in stock.', code: 'CONFLICT', reason: 'OUT_OF_STOCK' }]);
    const stale = errorFromUpstreamResponse(409, 'Conflict', { message: 'Changed.', errors: [{ field: '__v', message: 'Reload.' }] }).withFieldNames({ __v: 'version' });
    expect(userErrorsOf(stale, null)).toEqual([{ field: ['version'], message: 'Reload.', code: 'CONFLICT', reason: 'STALE_VERSION' }]);
    expect(userErrorsOf(new GraphQLError('No.', { extensions: { code: 'FORBIDDEN' } }), null)).toBeUndefined();
  });
});
