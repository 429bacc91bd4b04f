import type { CompanyCode } from './data';

/*
 * Demo master data of Product Setup and GVR Setup (DESIGN §5), loaded by src/seed/seed.ts with the
 * rest of the demo data. References are by name (categories, subcategories, portfolios, sections,
 * customer positions), company code and employee e-mail; the seed turns them into ids with seedId.
 */

/** Product categories and their subcategories (3 categories, 8 subcategories). */
export const PRODUCT_CATEGORIES = [
  {
    name: 'Pharmaceuticals',
    description: 'Prescription medicines distributed to hospitals and pharmacies.',
    subcategories: ['Cardiovascular', 'Diabetes', 'Oncology', 'Respiratory'],
  },
  { name: 'Medical Devices', description: 'Equipment and consumables for hospitals and clinics.', subcategories: ['Imaging', 'Diagnostics'] },
  { name: 'Consumer Health', description: 'Over-the-counter products sold in pharmacies and stores.', subcategories: ['Vitamins & Supplements', 'First Aid'] },
] as const;

/** A product subcategory name of {@link PRODUCT_CATEGORIES}. */
export type SubcategoryName = (typeof PRODUCT_CATEGORIES)[number]['subcategories'][number];

/** Per subcategory: code prefix, portfolio (a seeded portfolio's name or null), unit, and 5 products `[name, price]`. */
export const PRODUCT_LINES: Readonly<Record<SubcategoryName, { prefix: string; portfolio: string | null; unit: string; products: readonly (readonly [string, string])[] }>> = {
  Cardiovascular: {
    prefix: 'CAR',
    portfolio: 'Cardiology',
    unit: 'box',
    products: [
      ['Amlodipine 5 mg tablets', '12.50'],
      ['Atorvastatin 20 mg tablets', '18.90'],
      ['Bisoprolol 5 mg tablets', '9.75'],
      ['Clopidogrel 75 mg tablets', '24.00'],
      ['Ramipril 10 mg capsules', '11.40'],
    ],
  },
  Diabetes: {
    prefix: 'DIA',
    portfolio: 'Diabetes Care',
    unit: 'pack',
    products: [
      ['Insulin glargine 100 U/ml pen', '64.20'],
      ['Metformin 850 mg tablets', '6.80'],
      ['Glucose test strips (50)', '21.50'],
      ['Blood glucose meter', '39.00'],
      ['Lancets 30G (100)', '7.25'],
    ],
  },
  Oncology: {
    prefix: 'ONC',
    portfolio: 'Oncology',
    unit: 'vial',
    products: [
      ['Paclitaxel 100 mg vial', '185.00'],
      ['Carboplatin 450 mg vial', '142.60'],
      ['Trastuzumab 150 mg vial', '1290.00'],
      ['Ondansetron 8 mg injection', '14.30'],
      ['Filgrastim 30 MU syringe', '98.40'],
    ],
  },
  Respiratory: {
    prefix: 'RES',
    portfolio: 'Respiratory',
    unit: 'piece',
    products: [
      ['Salbutamol 100 mcg inhaler', '8.95'],
      ['Budesonide/formoterol inhaler', '42.70'],
      ['Tiotropium 18 mcg capsules', '51.30'],
      ['Nebuliser mask, adult', '4.60'],
      ['Spacer device', '12.10'],
    ],
  },
  Imaging: {
    prefix: 'IMG',
    portfolio: 'Imaging Equipment',
    unit: 'piece',
    products: [
      ['Portable ultrasound unit', '18500.00'],
      ['Linear ultrasound probe', '4200.00'],
      ['Ultrasound gel 5 l', '19.80'],
      ['X-ray cassette 35 x 43', '760.00'],
      ['Lead apron, medium', '310.00'],
    ],
  },
  Diagnostics: {
    prefix: 'DGN',
    portfolio: null,
    unit: 'kit',
    products: [
      ['Rapid strep A test (25)', '56.00'],
      ['Urine test strips (100)', '17.40'],
      ['HbA1c test kit (20)', '88.00'],
      ['Pulse oximeter', '29.90'],
      ['Digital thermometer', '6.50'],
    ],
  },
  'Vitamins & Supplements': {
    prefix: 'VIT',
    portfolio: null,
    unit: 'bottle',
    products: [
      ['Vitamin D3 1000 IU (90)', '8.40'],
      ['Multivitamin adult (60)', '11.90'],
      ['Omega-3 fish oil (120)', '15.60'],
      ['Iron + folic acid (30)', '5.20'],
      ['Zinc 25 mg (60)', '6.10'],
    ],
  },
  'First Aid': {
    prefix: 'FAD',
    portfolio: null,
    unit: 'box',
    products: [
      ['Sterile gauze pads (100)', '9.30'],
      ['Adhesive bandages, assorted (50)', '3.80'],
      ['Elastic bandage 10 cm', '2.40'],
      ['Antiseptic solution 250 ml', '4.90'],
      ['First aid kit, workplace', '34.50'],
    ],
  },
};

/** Every demo product: code `<prefix>-<nnn>`, its subcategory, portfolio, unit, price; the last of each line inactive. */
export const PRODUCTS = Object.entries(PRODUCT_LINES).flatMap(([subcategory, line]) =>
  line.products.map(([name, price], i) => ({
    code: `${line.prefix}-${String(i + 1).padStart(3, '0')}`,
    name,
    subcategory: subcategory as SubcategoryName,
    portfolio: line.portfolio,
    unit: line.unit,
    price,
    active: i < line.products.length - 1 || line.prefix !== 'RES',
  })),
);

/** The positions customers' contacts hold (DESIGN §5: e.g. Doctor, Purchasing Manager). */
export const CUSTOMER_POSITIONS = [
  { name: 'Doctor', description: 'Physician who prescribes.', active: true },
  { name: 'Pharmacist', description: 'Dispensing and stock decisions in a pharmacy.', active: true },
  { name: 'Purchasing Manager', description: 'Negotiates prices and places orders.', active: true },
  { name: 'Head Nurse', description: 'Runs a ward; consumables and devices.', active: true },
  { name: 'Clinic Director', description: 'Decides on equipment and budgets.', active: true },
  { name: 'Biomedical Engineer', description: 'Installs and maintains equipment.', active: true },
  { name: 'Store Manager', description: 'Runs a retail outlet.', active: false },
] as const;

/** The sections of a visit report, in order, each with two GVR categories (6 sections, 12 categories). */
export const GVR_SECTIONS = [
  { name: 'Visit purpose', description: 'Why the visit took place.', categories: ['Routine call', 'Product launch'] },
  { name: 'Products discussed', description: 'The products presented and how they were received.', categories: ['Product presentation', 'Sample drop'] },
  { name: 'Customer feedback', description: 'What the customer said about our products and service.', categories: ['Complaint', 'Testimonial'] },
  { name: 'Competitor activity', description: 'What competitors are doing at this customer.', categories: ['Competitor pricing', 'Competitor promotion'] },
  { name: 'Orders and samples', description: 'Orders taken and samples left.', categories: ['Order taken', 'Tender'] },
  { name: 'Next steps', description: 'Agreed follow-up actions.', categories: ['Follow-up visit', 'Training session'] },
] as const;

/** The one GVR settings record of the demo. */
export const GVR_SETTINGS = {
  reportDeadlineDays: 3,
  mileageRate: '0.45',
  currency: 'USD',
  workingHours: { start: '08:00', end: '17:00' },
  workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
};

/** The seeded employees who file visit reports (`gvr: true`, src/seed/data.ts), customers' salespersons. */
export const SALESPERSON_EMAILS = [
  'gvr@example.com',
  'hod@example.com',
  'employee@example.com',
  'aisha.rahman@example.com',
  'michael.chen@example.com',
  'hannah.schmidt@example.com',
] as const;

/** One demo customer: company by code, salesperson by e-mail, contacts' positions by name. */
export interface DemoCustomer {
  name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  company: CompanyCode;
  salesperson: string | null;
  contacts: { name: string; position: string; phone: string; email: string }[];
  active: boolean;
}

const PLACES = ['Riverside', 'Hillcrest', 'Lakeview', 'Oakwood', 'Greenfield', 'St. Mary', 'Northgate', 'Harbour', 'Kingsway', 'Meadowbrook', 'Westpark', 'Summit'];
const KINDS = [
  { kind: 'General Hospital', company: 'AME', slug: 'hospital' },
  { kind: 'Pharmacy', company: 'APD', slug: 'pharmacy' },
  { kind: 'Medical Centre', company: 'APD', slug: 'medical' },
  { kind: 'Diagnostics Lab', company: 'AME', slug: 'lab' },
  { kind: 'Health Store', company: 'ATL', slug: 'store' },
] as const;
const CITIES = ['Port City', 'Northfield', 'Eastbrook', 'Southport', 'Westhaven'];
const FIRST_NAMES = ['Amira', 'Ben', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Karim', 'Leila', 'Marco', 'Nadia'];
const LAST_NAMES = ['Ali', 'Brown', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hassan', 'Ivanova', 'Jensen', 'Kim'];
const STREETS = ['Main Street', 'Station Road', 'Park Avenue', 'Church Lane', 'Market Square', 'Hospital Road'];

/**
 * `count` demo customers (the seed takes 300), the same on every call: names `<place> <kind>` (plus
 * the city after the first 60, and a number after 300, so that a name is unique within its company),
 * spread over the companies by kind, five cities and the {@link SALESPERSON_EMAILS} (every tenth has no
 * salesperson), each with 1 to 3 contacts; every fifteenth is inactive. Cheap enough for large counts.
 */
export function demoCustomers(count: number): DemoCustomer[] {
  return Array.from({ length: count }, (_, i) => {
    const place = PLACES[i % PLACES.length]!;
    const { kind, company, slug } = KINDS[Math.floor(i / PLACES.length) % KINDS.length]!;
    const city = CITIES[Math.floor(i / (PLACES.length * KINDS.length)) % CITIES.length]!;
    const round = Math.floor(i / (PLACES.length * KINDS.length * CITIES.length));
    const name = `${place} ${kind}${i >= PLACES.length * KINDS.length ? `, ${city}` : ''}${round > 0 ? ` ${round + 1}` : ''}`;
    const domain = `${place.toLowerCase().replace(/[^a-z]/g, '')}-${slug}${i}.example`;
    const contacts = Array.from({ length: 1 + (i % 3) }, (_, c) => {
      const first = FIRST_NAMES[(i + c * 5) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 3 + c) % LAST_NAMES.length]!;
      return {
        name: `${first} ${last}`,
        position: CUSTOMER_POSITIONS[(i + c) % (CUSTOMER_POSITIONS.length - 1)]!.name,
        phone: `+1 555 ${String(3000 + ((i * 7 + c) % 7000)).padStart(4, '0')}`,
        email: `${first}.${last}@${domain}`.toLowerCase(),
      };
    });
    return {
      name,
      address: `${1 + (i % 180)} ${STREETS[i % STREETS.length]}`,
      city,
      phone: `+1 555 ${String(1000 + i).slice(-4)}`,
      email: `info@${domain}`,
      company,
      salesperson: i % 10 === 9 ? null : SALESPERSON_EMAILS[i % SALESPERSON_EMAILS.length]!,
      contacts,
      active: i % 15 !== 14,
    };
  });
}
