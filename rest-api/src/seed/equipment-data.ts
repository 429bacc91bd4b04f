/*
 * Demo equipment setup and requisitions (DESIGN §5 Equipment, Requisitions; docs/requisitions.md), loaded
 * by src/seed/requisitions.ts after the employees and portfolios of src/seed/data.ts.
 */

/** Equipment categories. */
export const EQUIPMENT_CATEGORIES = [
  { name: 'Audio-visual', description: 'Projectors, screens and sound for presentations and events.' },
  { name: 'Exhibition', description: 'Booths, banners and stands for congresses and trade fairs.' },
  { name: 'Medical demonstration', description: 'Devices and models lent for product demonstrations.' },
] as const satisfies readonly { name: string; description: string }[];

/** Equipment category name of {@link EQUIPMENT_CATEGORIES}. */
export type EquipmentCategoryName = (typeof EQUIPMENT_CATEGORIES)[number]['name'];

/** Equipments: code, name, category, units on the shelf, location. */
export const EQUIPMENTS = [
  { code: 'AV-PRJ-01', name: 'Projector', category: 'Audio-visual', quantity: 4, location: 'Store A, shelf 1' },
  { code: 'AV-SCR-01', name: 'Projection screen', category: 'Audio-visual', quantity: 3, location: 'Store A, shelf 2' },
  { code: 'AV-MIC-01', name: 'Wireless microphone', category: 'Audio-visual', quantity: 10, location: 'Store A, shelf 3' },
  { code: 'EX-BTH-01', name: 'Pop-up booth 3×3 m', category: 'Exhibition', quantity: 2, location: 'Warehouse, bay 4' },
  { code: 'EX-BNR-01', name: 'Roll-up banner', category: 'Exhibition', quantity: 12, location: 'Warehouse, bay 5' },
  { code: 'MD-US-01', name: 'Portable ultrasound demo unit', category: 'Medical demonstration', quantity: 1, location: 'Service centre' },
] as const satisfies readonly { code: string; name: string; category: EquipmentCategoryName; quantity: number; location: string }[];

/** Equipment code of {@link EQUIPMENTS}. */
export type EquipmentCode = (typeof EQUIPMENTS)[number]['code'];

/**
 * Demo requisitions of the Employee demo user (James Carter, in Sales, whose Hod is Daniel Okafor), so
 * that every tab has something: one equipment requisition awaiting the Hod, one still a draft, and one
 * event requisition approved by the Hod and awaiting Finance. `startsIn`: days from the seeding day to the
 * first day; `steps`: the actions taken after creation, each by a demo user's e-mail.
 */
export const DEMO_EQUIPMENT_REQUISITIONS = [
  {
    key: 'symposium-kit',
    purpose: 'Cardiology symposium at City Hospital: talks and a product corner.',
    startsIn: 14,
    days: 2,
    items: [
      { equipment: 'AV-PRJ-01', quantity: 1 },
      { equipment: 'EX-BNR-01', quantity: 2 },
    ],
    steps: [{ action: 'submit', to: 'SUBMITTED', by: 'employee@example.com' }],
  },
  {
    key: 'training-day',
    purpose: 'Sales team training day.',
    startsIn: 30,
    days: 1,
    items: [{ equipment: 'AV-MIC-01', quantity: 2 }],
    steps: [],
  },
] as const satisfies readonly {
  key: string;
  purpose: string;
  startsIn: number;
  days: number;
  items: readonly { equipment: EquipmentCode; quantity: number }[];
  steps: readonly { action: string; to: string; by: string }[];
}[];

/** The demo event requisitions (see {@link DEMO_EQUIPMENT_REQUISITIONS}); `portfolio` is a seeded portfolio's name. */
export const DEMO_EVENT_REQUISITIONS = [
  {
    key: 'heart-week',
    portfolio: 'Cardiology',
    eventName: 'Heart Health Week breakfast',
    venue: 'Harbour Hotel, Port City',
    startsIn: 21,
    days: 1,
    attendees: 60,
    budget: '4500.00',
    steps: [
      { action: 'submit', to: 'SUBMITTED', by: 'employee@example.com' },
      { action: 'approve', to: 'HOD_APPROVED', by: 'hod@example.com' },
    ],
  },
] as const;
