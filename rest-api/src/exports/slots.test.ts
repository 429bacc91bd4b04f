import { HttpError } from '../http/http-error';
import { createExportSlots } from './slots';

/* The export caps of docs/exports.md "Limits": per person and in all, a 429 with Retry-After past them, slots given back once. */

/** The HttpError `take` throws, or undefined when it gives a slot. */
function refusal(take: () => unknown): HttpError | undefined {
  try {
    take();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

it('refuses a person past their cap and the server past its total, with Retry-After', () => {
  const slots = createExportSlots({ perPerson: 1, total: 2 });
  slots.take('ann');
  const mine = refusal(() => slots.take('ann'));
  expect(mine).toMatchObject({ statusCode: 429, message: 'You already have 1 export running; wait for one to finish.', headers: { 'retry-after': '10' } });
  slots.take('bob');
  expect(refusal(() => slots.take('cid'))).toMatchObject({ statusCode: 429, message: expect.stringMatching(/as many exports as it can/) });
  expect(slots.running()).toBe(2);
});

it('gives a slot back once, however often its release is called', () => {
  const slots = createExportSlots({ perPerson: 2, total: 3 });
  const first = slots.take('ann');
  slots.take('ann');
  first();
  first();
  expect(slots.running('ann')).toBe(1);
  expect(slots.running()).toBe(1);
  expect(refusal(() => slots.take('ann'))).toBeUndefined();
  expect(refusal(() => slots.take('ann'))?.message).toBe('You already have 2 exports running; wait for one to finish.');
});
