import { firstName, greetingFor } from './greeting';

/** A local time today, from "HH:MM". */
const at = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2026, 10, 22, hours, minutes, 0);
};

describe('greetingFor (spec §9)', () => {
  it.each([
    ['00:00', 'Good Morning'],
    ['11:59', 'Good Morning'],
    ['12:00', 'Good Afternoon'],
    ['17:59', 'Good Afternoon'],
    ['18:00', 'Good Evening'],
    ['23:59', 'Good Evening'],
  ])('at %s says %s', (time, expected) => {
    expect(greetingFor(at(time))).toBe(expected);
  });
});

describe('firstName (the short greeting on a phone)', () => {
  it.each([
    ['Jane Doe', 'Jane'],
    ['  Sarah   Mitchell ', 'Sarah'],
    ['Priya', 'Priya'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
