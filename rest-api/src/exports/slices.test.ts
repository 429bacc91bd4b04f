import { EXPORT_SLICE_ROWS, inSlices } from './slices';

/* An export turns a batch into rows a slice at a time and lets other requests run in between (docs/exports.md "Limits"). */

it('hands every item over once, in order, in slices of at most EXPORT_SLICE_ROWS', async () => {
  const items = Array.from({ length: EXPORT_SLICE_ROWS * 2 + 7 }, (_, i) => i);
  const slices: number[][] = [];
  await inSlices(items, (slice) => void slices.push(slice));
  expect(slices.map((slice) => slice.length)).toEqual([EXPORT_SLICE_ROWS, EXPORT_SLICE_ROWS, 7]);
  expect(slices.flat()).toEqual(items);
});

it('lets work queued by others run between two slices', async () => {
  const events: string[] = [];
  const items = Array.from({ length: EXPORT_SLICE_ROWS * 2 }, (_, i) => i);
  const done = inSlices(items, (slice) => void events.push(`slice from ${slice[0]}`));
  setImmediate(() => events.push('another request'));
  await done;
  expect(events).toEqual(['slice from 0', 'another request', `slice from ${EXPORT_SLICE_ROWS}`]);
});

it('waits for a slice whose work is asynchronous before the next', async () => {
  const events: string[] = [];
  await inSlices([1, ...Array.from({ length: EXPORT_SLICE_ROWS }, () => 2)], async (slice) => {
    events.push(`start ${slice.length}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push(`end ${slice.length}`);
  });
  expect(events).toEqual([`start ${EXPORT_SLICE_ROWS}`, `end ${EXPORT_SLICE_ROWS}`, 'start 1', 'end 1']);
});
