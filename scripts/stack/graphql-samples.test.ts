import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GraphQLInputObjectType, GraphQLNonNull, buildSchema, coerceInputValue } from 'graphql';
import { sampleValue } from './graphql-samples';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
const inputType = (name: string) => new GraphQLNonNull(schema.getType(name) as GraphQLInputObjectType);
const today = new Date().toISOString().slice(0, 10);

/** The shared sample inputs (used by the gateway's CRUD cases and the reliability load and fuzzer) for the requisition inputs (docs/requisitions.md). */
describe('sample inputs of the requisition types', () => {
  test.each([0, 0.5, 0.999])('an equipment requisition (random %d): items with the given equipment id, a future date range, valid for the schema', (roll) => {
    const input = sampleValue(inputType('EquipmentRequisitionInput'), 'input', {
      tag: 'K3F20007',
      random: () => roll,
      idOf: (field) => (field === 'items.equipmentId' ? 'q1' : null),
    }) as {
      items: Array<{ equipmentId: string; quantity: number }>;
      dates: { from: string; to: string };
      purpose: string;
    };
    expect(() => coerceInputValue(input, inputType('EquipmentRequisitionInput'))).not.toThrow();
    expect(input.items).toEqual([{ equipmentId: 'q1', quantity: expect.any(Number) }]);
    expect(input.dates.from > today).toBe(true);
    expect(input.dates.to >= input.dates.from).toBe(true);
    expect(input.purpose.length).toBeLessThanOrEqual(500);
  });

  test('an event requisition: a Decimal budget, attendees within 1 to 100000, a future date range', () => {
    const input = sampleValue(inputType('EventRequisitionInput'), 'input', { tag: 'K3F20008' }) as Record<string, unknown> & { dates: { from: string } };
    expect(input).toMatchObject({ budget: expect.stringMatching(/^\d+\.\d{2}$/), attendees: expect.any(Number) });
    expect(input.dates.from > today).toBe(true);
  });

  test('without idOf a required id inside an object is null (the caller supplies ids), a nullable one is left out', () => {
    const item = sampleValue(inputType('EquipmentRequisitionItemInput'), 'items', { tag: 'T1' });
    expect(item).toEqual({ equipmentId: null, quantity: expect.any(Number) });
    expect(sampleValue(inputType('CustomerContactInput'), 'contacts', { tag: 'T1' })).not.toHaveProperty('positionId');
  });
});
