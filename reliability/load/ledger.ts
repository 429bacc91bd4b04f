import { graphql, requestId } from '../client/graphql';
import { getDocument, type WriteKind } from './kinds';

/** What the suite knows of one record a simulated user created (an acknowledged create). */
export interface Entry {
  kind: WriteKind;
  id: string;
  owner: number;
  version: number;
  /** The record's fields as last acknowledged (what an edit starts from). */
  current: Record<string, unknown>;
  /** Whether `current` is known for sure (false after a write whose outcome is unknown). */
  certain: boolean;
  /** Whether it was deleted: yes (acknowledged), maybe (outcome unknown), no. */
  deleted: 'no' | 'yes' | 'maybe';
}

/** Outcome of {@link Ledger.verify}. */
export interface Verification {
  /** Records whose final state was checked. */
  checked: number;
  /** Acknowledged writes that did not survive: a create not readable, an edit not kept, a delete undone. */
  lost: string[];
  /** Records left out because a write to them had an unknown outcome. */
  uncertain: number;
  /** Records that could not be read at all during the check. */
  unreadable: string[];
}

/**
 * Every acknowledged write of the load (reliability/README.md "every acknowledged create is readable afterwards"):
 * creates add an entry, edits replace its fields and version, deletes mark it. Only the user that
 * created a record edits or deletes it, so its final state is known unless a write's outcome was unknown
 * (a fault cut the answer off), which marks the entry uncertain until the owner reads it again.
 */
export class Ledger {
  readonly entries: Entry[] = [];
  /** Writes seen lost while the load ran (a refresh found a record gone that no one deleted). */
  readonly lostDuringLoad: string[] = [];

  /** Records an acknowledged create. */
  add(kind: WriteKind, owner: number, record: Record<string, unknown>): Entry {
    const entry: Entry = { kind, id: String(record.id), owner, version: Number(record.version), current: record, certain: true, deleted: 'no' };
    this.entries.push(entry);
    return entry;
  }

  /** The owner's records that are (as far as it knows) not deleted. */
  liveOf(owner: number): Entry[] {
    return this.entries.filter((entry) => entry.owner === owner && entry.deleted === 'no');
  }

  /**
   * Reads every entry back through the gateway (with a Gvr/Admin `token`) and compares it with what was
   * acknowledged: present with the same compared fields and version, or absent when deleted.
   */
  async verify(gatewayUrl: string, token: string): Promise<Verification> {
    const result: Verification = { checked: 0, lost: [...this.lostDuringLoad], uncertain: 0, unreadable: [] };
    const queue = [...this.entries];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        if (!entry.certain || entry.deleted === 'maybe') {
          result.uncertain += 1;
          continue;
        }
        const answer = await graphql(gatewayUrl, { query: getDocument(entry.kind), variables: { id: entry.id }, token, requestId: requestId('verify') });
        if (answer.status !== 200 || answer.errors.length > 0 || answer.warnings.length > 0 || !answer.data) {
          result.unreadable.push(`${entry.kind.type} ${entry.id}: ${answer.status} ${answer.text.slice(0, 200)}`);
          continue;
        }
        result.checked += 1;
        const record = answer.data[entry.kind.get] as Record<string, unknown> | null;
        const problem = compare(entry, record);
        if (problem) result.lost.push(`${entry.kind.type} ${entry.id}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return result;
  }
}

/** Why `record` (as read back) does not match `entry`, or undefined when it does. */
export function compare(entry: Entry, record: Record<string, unknown> | null): string | undefined {
  if (entry.deleted === 'yes') return record ? 'deleted, yet still readable' : undefined;
  if (!record) return 'acknowledged, yet not readable';
  if (Number(record.version) !== entry.version) return `version ${String(record.version)}, acknowledged ${entry.version}`;
  for (const field of entry.kind.compared) {
    if (JSON.stringify(record[field] ?? null) !== JSON.stringify(entry.current[field] ?? null)) {
      return `${field} is ${JSON.stringify(record[field])}, acknowledged ${JSON.stringify(entry.current[field])}`;
    }
  }
  return undefined;
}
