import type { Session } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { acknowledgedRecord, payloadOf, userErrors } from '../client/records';
import { Check } from '../report/checks';
import { sleep } from '../../scripts/stack/service';

const GET = 'query($id: ID!) { grade(id: $id) { id name level description version } }';
const ERRORS = 'errors { field message code reason }';
const UPDATE = `mutation($id: ID!, $version: Int!, $input: GradeUpdateInput!) { updateGrade(id: $id, version: $version, input: $input) { grade { id level version } ${ERRORS} } }`;
const CREATE = `mutation($input: GradeInput!) { createGrade(input: $input) { grade { id level version } ${ERRORS} } }`;

/** Options of {@link runCounter}. */
export interface CounterOptions {
  gatewayUrl: string;
  session: Session;
  clients: number;
  incrementsEach: number;
  /** Give up (and fail) after this time, ms epoch. */
  deadline: number;
}

/**
 * Concurrent edits of one record (reliability/README.md): `clients` clients each add 1 to one grade's `level`
 * `incrementsEach` times — read, `updateGrade` with the version read, and on CONFLICT read again and
 * retry — while the rest of the load runs. Without lost updates the level ends at exactly
 * 1 + clients × incrementsEach. Any other error of a client counts as a failure (and that client stops).
 */
export async function runCounter(options: CounterOptions): Promise<Check> {
  const check = new Check('Load', 'Concurrent increments of one grade', `level ends at exactly 1 + ${options.clients}×${options.incrementsEach}`);
  const call = (query: string, variables: Record<string, unknown>) =>
    graphql(options.gatewayUrl, { query, variables, token: options.session.token, requestId: requestId('counter') });
  const created = await call(CREATE, { input: { name: `Rel counter ${Date.now()}`, level: 1, description: 'incremented concurrently' } });
  const grade = acknowledgedRecord(created, 'createGrade', 'grade') as { id: string } | undefined;
  if (!grade) return check.fail(`could not create the counter grade: ${created.text.slice(0, 200)}`);

  let conflicts = 0;
  let succeeded = 0;
  const startedAt = Date.now();
  const client = async () => {
    for (let done = 0; done < options.incrementsEach && Date.now() < options.deadline;) {
      const read = await call(GET, { id: grade.id });
      const current = read.data?.grade as { name: string; level: number; description: string; version: number } | undefined;
      if (!current || read.errors.length > 0 || read.warnings.length > 0) {
        check.fail(`read failed: ${read.status} ${read.text.slice(0, 200)}`);
        return;
      }
      // Only the level: the update keeps the other fields (DESIGN §3 partial updates).
      const write = await call(UPDATE, { id: grade.id, version: current.version, input: { level: current.level + 1 } });
      const refusal = userErrors(payloadOf(write, 'updateGrade'))[0];
      if (acknowledgedRecord(write, 'updateGrade', 'grade')) {
        done += 1;
        succeeded += 1;
        check.pass();
      } else if (refusal?.code === 'CONFLICT' && refusal.reason === 'STALE_VERSION') {
        conflicts += 1;
        await sleep(Math.random() * 20);
      } else {
        check.fail(`update failed: ${write.status} ${write.text.slice(0, 200)}`);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));

  const final = await call(GET, { id: grade.id });
  const finalGrade = final.data?.grade as { level: number; description: string } | undefined;
  const level = finalGrade?.level;
  check.expect(finalGrade?.description === 'incremented concurrently', () => `the description changed to ${JSON.stringify(finalGrade?.description)} though no update sent it`);
  const expected = 1 + options.clients * options.incrementsEach;
  check.expect(level === expected, () => `the level ended at ${String(level)}, expected ${expected} (${succeeded} acknowledged increments)`);
  return check.figure(`level ${String(level)} of ${expected}; ${succeeded} increments, ${conflicts} CONFLICT retries, in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
