import { DEMO_USERS, signIn, type SignedInUser } from '../../../testing/accounts';
import { graphqlPost } from '../../../testing/graphql-client';
import { graphqlUpload } from '../../../testing/multipart-client';
import { testDatabases } from '../../../testing/rest-api-process';
import { pdfDocument, pngImage } from '../../../testing/sample-files';
import { type PastVisit, pastVisits } from '../../../testing/past-visits';
import { type TestStack, startStack } from '../../../testing/stack';

const CLAIM = `id number status requesterId requesterName visitId visitNumber customerName total currency actions version
  lines { id type description km amount receipt { originalName mimeType size uploadedAt downloadUrl } }
  history { action fromStatus toStatus byId comment }`;
const ERRORS = 'errors { code reason field message }';

type Claim = {
  id: string;
  number: string;
  status: string;
  version: number;
  total: string;
  actions: string[];
  lines: Array<{ id: string; type: string; km: string | null; amount: string; receipt: { originalName: string; mimeType: string; size: number; downloadUrl: string } | null }>;
  history: Array<{ action: string | null }>;
};
type Payload = { claim: Claim | null; errors: Array<{ code: string; reason: string | null; field: string[] | null }> };

/** Claims end to end: GraphQL → real gateway → real rest-api (docs/visits.md "Claims", "Receipts", "Totals"). */
describe.each(testDatabases())('claims through the gateway, rest-api on %s', (database) => {
  let stack: TestStack;
  let url: string;
  const visits: Record<string, PastVisit[]> = {};
  const users = {} as Record<'employee' | 'finance' | 'gvr' | 'admin', SignedInUser>;

  async function gql<T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) {
    return (await graphqlPost<T>(url, { token, query, variables })).body;
  }

  async function create(token: string, input: Record<string, unknown>): Promise<Payload> {
    const answer = await gql<{ createClaim: Payload }>(token, `mutation($input: ClaimInput!) { createClaim(input: $input) { claim { ${CLAIM} } ${ERRORS} } }`, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createClaim;
  }

  async function act(token: string, action: string, claim: Claim, comment?: string) {
    const field = `${action}Claim`;
    const answer = await gql<Record<string, Payload>>(
      token,
      `mutation($id: ID!, $version: Int!, $comment: String) { ${field}(id: $id, version: $version, comment: $comment) { claim { ${CLAIM} } ${ERRORS} } }`,
      { id: claim.id, version: claim.version, comment },
    );
    return { payload: answer.data?.[field] ?? null, topCodes: (answer.errors ?? []).map((error) => error.extensions?.code) };
  }

  function upload(token: string, claim: Claim, lineId: string, file: { content: Buffer; filename: string; type: string }) {
    return graphqlUpload<{ uploadClaimReceipt: Claim }>(url, {
      token,
      query: `mutation($claimId: ID!, $lineId: ID!, $file: Upload!) { uploadClaimReceipt(claimId: $claimId, lineId: $lineId, file: $file) { ${CLAIM} } }`,
      variables: { claimId: claim.id, lineId, file: null },
      files: [{ path: 'variables.file', ...file }],
    });
  }

  const TOTALS = 'query($from: Date!, $to: Date!, $mine: Boolean) { claimTotals(from: $from, to: $to, mine: $mine) { month count total paid currency } }';
  type Totals = { claimTotals: Array<{ month: string; count: number; total: string; paid: string; currency: string }> };
  const monthCount = { mine: 0, all: 0 };

  /** How many claims of this month `token`'s holder reads (only their own with `mine`). */
  async function claimCount(token: string, mine: boolean): Promise<number> {
    const today = new Date().toISOString().slice(0, 10);
    return (await gql<Totals>(token, TOTALS, { from: today, to: today, mine })).data!.claimTotals[0]?.count ?? 0;
  }

  beforeAll(async () => {
    stack = await startStack({ restApi: { database } });
    url = stack.gateway.graphqlUrl;
    for (const role of ['employee', 'finance', 'gvr', 'admin'] as const) users[role] = await signIn(url, DEMO_USERS[role]);
    for (const role of ['employee', 'finance'] as const) visits[DEMO_USERS[role]] = await pastVisits(url, users[role], 3);
    // The month's claims before these tests make theirs (the seed makes some: src/seed/claims.ts).
    monthCount.mine = await claimCount(users.employee.token, true);
    monthCount.all = await claimCount(users.finance.token, false);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test('create → upload a receipt → submit → approve by Finance → pay, with exact amounts and the receipt downloadable by the reviewer', async () => {
    const visit = visits[DEMO_USERS.employee]![0]!;
    const { gvrSettings } = (await gql<{ gvrSettings: { version: number; currency: string } }>(users.gvr.token, '{ gvrSettings { version currency } }')).data!;
    const rate = await gql(users.gvr.token, 'mutation($v: Int!) { updateGvrSettings(version: $v, input: { mileageRate: "0.45" }) { errors { code } } }', {
      v: gvrSettings.version,
    });
    expect(rate.errors).toBeUndefined();
    const created = await create(users.employee.token, {
      visitId: visit.id,
      lines: [
        { type: 'MILEAGE', km: '12.5', amount: '1.00' },
        { type: 'MEALS', amount: '10.10', description: 'Lunch' },
      ],
    });
    expect(created.errors).toEqual([]);
    let claim = created.claim!;
    expect(claim).toMatchObject({
      status: 'DRAFT',
      number: expect.stringMatching(/^CL-\d{4}-\d{4,}$/),
      requesterId: users.employee.id,
      visitId: visit.id,
      visitNumber: visit.number,
      customerName: visit.customerName,
      currency: gvrSettings.currency,
      actions: ['SUBMIT', 'CANCEL'],
    });
    // 12.5 km × 0.45 = 5.625, rounded half up; the amount sent is ignored.
    expect(claim.total).toBe('15.73');
    expect(claim.lines.map((line) => [line.type, line.km, line.amount, line.receipt])).toEqual([
      ['MILEAGE', '12.5', '5.63', null],
      ['MEALS', null, '10.10', null],
    ]);

    const lunch = claim.lines[1]!.id;
    const uploaded = await upload(users.employee.token, claim, lunch, { content: pdfDocument(), filename: 'lunch.pdf', type: 'application/pdf' });
    expect(uploaded.body.errors).toBeUndefined();
    claim = uploaded.body.data!.uploadClaimReceipt;
    const receipt = claim.lines[1]!.receipt!;
    expect(receipt).toMatchObject({ originalName: 'lunch.pdf', mimeType: 'application/pdf', size: pdfDocument().length, downloadUrl: `/files/claims/${claim.id}/${lunch}` });

    claim = (await act(users.employee.token, 'submit', claim)).payload!.claim!;
    expect(claim.status).toBe('SUBMITTED');
    expect((await act(users.employee.token, 'approve', claim)).topCodes).toEqual(['FORBIDDEN']);
    claim = (await act(users.finance.token, 'approve', claim)).payload!.claim!;
    expect(claim).toMatchObject({ status: 'APPROVED', actions: ['PAY'] });
    expect((await act(users.employee.token, 'pay', claim)).topCodes).toEqual(['FORBIDDEN']);
    claim = (await act(users.finance.token, 'pay', claim)).payload!.claim!;
    expect(claim.status).toBe('PAID');
    expect(claim.history.map((entry) => entry.action)).toEqual([null, 'SUBMIT', 'APPROVE', 'PAY']);

    const download = await fetch(`${stack.gateway.url}${receipt.downloadUrl}`, { headers: { authorization: `Bearer ${users.finance.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="lunch.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfDocument())).toBe(true);
    // Revalidated like every file (docs/storage.md "Downloads"): the same receipt again is a 304 without a body.
    const etag = download.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    const unchanged = await fetch(`${stack.gateway.url}${receipt.downloadUrl}`, { headers: { authorization: `Bearer ${users.finance.token}`, 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    const sinceThen = await fetch(`${stack.gateway.url}${receipt.downloadUrl}`, {
      headers: { authorization: `Bearer ${users.finance.token}`, 'if-modified-since': download.headers.get('last-modified')! },
    });
    expect(sinceThen.status).toBe(304);
    await sinceThen.arrayBuffer();
    const outsider = await fetch(`${stack.gateway.url}${receipt.downloadUrl}`, { headers: { authorization: `Bearer ${users.admin.token}` } });
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${stack.gateway.url}${receipt.downloadUrl}`)).status).toBe(401);
  });

  test('refusals: a visit of someone else, a rejection without comment, an own claim as Finance, a receipt that is not one, a receipt after submitting', async () => {
    const foreign = await create(users.employee.token, { visitId: visits[DEMO_USERS.finance]![0]!.id, lines: [{ type: 'PARKING', amount: '2.00' }] });
    expect(foreign).toEqual({ claim: null, errors: [expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['input', 'visitId'] })] });
    const invalid = await create(users.employee.token, { visitId: visits[DEMO_USERS.employee]![1]!.id, lines: [{ type: 'OTHER', amount: '2.00' }] });
    expect(invalid.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);

    let claim = (await create(users.employee.token, { visitId: visits[DEMO_USERS.employee]![1]!.id, lines: [{ type: 'PARKING', amount: '2.00' }] })).claim!;
    const fake = await upload(users.employee.token, claim, claim.lines[0]!.id, { content: Buffer.from('not a receipt at all'), filename: 'receipt.pdf', type: 'application/pdf' });
    expect(fake.body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const notMine = await upload(users.finance.token, claim, claim.lines[0]!.id, { content: pngImage(), filename: 'p.png', type: 'image/png' });
    // Someone else's draft is outside a reviewer's view.
    expect(notMine.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const png = await upload(users.employee.token, claim, claim.lines[0]!.id, { content: pngImage(), filename: 'parking.png', type: 'image/png' });
    claim = png.body.data!.uploadClaimReceipt;
    expect(claim.lines[0]!.receipt).toMatchObject({ mimeType: 'image/png' });
    const removed = await gql<{ deleteClaimReceipt: Claim }>(users.employee.token, `mutation($c: ID!, $l: ID!) { deleteClaimReceipt(claimId: $c, lineId: $l) { ${CLAIM} } }`, {
      c: claim.id,
      l: claim.lines[0]!.id,
    });
    expect(removed.data!.deleteClaimReceipt.lines[0]!.receipt).toBeNull();

    claim = (await act(users.employee.token, 'submit', claim)).payload!.claim!;
    const late = await upload(users.employee.token, claim, claim.lines[0]!.id, { content: pngImage(), filename: 'p.png', type: 'image/png' });
    expect(late.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVALID_STATE' });
    const bare = await act(users.gvr.token, 'reject', claim);
    expect(bare.payload).toEqual({ claim: null, errors: [expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['comment'] })] });
    expect((await act(users.gvr.token, 'reject', claim, 'No ticket')).payload!.claim!.status).toBe('REJECTED');

    const own = (await create(users.finance.token, { visitId: visits[DEMO_USERS.finance]![1]!.id, lines: [{ type: 'MEALS', amount: '7.00' }] })).claim!;
    const submitted = (await act(users.finance.token, 'submit', own)).payload!.claim!;
    expect((await act(users.finance.token, 'approve', submitted)).topCodes).toEqual(['FORBIDDEN']);
    expect((await act(users.gvr.token, 'approve', submitted)).payload!.claim!.status).toBe('APPROVED');
  });

  test('claimTotals: per month over what the caller reads; more than 24 months is BAD_USER_INPUT', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // The tests before made two claims of the Employee's and one of Finance's, none cancelled.
    const mine = (await gql<Totals>(users.employee.token, TOTALS, { from: today, to: today, mine: true })).data!.claimTotals;
    expect(mine).toEqual([{ month: today.slice(0, 7), count: monthCount.mine + 2, total: expect.any(String), paid: expect.any(String), currency: expect.any(String) }]);
    const all = (await gql<Totals>(users.finance.token, TOTALS, { from: today, to: today })).data!.claimTotals;
    expect(all[0]!.count).toBe(monthCount.all + 3);
    const admin = (await gql<Totals>(users.admin.token, TOTALS, { from: today, to: today })).data!.claimTotals;
    expect(admin[0]!.count).toBe(0);
    const tooLong = await gql(users.finance.token, TOTALS, { from: '2020-01-01', to: '2022-01-01' });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test("one claim per visit (CONFLICT on visitId), and reviewers read the claim's visit through claimVisit, nobody else", async () => {
    const visit = visits[DEMO_USERS.employee]![2]!;
    let claim = (await create(users.employee.token, { visitId: visit.id, lines: [{ type: 'MILEAGE', km: '30' }] })).claim!;
    const twice = await create(users.employee.token, { visitId: visit.id, lines: [{ type: 'MILEAGE', km: '30' }] });
    expect(twice.claim).toBeNull();
    expect(twice.errors).toEqual([
      expect.objectContaining({ code: 'CONFLICT', field: ['input', 'visitId'], message: expect.stringContaining(`already claimed by ${claim.number}`) }),
    ]);

    const SUMMARY = 'query($id: ID!) { claimVisit(claimId: $id) { id number status start customerName outcome late distanceKm } }';
    type Summary = { claimVisit: { id: string; number: string; status: string; customerName: string; outcome: string | null; distanceKm: string | null } | null };
    // A draft is the claimant's alone.
    expect((await gql<Summary>(users.finance.token, SUMMARY, { id: claim.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    claim = (await act(users.employee.token, 'submit', claim)).payload!.claim!;
    const reviewed = await gql<Summary>(users.finance.token, SUMMARY, { id: claim.id });
    expect(reviewed.errors).toBeUndefined();
    expect(reviewed.data!.claimVisit).toMatchObject({ id: visit.id, number: visit.number, status: 'COMPLETED', customerName: visit.customerName, distanceKm: '30.0' });
    // The visit itself stays outside Finance's view.
    const direct = await gql<{ visit: { id: string } | null }>(users.finance.token, 'query($id: ID!) { visit(id: $id) { id } }', { id: visit.id });
    expect(direct.data?.visit ?? null).toBeNull();
    const outsider = await gql<Summary>(users.admin.token, SUMMARY, { id: claim.id });
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
