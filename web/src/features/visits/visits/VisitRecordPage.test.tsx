import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListScreenTestHooks } from '../../../../testing/listScreenHooks';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../../../testing/gatewayStandIn';
import { ChoiceSourcesProvider } from '../../../crud/choiceSources';
import { sessionStore } from '../../../session/sessionStore';
import { referenceSource } from '../../../crud/choices';
import { ProductChoicesDocument } from '../../../generated/documents/ProductChoicesDocument';
import { VisitRecordPage } from './VisitRecordPage';
import { noteField, reportInput, reportValues } from './visitReport';

/**
 * A visit's page (docs/visits.md "Web › Visit report"): its visitor reports a planned visit in place
 * (contacts met, one note box per GVR section in the sections' order, products, outcome, next action)
 * and saves it as a partial update with the version; a completed visit is read-only (its notes in the
 * details), a late one is tagged; someone else's planned visit shows no form. The gateway is a stand-in.
 */

installListScreenTestHooks();
afterEach(() => sessionStore.signOut());

// Given out of order: the form lists them by position.
const SECTIONS = [
  { __typename: 'GvrSection', id: 's2', name: 'Competitors', position: 2 },
  { __typename: 'GvrSection', id: 's1', name: 'Products presented', position: 1 },
  { __typename: 'GvrSection', id: 's3', name: 'Objections', position: 3 },
];

function visit(change: Record<string, unknown> = {}) {
  return {
    __typename: 'Visit',
    id: 'v1',
    number: 'VS-2026-0001',
    status: 'PLANNED',
    requesterId: 'e1',
    requesterName: 'Ann Lee',
    customerId: 'c1',
    customerName: 'City Hospital',
    customer: {
      __typename: 'Customer',
      id: 'c1',
      name: 'City Hospital',
      contacts: [
        { __typename: 'CustomerContact', name: 'Dr Perera' },
        { __typename: 'CustomerContact', name: 'Ms Silva' },
      ],
    },
    contactNames: [],
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T10:00:00.000Z',
    categoryId: 'g1',
    category: { __typename: 'GvrCategory', id: 'g1', name: 'Routine call' },
    notes: [],
    productIds: [],
    products: [],
    outcome: null,
    nextAction: null,
    completedAt: null,
    late: false,
    history: [
      {
        __typename: 'VisitHistoryEntry',
        id: 'h1',
        action: null,
        fromStatus: null,
        toStatus: 'PLANNED',
        byId: 'e1',
        byName: 'Ann Lee',
        at: '2026-11-20T08:00:00.000Z',
        comment: null,
      },
    ],
    actions: ['COMPLETE', 'CANCEL'],
    version: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...change,
  };
}

/** The products picker's source (the app gives the setup resources' sources). */
const SOURCES = {
  products: referenceSource(
    ProductChoicesDocument,
    (data) => data.allProducts,
    (product) => ({ value: product.id, label: product.name }),
    'products',
  ),
};

type Sent = { operation: string; variables: Record<string, unknown> };

function renderPage(record: Record<string, unknown>, userId = 'e1') {
  const sent: Sent[] = [];
  let held = record;
  const answer: GatewayAnswerer = (operation, variables) => {
    sent.push({ operation, variables });
    if (operation === 'Visit') return { data: { visit: held } };
    if (operation === 'VisitReportSections') return { data: { allGvrSections: SECTIONS } };
    if (operation === 'ProductChoices') return { data: { allProducts: [] } };
    if (operation === 'CompleteVisit')
      return {
        data: {
          completeVisit: {
            __typename: 'VisitPayload',
            visit: null,
            errors: [{ __typename: 'UserError', field: ['outcome'], message: 'Required to complete the report', code: 'BAD_USER_INPUT', reason: null }],
          },
        },
      };
    if (operation === 'UpdateVisit') {
      const input = variables.input as Record<string, unknown>;
      held = { ...held, ...input, notes: [], version: 2 };
      return { data: { updateVisit: { __typename: 'VisitPayload', visit: held, errors: [] } } };
    }
    return { data: null };
  };
  sessionStore.signIn({ token: 't', id: userId, employeeName: 'Ann Lee', email: 'ann@example.com', roles: ['EMPLOYEE'], gender: 'FEMALE', photo: null });
  renderInApp({
    link: gatewayStandInLink(answer),
    path: '/visit-reports/visits/:id',
    page: (
      <ChoiceSourcesProvider sources={SOURCES}>
        <VisitRecordPage />
      </ChoiceSourcesProvider>
    ),
    initialEntries: ['/visit-reports/visits/v1'],
  });
  return sent;
}

describe('a visit’s page', () => {
  it('gives the visitor one note box per GVR section in the sections’ order and saves the report as a partial update', async () => {
    const sent = renderPage(visit());
    const report = await screen.findByRole('region', { name: 'Report' });
    const boxes = await within(report).findAllByRole('textbox');
    expect(boxes.map((box) => box.closest('.form-field')?.querySelector('label')?.textContent?.replace('*', '').trim())).toEqual([
      'Products presented',
      'Competitors',
      'Objections',
      'Outcome',
      'Next action',
    ]);
    const user = userEvent.setup();
    await user.type(within(report).getByRole('textbox', { name: 'Objections' }), 'Price  ');
    await user.type(within(report).getByRole('textbox', { name: 'Products presented' }), 'Cardio range');
    await user.type(within(report).getByRole('textbox', { name: /Outcome/ }), 'Order of 20 units');
    await user.click(within(report).getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(sent.some((s) => s.operation === 'UpdateVisit')).toBe(true));
    const update = sent.find((s) => s.operation === 'UpdateVisit');
    expect(update?.variables).toEqual({
      id: 'v1',
      version: 1,
      input: {
        contactNames: [],
        notes: [
          { sectionId: 's1', text: 'Cardio range' },
          { sectionId: 's3', text: 'Price' },
        ],
        productIds: [],
        outcome: 'Order of 20 units',
        nextAction: null,
      },
    });
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete report', 'Cancel visit']);
  });

  it('shows a refused "Complete report" under Outcome, not under the dialog\'s comment, and says to save first when the outcome is unsaved', async () => {
    renderPage(visit());
    const report = await screen.findByRole('region', { name: 'Report' });
    const user = userEvent.setup();
    const outcome = await within(report).findByRole('textbox', { name: /Outcome/ });
    await user.type(outcome, 'Order of 20 units');
    await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Complete report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete report VS-2026-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete report VS-2026-0001' })).not.toBeInTheDocument());
    const field = outcome.closest('.form-field') as HTMLElement;
    expect(await within(field).findByText('Save the report first: completing it needs a saved outcome.')).toBeInTheDocument();
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('shows a completed visit read-only: no form, its notes and outcome in the details, and a late one tagged', async () => {
    renderPage(
      visit({
        status: 'COMPLETED',
        late: true,
        actions: [],
        completedAt: '2026-11-23T11:00:00.000Z',
        outcome: 'Order of 20 units',
        notes: [{ __typename: 'VisitNote', sectionId: 's1', text: 'Cardio range', section: { __typename: 'GvrSection', id: 's1', name: 'Products presented' } }],
      }),
    );
    await screen.findByRole('heading', { name: 'VS-2026-0001', level: 1 });
    expect(screen.queryByRole('region', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByText(/The report is past its deadline/)).toBeInTheDocument();
    expect(screen.getByText('Cardio range')).toBeInTheDocument();
    expect(screen.getByText('Order of 20 units')).toBeInTheDocument();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows no report form on someone else’s planned visit (a Hod reading their department’s)', async () => {
    renderPage(visit({ actions: ['CANCEL'] }), 'e9');
    await screen.findByRole('heading', { name: 'VS-2026-0001', level: 1 });
    expect(screen.queryByRole('region', { name: 'Report' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel visit']);
  });
});

describe('the report’s values and input', () => {
  const sections = [
    { id: 's2', name: 'Competitors', position: 2 },
    { id: 's1', name: 'Products presented', position: 1 },
  ];

  it('reads a visit’s notes into their sections’ boxes and sends products in the order picked', () => {
    const values = reportValues(
      { contactNames: ['Dr Perera'], notes: [{ sectionId: 's2', text: 'None seen' }], productIds: ['p2', 'p1'], outcome: null, nextAction: 'Call back' },
      sections,
    );
    expect(values).toEqual({ contactNames: ['Dr Perera'], productIds: ['p2', 'p1'], outcome: '', nextAction: 'Call back', [noteField('s1')]: '', [noteField('s2')]: 'None seen' });
    expect(reportInput({ ...values, [noteField('s1')]: ' Demo ', outcome: '  ' }, sections)).toEqual({
      contactNames: ['Dr Perera'],
      notes: [
        { sectionId: 's1', text: 'Demo' },
        { sectionId: 's2', text: 'None seen' },
      ],
      productIds: ['p2', 'p1'],
      outcome: null,
      nextAction: 'Call back',
    });
  });
});
