import { getHours } from 'date-fns';

/** The greetings of the top bar (spec §9). */
export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/**
 * The top bar's time-based greeting for local time `now` (spec §1, §9): "Good Morning" before
 * 12:00, "Good Afternoon" before 18:00, otherwise "Good Evening".
 */
export function greetingFor(now: Date): Greeting {
  const hour = getHours(now);
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/**
 * The name a short greeting uses (the top bar on a phone): the first word of the employee's name,
 * "Jane" for "Jane Doe"; a one-word name, or an empty one, as it is.
 */
export function firstName(employeeName: string): string {
  return employeeName.trim().split(/\s+/)[0] ?? '';
}
