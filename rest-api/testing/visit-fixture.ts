import { workflowFixture, type Actor, type WorkflowFixture } from './workflow-fixture';

/**
 * The setup of the visit and activity suites (docs/visits.md) on top of {@link WorkflowFixture}: a second
 * department "Other" headed by `otherHod` where `outsider` works; a company; customer `acme` (salesperson
 * `employee`, contacts Ann Lee and Bob Ray), `beta` (salesperson `colleague`) and `gamma` (salesperson
 * `outsider`); GVR sections Opening and Closing (in that order), an active GVR category and an inactive
 * one; two products.
 */
export interface VisitFixture extends WorkflowFixture {
  acme: string;
  beta: string;
  gamma: string;
  opening: string;
  closing: string;
  category: string;
  inactiveCategory: string;
  products: [string, string];
}

/** An ISO instant `hours` from now (negative: in the past), whole minutes. */
export function hoursFromNow(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

/** Builds the {@link VisitFixture} (close `fixture.t` in `afterAll`). */
export async function visitFixture(): Promise<VisitFixture> {
  const f = await workflowFixture();
  const { admin, send } = f;
  const id = async (url: string, body: object, who: Actor = admin) => {
    const response = await send('POST', url, who, body);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json()._id as string;
  };
  const other = await id('departments/create', { name: 'Other', head: f.otherHod.id });
  await send('PUT', `employees/${f.outsider.id}`, admin, { department: other });
  const company = await id('companies/create', { name: 'Holdings', code: 'HLD' });
  const contacts = [{ name: 'Ann Lee' }, { name: 'Bob Ray' }];
  const acme = await id('customers/create', { name: 'Acme Clinic', company, salesperson: f.employee.id, contacts });
  const beta = await id('customers/create', { name: 'Beta Pharmacy', company, salesperson: f.colleague.id, contacts: [{ name: 'Cy Dee' }] });
  const gamma = await id('customers/create', { name: 'Gamma Hospital', company, salesperson: f.outsider.id, contacts: [{ name: 'Di Fox' }] });
  const opening = await id('gvrSections/create', { name: 'Opening' });
  const closing = await id('gvrSections/create', { name: 'Closing' });
  const category = await id('gvrCategories/create', { name: 'Detailing', section: opening });
  const inactiveCategory = await id('gvrCategories/create', { name: 'Old', section: opening, active: false });
  const productCategory = await id('productCategories/create', { name: 'Cardio' });
  const subcategory = await id('productSubcategories/create', { name: 'Tablets', category: productCategory });
  const product = (code: string) => id('products/create', { code, name: `Product ${code}`, subcategory, unit: 'box', price: '10.00' });
  const products: [string, string] = [await product('P1'), await product('P2')];
  return { ...f, acme, beta, gamma, opening, closing, category, inactiveCategory, products };
}

/**
 * A visit of `who` planned over REST two hours ago (to one of their customers: `acme` for `employee`,
 * `beta` for `colleague`, `gamma` for `outsider`, else `acme`, or `options.customer`) and, unless
 * `options.complete` is false, completed with an outcome: what a claim is made on (docs/visits.md
 * "Claims"). Answers the visit's REST record.
 */
export async function pastVisit(
  f: VisitFixture,
  who: Actor,
  options: { complete?: boolean; customer?: string } = {},
): Promise<{ _id: string; number: string; customerName: string }> {
  const complete = options.complete ?? true;
  const customer = options.customer ?? (who === f.colleague ? f.beta : who === f.outsider ? f.gamma : f.acme);
  const planned = await f.send('POST', 'visits/create', who, { customer, start: hoursFromNow(-3), end: hoursFromNow(-2), category: f.category, outcome: 'Done' });
  if (planned.statusCode !== 201) throw new Error(`visits/create: ${planned.statusCode} ${planned.body}`);
  if (!complete) return planned.json();
  const completed = await f.send('POST', `visits/${planned.json()._id as string}/complete`, who, {});
  if (completed.statusCode !== 200) throw new Error(`visits/complete: ${completed.statusCode} ${completed.body}`);
  return completed.json();
}
