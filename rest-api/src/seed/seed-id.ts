import { createHash } from 'node:crypto';

/**
 * A stable UUID for a seeded record, from its key (e.g. `grade:G5`): the same key gives the same id on
 * every run and every machine, so the demo data is identical everywhere (links, bookmarks, e2e tests).
 * Shaped as an RFC 9562 version-8 ("custom") UUID.
 */
export function seedId(key: string): string {
  const hex = createHash('sha256').update(`back-office-seed/${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
