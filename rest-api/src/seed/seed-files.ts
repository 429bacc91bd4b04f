import type { FileStorage, StoredFileRef } from '../files/storage';
import type { SeedDocument } from './data';
import { simplePdf } from './pdf';
import { avatarPng, type Rgb } from './png';
import { seedId } from './seed-id';

/** Background colours of the seeded avatars, used in turn. */
const AVATAR_COLOURS: readonly Rgb[] = [
  [52, 101, 164],
  [78, 154, 6],
  [196, 160, 0],
  [117, 80, 123],
  [206, 92, 0],
  [32, 140, 140],
  [164, 0, 0],
  [85, 87, 83],
];

/** The stored name of employee `email`'s seeded photo: a stable UUID-shaped name (`<uuid>.png`). */
export function seedPhotoName(email: string): string {
  return `${seedId(`photo:${email}`)}.png`;
}

/** The stored name of a seeded ISO document (by its ISO record's name and its original name). */
export function seedDocumentName(isoName: string, document: SeedDocument): string {
  return `${seedId(`iso-document:${isoName}:${document.originalName}`)}${document.kind === 'pdf' ? '.pdf' : '.txt'}`;
}

/** The bytes of a seeded ISO document: a one-page PDF or UTF-8 text. */
export function seedDocumentBytes(document: SeedDocument): Buffer {
  return document.kind === 'pdf' ? simplePdf(document.lines) : Buffer.from(document.text, 'utf8');
}

/**
 * Writes a 96 × 96 avatar PNG for each of `emails` (colours in turn) into the store's `employees/`.
 * @returns each e-mail's photo name.
 */
export async function writeSeedPhotos(storage: FileStorage, emails: readonly string[]): Promise<Map<string, string>> {
  const names = new Map(emails.map((email) => [email, seedPhotoName(email)]));
  await Promise.all(
    emails.map((email, i) => {
      const colour = AVATAR_COLOURS[i % AVATAR_COLOURS.length];
      if (!colour) throw new Error('No avatar colours');
      return storage.write({ folder: 'employees', name: names.get(email)! }, avatarPng(96, colour));
    }),
  );
  return names;
}

/** Writes the seeded ISO documents into the store's `isos/`. */
export async function writeSeedDocuments(storage: FileStorage, documents: readonly { isoName: string; document: SeedDocument }[]): Promise<StoredFileRef[]> {
  const refs = documents.map(({ isoName, document }) => ({ folder: 'isos' as const, name: seedDocumentName(isoName, document) }));
  await Promise.all(documents.map(({ document }, i) => storage.write(refs[i]!, seedDocumentBytes(document))));
  return refs;
}
