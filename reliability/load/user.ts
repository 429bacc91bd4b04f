import type { Session } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { sleep } from '../../scripts/stack/service';
import { acknowledgedRecord, payloadOf, userErrors } from '../client/records';
import { createDocument, deleteDocument, editInput, getDocument, newInput, READ_OPERATIONS, updateDocument, weightOf, WRITE_KINDS, type SeedRefs, type WriteKind } from './kinds';
import type { Entry, Ledger } from './ledger';
import type { Timeline } from './timeline';

/** What a simulated user shares with the others: where to send, what to record, when to stop. */
export interface LoadContext {
  gatewayUrl: string;
  timeline: Timeline;
  ledger: Ledger;
  refs: SeedRefs;
  /** Stop starting actions after this time (ms epoch). */
  until: number;
  thinkMs: readonly [number, number];
  requestTimeoutMs: number;
}

/** A small seeded pseudo-random generator (mulberry32): runs are repeatable for one seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One simulated user (reliability load): until `context.until`, thinks for a moment, then reads (pages with
 * search and sort, full lists, references, notifications) or, when `session` may write (Gvr/Admin),
 * also creates, edits and deletes master data and employees — editing and deleting only what it
 * created itself, so that every acknowledged write has a known final state (load/ledger.ts).
 */
export async function runUser(index: number, session: Session, context: LoadContext): Promise<void> {
  const random = seededRandom(1000 + index);
  const canWrite = session.roles[0] === 'ADMIN' || session.roles[0] === 'GVR';
  let sequence = 0;
  const call = async (operation: string, write: boolean, query: string, variables: Record<string, unknown>) => {
    const answer = await graphql(context.gatewayUrl, {
      query,
      variables,
      token: session.token,
      requestId: requestId(`load-u${index}`),
      timeoutMs: context.requestTimeoutMs,
    });
    context.timeline.record(index, operation, write, answer);
    return answer;
  };

  /** Reads `entry` again; true when its state is known afterwards. */
  const refresh = async (entry: Entry): Promise<boolean> => {
    const answer = await call(`get ${entry.kind.type}`, false, getDocument(entry.kind), { id: entry.id });
    if (answer.status !== 200 || answer.errors.length > 0 || answer.warnings.length > 0 || !answer.data) return false;
    const record = answer.data[entry.kind.get] as Record<string, unknown> | null;
    if (!record) {
      // Only its owner deletes it: gone without a delete of ours is a lost write.
      if (entry.deleted === 'no') context.ledger.lostDuringLoad.push(`${entry.kind.type} ${entry.id}: acknowledged, yet gone while the load ran`);
      entry.deleted = 'yes';
      entry.certain = true;
      return false;
    }
    entry.current = record;
    entry.version = Number(record.version);
    entry.certain = true;
    if (entry.deleted === 'maybe') entry.deleted = 'no';
    return true;
  };

  const read = async () => {
    const operations = READ_OPERATIONS.filter((operation) => canWrite || !operation.managersOnly);
    const operation = operations[Math.floor(random() * operations.length)]!;
    await call(operation.name, false, operation.query, operation.variables?.(random) ?? {});
  };

  const create = async () => {
    const kind = weighted(WRITE_KINDS, random);
    sequence += 1;
    const input = newInput(kind, `${index}-${sequence}`, context.refs, random);
    const answer = await call(`create ${kind.type}`, true, createDocument(kind), { input });
    const record = acknowledgedRecord(answer, kind.create, kind.payloadField);
    if (!record) return;
    const entry = context.ledger.add(kind, index, record);
    const altered = kind.compared.find((field) => field in input && JSON.stringify(record[field]) !== JSON.stringify(input[field]));
    if (altered)
      context.ledger.lostDuringLoad.push(`${kind.type} ${entry.id}: created with ${altered}=${JSON.stringify(input[altered])}, answered ${JSON.stringify(record[altered])}`);
  };

  const edit = async (entry: Entry) => {
    if (!entry.certain && !(await refresh(entry))) return;
    sequence += 1;
    // A partial update (DESIGN §3): the fields not sent must keep their values, which verify() checks.
    const input = editInput(entry.kind, `${index}-${sequence}`, context.refs, random);
    const answer = await call(`edit ${entry.kind.type}`, true, updateDocument(entry.kind), { id: entry.id, version: entry.version, input });
    const record = acknowledgedRecord(answer, entry.kind.update, entry.kind.payloadField);
    if (!record) {
      entry.certain = false;
      return;
    }
    const untouched = entry.kind.compared.find((field) => !(field in input) && JSON.stringify(record[field] ?? null) !== JSON.stringify(entry.current[field] ?? null));
    if (untouched)
      context.ledger.lostDuringLoad.push(
        `${entry.kind.type} ${entry.id}: an edit of ${Object.keys(input).join(', ')} changed ${untouched} from ${JSON.stringify(entry.current[untouched])} to ${JSON.stringify(record[untouched])}`,
      );
    entry.current = record;
    entry.version = Number(record.version);
    const altered = entry.kind.compared.find((field) => field in input && JSON.stringify(record[field]) !== JSON.stringify(input[field]));
    if (altered)
      context.ledger.lostDuringLoad.push(`${entry.kind.type} ${entry.id}: edited ${altered} to ${JSON.stringify(input[altered])}, answered ${JSON.stringify(record[altered])}`);
  };

  const remove = async (entry: Entry) => {
    if (!entry.certain && !(await refresh(entry))) return;
    if (entry.deleted !== 'no' || !entry.kind.remove) return;
    const answer = await call(`delete ${entry.kind.type}`, true, deleteDocument(entry.kind), { id: entry.id });
    const payload = payloadOf(answer, entry.kind.remove);
    const ok = answer.errors.length === 0 && answer.warnings.length === 0 && userErrors(payload).length === 0 && payload?.deletedId === entry.id;
    entry.deleted = ok ? 'yes' : 'maybe';
  };

  while (Date.now() < context.until) {
    await sleep(context.thinkMs[0] + random() * (context.thinkMs[1] - context.thinkMs[0]));
    if (Date.now() >= context.until) break;
    const roll = random();
    const own = canWrite ? context.ledger.liveOf(index) : [];
    if (!canWrite || roll < 0.55) await read();
    else if (roll < 0.75 || own.length === 0) await create();
    else if (roll < 0.92) await edit(own[Math.floor(random() * own.length)]!);
    else await remove(own[Math.floor(random() * own.length)]!);
  }
}

function weighted(kinds: readonly WriteKind[], random: () => number): WriteKind {
  const total = kinds.reduce((sum, kind) => sum + weightOf(kind), 0);
  let roll = random() * total;
  for (const kind of kinds) {
    roll -= weightOf(kind);
    if (roll < 0) return kind;
  }
  return kinds[kinds.length - 1]!;
}
