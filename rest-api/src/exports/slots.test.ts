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
  const slots = createExportSlots({ perPerson: 1, total: 2, reading: 1 });
  slots.take('ann');
  const mine = refusal(() => slots.take('ann'));
  expect(mine).toMatchObject({ statusCode: 429, message: 'You already have 1 export running; wait for one to finish.', headers: { 'retry-after': '10' } });
  slots.take('bob');
  expect(refusal(() => slots.take('cid'))).toMatchObject({ statusCode: 429, message: expect.stringMatching(/as many exports as it can/) });
  expect(slots.running()).toBe(2);
});

it('gives a slot back once, however often its release is called', () => {
  const slots = createExportSlots({ perPerson: 2, total: 3, reading: 1 });
  const first = slots.take('ann');
  slots.take('ann');
  first();
  first();
  expect(slots.running('ann')).toBe(1);
  expect(slots.running()).toBe(1);
  expect(refusal(() => slots.take('ann'))).toBeUndefined();
  expect(refusal(() => slots.take('ann'))?.message).toBe('You already have 2 exports running; wait for one to finish.');
});

it('runs at most `reading` export reads at once, the next when one ended (DESIGN §1: exports never take the whole pool)', async () => {
  const slots = createExportSlots({ perPerson: 2, total: 10, reading: 2 });
  const started: string[] = [];
  const finish: Record<string, () => void> = {};
  const read = (name: string) =>
    slots.read(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finish[name] = () => resolve(name);
        }),
    );
  const reads = ['a', 'b', 'c', 'd'].map(read);
  await new Promise(setImmediate);
  expect(started).toEqual(['a', 'b']);
  finish.a!();
  await expect(reads[0]).resolves.toBe('a');
  await new Promise(setImmediate);
  expect(started).toEqual(['a', 'b', 'c']);
  finish.b!();
  finish.c!();
  await new Promise(setImmediate);
  expect(started).toEqual(['a', 'b', 'c', 'd']);
  finish.d!();
  await expect(Promise.all(reads)).resolves.toEqual(['a', 'b', 'c', 'd']);
});

it('passes a failed read on and frees its place', async () => {
  const slots = createExportSlots({ perPerson: 2, total: 10, reading: 1 });
  await expect(slots.read(() => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  await expect(slots.read(() => Promise.resolve(1))).resolves.toBe(1);
});
