/**
 * The General Setup screens the browser tests walk through (spec §2 menu, §3), one per CRUD resource
 * of the catalogue (contract/resources.ts): its wording and route come from the catalogue, only what
 * to type into its form is written here. A catalogue resource with a screen but no entry here fails
 * the tests (see setupScreens), so a new screen is walked as soon as it exists.
 */
import { RESOURCE_CATALOGUE, type ResourceContract } from '../contract/resources';

/** What to do with one form field, found by its label: type text, tick or untick, pick one or several options. */
export type FieldEntry =
  | { label: string; type: string }
  | { label: string; check: boolean }
  /** `search`: what to type into the filter box of a picker that searches on the server (it matches numbers, names… not a whole label); the option by default. */
  | { label: string; pick: string; search?: string }
  | { label: string; pickMany: readonly string[] };

/** What to type into the form of one screen, for the create → search → edit → delete walk. */
export interface ScreenRecord {
  /** The field that names a record (its row label); "Name" unless said. */
  nameLabel?: string;
  /** Its value when created and after the edit; by default "E2E <Singular> <unique>" and that plus " edited". */
  name?: string;
  editedName?: string;
  /** The other fields of a new record (the required ones and a picker of each kind the form has). */
  fields: readonly FieldEntry[];
}

/** The records typed into each screen, by catalogue name; `unique` makes this run's records unique. */
function screenRecords(unique: string): Readonly<Record<string, ScreenRecord>> {
  return {
    companies: {
      fields: [
        { label: 'Code', type: `E2E${unique}` },
        { label: 'Address', type: '1 Test Street, Port City' },
        { label: 'E-mail', type: `company.${unique}@example.com` },
      ],
    },
    grades: {
      fields: [
        { label: 'Level', type: '42' },
        { label: 'Description', type: 'Created by the browser test' },
      ],
    },
    departments: {
      fields: [
        { label: 'Code', type: `D${unique}` },
        { label: 'Head', pick: 'Daniel Okafor (EMP-0003)', search: 'EMP-0003' },
      ],
    },
    positions: {
      fields: [
        { label: 'Department', pick: 'Marketing' },
        { label: 'Description', type: 'Created by the browser test' },
      ],
    },
    salespersonCodes: {
      nameLabel: 'Code',
      name: `SP-E2E-${unique}`,
      editedName: `SP-E2E-${unique}-B`,
      fields: [
        { label: 'Description', type: 'Created by the browser test' },
        { label: 'Company', pick: 'Acme Trading LLC (ATL)' },
        { label: 'Active', check: false },
      ],
    },
    employees: {
      fields: [
        { label: 'Employee no', type: `E2E-${unique}` },
        { label: 'E-mail', type: `e2e.${unique}@example.com` },
        { label: 'Gender', pick: 'Female' },
        { label: 'Join date', type: '2024-01-08' },
        { label: 'Department', pick: 'Sales' },
        { label: 'Position', pick: 'Sales Representative' },
        { label: 'Companies', pickMany: ['Acme Trading LLC (ATL)', 'Acme Pharma Distribution (APD)'] },
        { label: 'Reports to', pick: 'Daniel Okafor (EMP-0003)', search: 'Okafor' },
        { label: 'Initial password', type: `First-pass-${unique}` },
        { label: 'Confirm password', type: `First-pass-${unique}` },
      ],
    },
    isos: {
      fields: [
        { label: 'Code', type: 'ISO 9001:2015' },
        { label: 'Company', pick: 'Acme Medical Equipment (AME)' },
      ],
    },
    productCategories: { fields: [{ label: 'Description', type: 'Created by the browser test' }] },
    productSubcategories: {
      fields: [
        { label: 'Category', pick: 'Pharmaceuticals' },
        { label: 'Description', type: 'Created by the browser test' },
      ],
    },
    products: {
      fields: [
        { label: 'Code', type: `P-E2E-${unique}` },
        { label: 'Category', pick: 'Pharmaceuticals' },
        { label: 'Subcategory', pick: 'Oncology' },
        { label: 'Unit', type: 'box' },
        { label: 'Price', type: '1,234.5' },
      ],
    },
    customerPositions: { fields: [{ label: 'Description', type: 'Created by the browser test' }] },
    customers: {
      fields: [
        { label: 'Company', pick: 'Acme Trading LLC (ATL)' },
        { label: 'Salesperson', pick: 'Daniel Okafor (EMP-0003)', search: 'Okafor' },
        { label: 'City', type: 'Dubai' },
      ],
    },
    gvrSections: { fields: [{ label: 'Description', type: 'Created by the browser test' }] },
    gvrCategories: {
      fields: [
        { label: 'Section', pick: 'Visit purpose' },
        { label: 'Description', type: 'Created by the browser test' },
      ],
    },
    portfolios: {
      fields: [
        { label: 'Description', type: 'Created by the browser test' },
        { label: 'Company', pick: 'Acme Events & Marketing (AEM)' },
      ],
    },
  };
}

/** One General Setup screen with everything the walk needs. */
export interface SetupScreen {
  /** Catalogue name (REST path segment). */
  name: string;
  /** §2 menu label, also the page heading. */
  title: string;
  /** §2 route. */
  path: string;
  /** Wording of the generic screen ("New <singular>", "<Singular> saved.", "No <plural> found."). */
  singular: string;
  plural: string;
  /** The record typed in, with the defaults filled in. */
  record: Required<ScreenRecord>;
}

/** "Event portfolio" from "event portfolio". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every list screen of the catalogue under `area` (its §2 menu paths' start: `/setup/`,
 * `/product-setup/`, `/gvr-setup/`; in catalogue order) with the record typed into it. Throws when a
 * screen has no record here, or a record names no catalogue list screen.
 */
export function setupScreens(unique: string, area = '/setup/'): SetupScreen[] {
  const records = screenRecords(unique);
  const catalogue: readonly ResourceContract[] = RESOURCE_CATALOGUE;
  const listScreens = catalogue.filter((entry) => (entry.kind ?? 'list') === 'list' && entry.menuPath !== undefined);
  const screens = listScreens.filter((entry) => entry.menuPath?.startsWith(area));
  const missing = screens.filter((entry) => !records[entry.name]).map((entry) => entry.name);
  const unknown = Object.keys(records).filter((name) => !listScreens.some((entry) => entry.name === name));
  if (missing.length || unknown.length) {
    throw new Error(`e2e/setupScreens.ts: no record for ${missing.join(', ') || '-'}; no screen for ${unknown.join(', ') || '-'}`);
  }
  return screens.map((entry) => {
    const given = records[entry.name];
    if (!given) throw new Error(`e2e/setupScreens.ts: no record for ${entry.name}`);
    const name = given.name ?? `E2E ${capitalized(entry.singular)} ${unique}`;
    return {
      name: entry.name,
      title: entry.title,
      path: entry.menuPath ?? '',
      singular: entry.singular,
      plural: entry.plural,
      record: { nameLabel: given.nameLabel ?? 'Name', name, editedName: given.editedName ?? `${name} edited`, fields: given.fields },
    };
  });
}
