import { and, eq, like } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { multipartBody } from '../../../testing/multipart';
import { pastVisit, visitFixture, type VisitFixture } from '../../../testing/visit-fixture';
import { bearer, createEmployee, signIn } from '../../../testing/test-app';
import type { Actor } from '../../../testing/workflow-fixture';
import { notifications } from '../../notifications/table';
import { simplePdf } from '../../seed/pdf';
import { MAX_RECEIPT_BYTES } from './receipt-routes';

/*
 * Claims over REST (docs/visits.md "Claims", "Who sees what"; DESIGN §5, §6): creation on a completed
 * visit of the claimant, exact amounts, stable lines, every transition and refusal, receipts (content
 * check, size cap, who may download), totals per month and notifications.
 */

let f: VisitFixture;
/** A second Finance employee, to decide on the first one's claims. */
let finance2: Actor;

beforeAll(async () => {
  f = await visitFixture();
  const other = await createEmployee(f.t.database, { roles: ['Finance'] });
  finance2 = { id: other.id, headers: bearer(await signIn(f.t.app, other)) };
  const settings = await f.send('PUT', 'gvrSettings', f.admin, { mileageRate: '0.45', currency: 'EUR' });
  expect(settings.statusCode).toBe(200);
});

afterAll(async () => {
  await f?.t.close();
});

const URL = 'claims';
const pdf = simplePdf(['Receipt', 'Lunch 12.40']);

/** A 1×1 PNG. */
function png(): Buffer {
  const image = new PNG({ width: 1, height: 1 });
  image.data.fill(255);
  return PNG.sync.write(image);
}

/** Customers of employees made by a test (the fixture's own employees have theirs), by employee id. */
const customersOf = new Map<string, string>();

async function completedVisit(who: Actor) {
  const visit = await pastVisit(f, who, { customer: customersOf.get(who.id) });
  return { id: visit._id, number: visit.number, customerName: visit.customerName };
}

const meals = (amount = '12.40') => ({ type: 'MEALS', amount });

async function create(who: Actor, lines: object[] = [meals()], visit?: string) {
  const response = await f.send('POST', `${URL}/create`, who, { visit: visit ?? (await completedVisit(who)).id, lines });
  expect(response.json()).toMatchObject({ status: 'DRAFT' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const act = (who: Actor, id: string, action: string, body: object = {}) => f.send('POST', `${URL}/${id}/${action}`, who, body);

function upload(who: Actor, claimId: string, lineId: string, file: { filename: string; content: Buffer; field?: string }) {
  const body = multipartBody([{ field: file.field ?? 'file', filename: file.filename, content: file.content }]);
  return f.t.app.inject({ method: 'PUT', url: `/setup/${URL}/${claimId}/lines/${lineId}/receipt`, headers: { ...who.headers, ...body.headers }, payload: body.payload });
}

const receiptUrl = (claimId: string, lineId: string) => `${URL}/${claimId}/lines/${lineId}/receipt`;

async function storedReceipts(): Promise<string[]> {
  return readdir(path.join(f.t.config.storageDir, 'claims'));
}

describe('create and update', () => {
  it('creates a draft on a completed visit of the claimant: number, visit number, customer, currency, exact amounts and total', async () => {
    const visit = await completedVisit(f.employee);
    const record = await create(
      f.employee,
      [
        { type: 'MILEAGE', km: '12.5', amount: '999.99', description: 'To the hospital and back' },
        { type: 'MILEAGE', km: '1.5' },
        meals('10.10'),
        { type: 'PARKING', amount: '0.2' },
        { type: 'OTHER', amount: '3', description: 'Toll' },
      ],
      visit.id,
    );
    expect(record).toMatchObject({
      number: expect.stringMatching(new RegExp(`^CL-${new Date().getUTCFullYear()}-\\d{4}$`)),
      requester: f.employee.id,
      visit: visit.id,
      visitNumber: visit.number,
      customerName: visit.customerName,
      currency: 'EUR',
      actions: ['submit', 'cancel'],
      __v: 0,
    });
    // 12.5 × 0.45 = 5.625 → 5.63 (half up); 1.5 × 0.45 = 0.675 → 0.68 (a float gives 0.67499… → 0.67).
    expect(record.lines).toEqual([
      { _id: expect.any(String), type: 'MILEAGE', description: 'To the hospital and back', km: '12.5', amount: '5.63', receipt: null },
      { _id: expect.any(String), type: 'MILEAGE', description: null, km: '1.5', amount: '0.68', receipt: null },
      { _id: expect.any(String), type: 'MEALS', description: null, km: null, amount: '10.10', receipt: null },
      { _id: expect.any(String), type: 'PARKING', description: null, km: null, amount: '0.20', receipt: null },
      { _id: expect.any(String), type: 'OTHER', description: 'Toll', km: null, amount: '3.00', receipt: null },
    ]);
    expect(record.total).toBe('19.61');
    expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).json()).toEqual(record);
  });

  it('refuses a visit that is not a completed visit of the claimant (400 on visit)', async () => {
    const planned = { id: (await pastVisit(f, f.employee, { complete: false }))._id };
    const others = await completedVisit(f.colleague);
    for (const visit of [planned.id, others.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await f.send('POST', `${URL}/create`, f.employee, { visit, lines: [meals()] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'visit', message: expect.any(String) }]);
    }
  });

  it('validates the lines', async () => {
    const visit = (await completedVisit(f.employee)).id;
    const errors = async (lines: unknown) => {
      const response = await f.send('POST', `${URL}/create`, f.employee, { visit, lines });
      expect(response.statusCode).toBe(400);
      return (response.json().errors as Array<{ field: string }>).map((error) => error.field);
    };
    expect(await errors([])).toEqual(['lines']);
    expect(await errors(Array.from({ length: 31 }, () => meals()))).toEqual(['lines']);
    expect(await errors([{ type: 'MILEAGE' }, { type: 'MEALS', amount: '0' }, { type: 'OTHER', amount: '1.005' }, { type: 'PARKING', amount: 5 }])).toEqual([
      'lines.0.km',
      'lines.1.amount',
      'lines.2.amount',
      'lines.2.description',
      'lines.3.amount',
    ]);
    expect(
      await errors([
        { type: 'MILEAGE', km: '0' },
        { type: 'MILEAGE', km: '10000.1' },
        { type: 'MILEAGE', km: '1.25' },
        { type: 'MEALS', amount: '1000000.01' },
        { type: 'TAXI', amount: '1' },
      ]),
    ).toEqual(['lines.0.km', 'lines.1.km', 'lines.2.km', 'lines.3.amount', 'lines.4.type']);
  });

  it('an update keeps the lines it names (with their receipts), adds new ones, and drops the others with their receipt files', async () => {
    const record = await create(f.employee, [meals('5.00'), { type: 'PARKING', amount: '2.00' }]);
    const [first, second] = record.lines;
    expect((await upload(f.employee, record._id, first._id, { filename: 'lunch.pdf', content: pdf })).statusCode).toBe(200);
    expect((await upload(f.employee, record._id, second._id, { filename: 'parking.png', content: png() })).statusCode).toBe(200);
    const before = await storedReceipts();

    const updated = await f.send('PUT', `${URL}/${record._id}`, f.employee, {
      __v: record.__v,
      lines: [
        { _id: second._id, type: 'PARKING', amount: '2.50' },
        { type: 'MILEAGE', km: '10' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json();
    expect(after.lines).toEqual([
      { _id: second._id, type: 'PARKING', description: null, km: null, amount: '2.50', receipt: expect.objectContaining({ originalName: 'parking.png', mimeType: 'image/png' }) },
      { _id: expect.not.stringMatching(first._id), type: 'MILEAGE', description: null, km: '10.0', amount: '4.50', receipt: null },
    ]);
    expect(after.total).toBe('7.00');
    expect(after.__v).toBe(record.__v + 1);
    const left = await storedReceipts();
    expect(before.filter((name) => !left.includes(name))).toHaveLength(1);
    expect((await f.send('GET', receiptUrl(record._id, first._id), f.employee)).statusCode).toBe(404);
    expect((await f.send('GET', receiptUrl(record._id, second._id), f.employee)).statusCode).toBe(200);
  });

  it('only the claimant edits, only while DRAFT', async () => {
    const record = await create(f.employee);
    // Someone else's draft is read by no one but the claimant (docs/visits.md "Who sees what").
    expect((await f.send('PUT', `${URL}/${record._id}`, f.finance, { lines: [meals('1.00')] })).statusCode).toBe(404);
    expect((await f.send('PUT', `${URL}/${record._id}`, f.colleague, { lines: [meals('1.00')] })).statusCode).toBe(404);
    expect((await act(f.employee, record._id, 'submit')).statusCode).toBe(200);
    expect((await f.send('PUT', `${URL}/${record._id}`, f.finance, { lines: [meals('1.00')] })).statusCode).toBe(403);
    const locked = await f.send('PUT', `${URL}/${record._id}`, f.employee, { lines: [meals('1.00')] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().reason).toBe('INVALID_STATE');
  });
});

describe('workflow', () => {
  it('DRAFT → SUBMITTED → APPROVED by Finance → PAID by Finance, with the refusals on the way', async () => {
    const record = await create(f.employee);
    // Finance does not see the draft at all.
    expect((await act(f.finance, record._id, 'submit')).statusCode).toBe(404);
    const submitted = await act(f.employee, record._id, 'submit');
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', actions: ['cancel'] });
    expect((await act(f.employee, record._id, 'approve')).statusCode).toBe(403);
    expect((await act(f.hod, record._id, 'approve')).statusCode).toBe(403);
    expect((await f.send('GET', `${URL}/${record._id}`, f.finance)).json().actions).toEqual(['approve', 'reject']);
    const approved = await act(f.finance, record._id, 'approve', { __v: submitted.json().__v });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', actions: ['pay'] });
    expect((await act(f.hod, record._id, 'pay')).statusCode).toBe(403);
    expect((await act(f.employee, record._id, 'cancel')).json().reason).toBe('INVALID_STATE');
    const paid = await act(f.finance, record._id, 'pay');
    expect(paid.json()).toMatchObject({ status: 'PAID', actions: [] });
    expect(paid.json().history.map((entry: { action: string | null }) => entry.action)).toEqual([null, 'submit', 'approve', 'pay']);
  });

  it('a rejection needs a comment; Gvr may reject', async () => {
    const record = await create(f.employee);
    await act(f.employee, record._id, 'submit');
    const bare = await act(f.gvr, record._id, 'reject', { comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'comment', message: expect.any(String) }]);
    const rejected = await act(f.gvr, record._id, 'reject', { comment: 'No receipt for the lunch' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', actions: [] });
  });

  it('a Finance claimant can neither approve nor pay their own claim; another reviewer does', async () => {
    const record = await create(f.finance);
    await act(f.finance, record._id, 'submit');
    const own = await act(f.finance, record._id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own claim.');
    expect((await f.send('GET', `${URL}/${record._id}`, f.finance)).json().actions).toEqual(['cancel']);
    expect((await act(f.gvr, record._id, 'approve')).statusCode).toBe(200);
    expect((await act(f.finance, record._id, 'pay')).statusCode).toBe(403);
    expect((await act(finance2, record._id, 'pay')).json().status).toBe('PAID');
  });

  it("with a sole Finance user, Gvr pays that user's own approved claim", async () => {
    const record = await create(f.finance);
    await act(f.finance, record._id, 'submit');
    await act(f.gvr, record._id, 'approve');
    expect((await f.send('GET', `${URL}/${record._id}`, f.gvr)).json().actions).toEqual(['pay']);
    const paid = await act(f.gvr, record._id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('PAID');
  });

  it('the claimant cancels a draft or a submitted claim', async () => {
    const draft = await create(f.employee);
    expect((await act(f.employee, draft._id, 'cancel')).json().status).toBe('CANCELLED');
    const submitted = await create(f.employee);
    await act(f.employee, submitted._id, 'submit');
    expect((await act(f.finance, submitted._id, 'cancel')).statusCode).toBe(403);
    expect((await act(f.employee, submitted._id, 'cancel')).json().status).toBe('CANCELLED');
  });

  it('tells Finance and Gvr of a submitted claim (never the claimant), and the claimant of each decision', async () => {
    const record = await create(f.employee);
    await act(f.employee, record._id, 'submit');
    await act(f.finance, record._id, 'approve');
    const told = await f.t.database.db
      .select({ employeeId: notifications.employeeId, title: notifications.title })
      .from(notifications)
      .where(like(notifications.title, `%${record.number}%`));
    const to = (id: string) => told.filter((row) => row.employeeId === id).map((row) => row.title);
    expect(to(f.finance.id)).toContain(`Claim ${record.number} awaits you`);
    expect(to(f.gvr.id)).toContain(`Claim ${record.number} awaits you`);
    expect(to(f.employee.id)).toEqual([`Your claim ${record.number} was approved`]);
    expect(to(f.hod.id)).toEqual([]);
    const [link] = await f.t.database.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.employeeId, f.employee.id), like(notifications.title, `%${record.number}%`)));
    expect(link?.link).toBe(`/visit-reports/claims/${record._id}`);
  });
});

describe('who sees what', () => {
  it('the claimant and their Hod, Finance and Gvr read a submitted claim; a colleague, another Hod and an Admin get 404', async () => {
    const record = await create(f.employee);
    const listed = async (who: Actor, query = '') => ((await f.send('GET', `${URL}?limit=100${query}`, who)).json().docs as Array<{ _id: string }>).map((doc) => doc._id);
    // A draft is the claimant's alone: not in the reviewers' or the Hod's lists ("All"), nor readable by them.
    expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).statusCode).toBe(200);
    for (const who of [f.hod, f.finance, f.gvr]) {
      expect((await f.send('GET', `${URL}/${record._id}`, who)).statusCode).toBe(404);
      expect(await listed(who)).not.toContain(record._id);
    }
    expect(await listed(f.employee, '&mine=true')).toContain(record._id);
    await act(f.employee, record._id, 'submit');
    for (const who of [f.employee, f.hod, f.finance, f.gvr]) expect((await f.send('GET', `${URL}/${record._id}`, who)).statusCode).toBe(200);
    for (const who of [f.colleague, f.otherHod, f.admin, f.outsider]) expect((await f.send('GET', `${URL}/${record._id}`, who)).statusCode).toBe(404);
    expect(await listed(f.hod)).toContain(record._id);
    expect(await listed(f.colleague)).not.toContain(record._id);
    expect(await listed(f.finance, `&visit=${record.visit}`)).toEqual([record._id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await listed(f.employee, `&dates=${today},${today}`)).toContain(record._id);
    expect(await listed(f.employee, '&dates=2020-01-01,2020-01-31')).toEqual([]);
    expect(await listed(f.finance, `&search=${encodeURIComponent(record.customerName)}`)).toContain(record._id);
    expect(await listed(f.finance, `&search=${encodeURIComponent(record.visitNumber)}`)).toEqual([record._id]);
  });
});

describe('receipts', () => {
  it('accepts PDF, PNG, JPEG and WebP by content only: a text named .pdf is 415, over 10 MB is 413, nothing is kept', async () => {
    const record = await create(f.employee);
    const line = record.lines[0]._id;
    const before = await storedReceipts();
    const fake = await upload(f.employee, record._id, line, { filename: 'receipt.pdf', content: Buffer.from('This is not a PDF at all') });
    expect(fake.statusCode).toBe(415);
    const huge = await upload(f.employee, record._id, line, { filename: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(MAX_RECEIPT_BYTES)]) });
    expect(huge.statusCode).toBe(413);
    expect((await upload(f.employee, record._id, line, { filename: 'x.pdf', content: pdf, field: 'files' })).statusCode).toBe(400);
    expect(await storedReceipts()).toEqual(before);

    const answered = await upload(f.employee, record._id, line, { filename: 'scan.bin', content: png() });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().lines[0].receipt).toEqual({ originalName: 'scan.bin', mimeType: 'image/png', size: png().length, uploadedAt: expect.any(String) });
    expect(answered.json().__v).toBe(record.__v);
    const replaced = await upload(f.employee, record._id, line, { filename: 'lunch.pdf', content: pdf });
    expect(replaced.json().lines[0].receipt).toMatchObject({ originalName: 'lunch.pdf', mimeType: 'application/pdf', size: pdf.length });
    expect((await storedReceipts()).length).toBe(before.length + 1);
  });

  it('downloads for whoever reads the claim (404 for others); uploads and deletes only by the claimant while DRAFT', async () => {
    const record = await create(f.employee);
    const line = record.lines[0]._id;
    expect((await f.send('GET', receiptUrl(record._id, line), f.employee)).statusCode).toBe(404);
    expect((await upload(f.finance, record._id, line, { filename: 'a.pdf', content: pdf })).statusCode).toBe(404);
    expect((await upload(f.colleague, record._id, line, { filename: 'a.pdf', content: pdf })).statusCode).toBe(404);
    expect((await upload(f.employee, record._id, '00000000-0000-4000-8000-000000000000', { filename: 'a.pdf', content: pdf })).statusCode).toBe(404);
    expect((await upload(f.employee, record._id, line, { filename: 'Lunch receipt.pdf', content: pdf })).statusCode).toBe(200);
    expect((await f.send('GET', receiptUrl(record._id, line), f.finance)).statusCode).toBe(404);
    await act(f.employee, record._id, 'submit');

    for (const who of [f.employee, f.finance, f.gvr, f.hod]) {
      const download = await f.send('GET', receiptUrl(record._id, line), who);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Lunch receipt.pdf"',
        'x-content-type-options': 'nosniff',
      });
    }
    for (const who of [f.colleague, f.admin, f.otherHod]) expect((await f.send('GET', receiptUrl(record._id, line), who)).statusCode).toBe(404);

    const late = await upload(f.employee, record._id, line, { filename: 'b.pdf', content: pdf });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('INVALID_STATE');
    expect((await f.send('DELETE', receiptUrl(record._id, line), f.employee)).json().reason).toBe('INVALID_STATE');
  });

  it('the claimant removes a receipt of a draft, and its file goes', async () => {
    const record = await create(f.employee);
    const line = record.lines[0]._id;
    await upload(f.employee, record._id, line, { filename: 'a.pdf', content: pdf });
    const before = await storedReceipts();
    expect((await f.send('DELETE', receiptUrl(record._id, line), f.finance)).statusCode).toBe(404);
    const removed = await f.send('DELETE', receiptUrl(record._id, line), f.employee);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().lines[0].receipt).toBeNull();
    expect((await storedReceipts()).length).toBe(before.length - 1);
    expect((await f.send('DELETE', receiptUrl(record._id, line), f.employee)).statusCode).toBe(404);
  });
});

describe('totals', () => {
  const month = new Date().toISOString().slice(0, 7);
  const today = new Date().toISOString().slice(0, 10);

  it('per month, newest first, over what the caller reads, drafts and cancelled ones left out, with the paid part', async () => {
    const fresh = await createEmployee(f.t.database, { roles: ['Employee'] });
    const claimant: Actor = { id: fresh.id, headers: bearer(await signIn(f.t.app, fresh)) };
    const company = (await f.send('GET', `customers/${f.acme}`, f.admin)).json().company as string;
    const customer = await f.send('POST', 'customers/create', f.admin, { name: 'Fresh Clinic', company, salesperson: fresh.id });
    customersOf.set(fresh.id, customer.json()._id as string);
    const paid = await create(claimant, [meals('10.25'), { type: 'MILEAGE', km: '3' }]);
    await act(claimant, paid._id, 'submit');
    await act(f.finance, paid._id, 'approve');
    await act(f.finance, paid._id, 'pay');
    const draft = await create(claimant, [meals('0.10')]);
    const cancelled = await create(claimant, [meals('99.00')]);
    await act(claimant, cancelled._id, 'cancel');

    const from = `${Number(month.slice(0, 4)) - 1}-${month.slice(5, 7)}-15`;
    const totals = await f.send('GET', `${URL}/totals?from=${from}&to=${today}`, claimant);
    expect(totals.statusCode).toBe(200);
    const rows = totals.json();
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual({ month, count: 1, total: '11.60', paid: '11.60', currency: 'EUR' });
    const reviewerBefore = (await f.send('GET', `${URL}/totals?from=${today}&to=${today}`, f.finance)).json()[0];
    await act(claimant, draft._id, 'submit');
    const reviewerAfter = (await f.send('GET', `${URL}/totals?from=${today}&to=${today}`, f.finance)).json()[0];
    expect(reviewerAfter.count).toBe(reviewerBefore.count + 1);
    expect(rows[12]).toEqual({ month: from.slice(0, 7), count: 0, total: '0.00', paid: '0.00', currency: 'EUR' });

    const mine = (await f.send('GET', `${URL}/totals?from=${today}&to=${today}&mine=true`, f.finance)).json();
    const all = (await f.send('GET', `${URL}/totals?from=${today}&to=${today}`, f.finance)).json();
    expect(all[0].count).toBeGreaterThan(mine[0].count);
    const colleague = (await f.send('GET', `${URL}/totals?from=${today}&to=${today}`, f.colleague)).json();
    expect(colleague).toEqual([{ month, count: 0, total: '0.00', paid: '0.00', currency: 'EUR' }]);
  });

  it('refuses more than 24 months, a start after the end and bad dates (400)', async () => {
    const bad = async (query: string) => (await f.send('GET', `${URL}/totals?${query}`, f.finance)).statusCode;
    expect(await bad('from=2024-01-01&to=2025-12-31')).toBe(200);
    expect(await bad('from=2024-01-01&to=2026-01-01')).toBe(400);
    expect(await bad('from=2025-02-01&to=2025-01-31')).toBe(400);
    expect(await bad('from=2025-02-30&to=2025-03-01')).toBe(400);
    expect(await bad('from=2025-01-01')).toBe(400);
  });
});

describe('one claim per visit', () => {
  it('refuses a second claim on a visit whose claim is open or paid (409 on visit, naming it); a cancelled or rejected claim frees the visit', async () => {
    const visit = await completedVisit(f.employee);
    const first = await create(f.employee, [{ type: 'MILEAGE', km: '12' }], visit.id);
    const again = await f.send('POST', `${URL}/create`, f.employee, { visit: visit.id, lines: [{ type: 'MILEAGE', km: '12' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`Visit ${visit.number} is already claimed by ${first.number}`);
    expect(again.json().errors).toEqual([{ field: 'visit', message: again.json().message }]);
    // Its own update keeps the visit.
    expect((await f.send('PUT', `${URL}/${first._id}`, f.employee, { lines: [meals('2.00')] })).statusCode).toBe(200);
    await act(f.employee, first._id, 'submit');
    await act(f.finance, first._id, 'approve');
    await act(f.finance, first._id, 'pay');
    expect((await f.send('POST', `${URL}/create`, f.employee, { visit: visit.id, lines: [meals()] })).statusCode).toBe(409);
    // Another draft cannot move onto a claimed visit either.
    const other = await create(f.employee);
    expect((await f.send('PUT', `${URL}/${other._id}`, f.employee, { visit: visit.id })).statusCode).toBe(409);

    const freed = await completedVisit(f.employee);
    const cancelled = await create(f.employee, [meals()], freed.id);
    await act(f.employee, cancelled._id, 'cancel');
    const next = await create(f.employee, [meals()], freed.id);
    await act(f.employee, next._id, 'submit');
    await act(f.gvr, next._id, 'reject', { comment: 'Wrong amount' });
    await create(f.employee, [meals('11.00')], freed.id);
  });
});

describe("the claim's visit", () => {
  it('whoever reads the claim reads its visit summary (date, customer, outcome, distance); nobody else, and no other visit', async () => {
    const visit = await completedVisit(f.employee);
    const record = await create(f.employee, [{ type: 'MILEAGE', km: '42.5' }, { type: 'MILEAGE', km: '2' }, meals()], visit.id);
    const summary = (who: Actor, id = record._id) => f.send('GET', `${URL}/${id}/visit`, who);
    // The visit itself stays out of Finance's view; the draft's summary is the claimant's alone.
    expect((await f.send('GET', `visits/${visit.id}`, f.finance)).statusCode).toBe(404);
    expect((await summary(f.employee)).statusCode).toBe(200);
    expect((await summary(f.finance)).statusCode).toBe(404);
    await act(f.employee, record._id, 'submit');
    for (const who of [f.finance, f.gvr, f.hod, f.employee]) {
      const answer = await summary(who);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        _id: visit.id,
        number: visit.number,
        status: 'COMPLETED',
        start: expect.any(String),
        end: expect.any(String),
        customerName: visit.customerName,
        categoryName: expect.any(String),
        visitorName: expect.any(String),
        outcome: expect.any(String),
        completedAt: expect.any(String),
        late: expect.any(Boolean),
        distanceKm: '44.5',
      });
    }
    for (const who of [f.colleague, f.otherHod, f.admin, f.outsider]) expect((await summary(who)).statusCode).toBe(404);
    // A visit id in place of a claim id is no claim.
    expect((await summary(f.finance, visit.id)).statusCode).toBe(404);
    expect((await summary(f.finance, 'not-an-id')).statusCode).toBe(404);
  });
});
