import { acknowledgedRecord } from '../client/records';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { nextClientAddress, signIn } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId } from '../client/graphql';
import { send, type Exchange } from '../client/http';
import { BOUNDARY, type FilePart, graphqlUploadBody, multipart } from '../client/multipart';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/**
 * Files (reliability/README.md), to rest-api directly and through the gateway: a 50 MB photo or ISO document (and a
 * 10 MB photo, which the gateway buffers and rest-api refuses) is refused with 413 within {@link CONFIG.uploads}.quickMs, an executable renamed `photo.jpg` /
 * `manual.pdf` and an SVG named `.png` are refused with 415 (`UNSUPPORTED_MEDIA_TYPE`), the employee's
 * photo stays as it was, and nothing is left on disk: STORAGE_DIR (its `tmp/` included) and the temp
 * folders of both servers hold the same files before and after.
 */
export async function runFileChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const employee = await registerEmployee(stack.gatewayUrl, admin.token, 'uploads');
  const iso = await graphql(stack.gatewayUrl, {
    query: `mutation { createIso(input: { name: "Upload target ${Date.now()}" }) { iso { id } errors { code message } } }`,
    token: admin.token,
    requestId: requestId('uploads'),
  });
  const isoId = (acknowledgedRecord(iso, 'createIso', 'iso') as { id: string } | undefined)?.id;
  if (!isoId) throw new Error(`could not create an ISO record for the upload checks: ${iso.text.slice(0, 200)}`);
  const folders = [stack.storageDir, ...stack.tempDirs];
  const before = await filesUnder(folders);

  // Heads of real formats, so that the type check passes and only the size can refuse them.
  const hugeJpeg = Buffer.alloc(CONFIG.uploads.hugeBytes, 0);
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex').copy(hugeJpeg);
  const hugePdf = Buffer.alloc(CONFIG.uploads.hugeBytes, 0x20);
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1').copy(hugePdf);
  const executable = await readFile('/bin/true').catch(() => Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(4096, 1)]));
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=2</script></svg>');
  const auth = `Bearer ${admin.token}`;
  const rest = (route: string, method: string, part: FilePart) =>
    send({
      method,
      url: `${stack.restApiUrl}/setup/${route}`,
      headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart([], [part]),
      timeoutMs: 60_000,
    });
  const viaGateway = (mutation: string, variable: string, variables: Record<string, unknown>, part: FilePart) =>
    send({
      method: 'POST',
      url: `${stack.gatewayUrl}/graphql`,
      headers: { authorization: auth, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: graphqlUploadBody(mutation, variable, variables, part),
      timeoutMs: 60_000,
    });
  const photoMutation = 'mutation($id: ID!, $image: Upload!) { uploadEmployeePhoto(id: $id, image: $image) { id photo } }';
  const documentsMutation = 'mutation($isoId: ID!, $files: Upload!) { uploadIsoDocuments(isoId: $isoId, files: [$files]) { id documents { id } } }';

  const tooLarge = new Check('Files', '50 MB uploads (photo, ISO document; direct and through the gateway)', `413 within ${CONFIG.uploads.quickMs / 1000} s, nothing left on disk`);
  const largeCases: [string, () => Promise<Exchange>][] = [
    ['REST photo', () => rest(`employees/profile/${employee.id}`, 'PUT', { field: 'image', fileName: 'photo.jpg', type: 'image/jpeg', content: hugeJpeg })],
    ['REST ISO document', () => rest(`isos/${isoId}/files`, 'POST', { field: 'files', fileName: 'manual.pdf', type: 'application/pdf', content: hugePdf })],
    ['gateway photo', () => viaGateway(photoMutation, 'image', { id: employee.id }, { field: '0', fileName: 'photo.jpg', type: 'image/jpeg', content: hugeJpeg })],
    ['gateway ISO document', () => viaGateway(documentsMutation, 'files', { isoId }, { field: '0', fileName: 'manual.pdf', type: 'application/pdf', content: hugePdf })],
    // Under the gateway's own cap, over rest-api's: buffered by the gateway, refused upstream, removed.
    [
      'gateway 10 MB photo',
      () => viaGateway(photoMutation, 'image', { id: employee.id }, { field: '0', fileName: 'photo.jpg', type: 'image/jpeg', content: hugeJpeg.subarray(0, 10 * 1024 * 1024) }),
    ],
  ];
  const times: string[] = [];
  for (const [name, upload] of largeCases) {
    const answer = await upload();
    const ms = answer.endedAt - answer.startedAt;
    times.push(`${name} ${(ms / 1000).toFixed(2)} s`);
    const code = graphqlCode(answer);
    // The gateway refuses a request whose declared length is over its cap at once and closes the
    // connection; a client still writing may see the close (EPIPE, reset) before the 413.
    const closedEarly = name.startsWith('gateway') && answer.status === 0 && /EPIPE|ECONNRESET|UND_ERR_SOCKET/.test(answer.networkError ?? '');
    const refused = answer.status === 413 || code === 'PAYLOAD_TOO_LARGE' || closedEarly;
    tooLarge.expect(
      refused && ms <= CONFIG.uploads.quickMs && findLeaks(answer.text).length === 0,
      () => `${name}: ${answer.status} ${answer.networkError ?? ''} after ${ms} ms ${answer.text.slice(0, 200)}`,
    );
  }

  const wrongType = new Check('Files', 'An executable renamed photo.jpg / manual.pdf, an SVG named .png', '415 / UNSUPPORTED_MEDIA_TYPE, nothing stored');
  const typeCases: [string, () => Promise<Exchange>][] = [
    ['REST executable as photo.jpg', () => rest(`employees/profile/${employee.id}`, 'PUT', { field: 'image', fileName: 'photo.jpg', type: 'image/jpeg', content: executable })],
    ['REST executable as manual.pdf', () => rest(`isos/${isoId}/files`, 'POST', { field: 'files', fileName: 'manual.pdf', type: 'application/pdf', content: executable })],
    ['REST SVG as photo.png', () => rest(`employees/profile/${employee.id}`, 'PUT', { field: 'image', fileName: 'photo.png', type: 'image/png', content: svg })],
    [
      'gateway executable as photo.jpg',
      () => viaGateway(photoMutation, 'image', { id: employee.id }, { field: '0', fileName: 'photo.jpg', type: 'image/jpeg', content: executable }),
    ],
    [
      'gateway executable as manual.pdf',
      () => viaGateway(documentsMutation, 'files', { isoId }, { field: '0', fileName: 'manual.pdf', type: 'application/pdf', content: executable }),
    ],
  ];
  for (const [name, upload] of typeCases) {
    const answer = await upload();
    const refused = answer.status === 415 || graphqlCode(answer) === 'UNSUPPORTED_MEDIA_TYPE';
    wrongType.expect(refused && findLeaks(answer.text).length === 0, () => `${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  const after = await graphql(stack.gatewayUrl, {
    query: `{ employee(id: "${employee.id}") { photo } iso(id: "${isoId}") { documents { id } } }`,
    token: admin.token,
    requestId: requestId('uploads'),
  });
  const photo = (after.data?.employee as { photo: string | null } | undefined)?.photo;
  const documents = (after.data?.iso as { documents: unknown[] } | undefined)?.documents;
  wrongType.expect(
    photo === null && Array.isArray(documents) && documents.length === 0,
    () => `after the refused uploads: photo ${String(photo)}, documents ${JSON.stringify(documents)}`,
  );

  // Refused before any file part is read: four anonymous 50 MB requests, and an Employee's 1 MB ISO document.
  const refusedEarly = new Check(
    'Files',
    'Anonymous and forbidden multipart requests to the gateway',
    `UNAUTHENTICATED / FORBIDDEN within ${CONFIG.uploads.quickMs / 1000} s, nothing written to disk`,
  );
  const employeeSession = await signIn(stack.gatewayUrl, employee.email, employee.password, nextClientAddress());
  const gatewayTemp = stack.tempDirs[stack.tempDirs.length - 1]!;
  const peakBytes = { value: 0 };
  const watching = watchBytes(gatewayTemp, peakBytes);
  const early: [string, string | undefined, string][] = [
    ['anonymous photo 1', undefined, 'UNAUTHENTICATED'],
    ['anonymous photo 2', undefined, 'UNAUTHENTICATED'],
    ['anonymous ISO document 1', undefined, 'UNAUTHENTICATED'],
    ['anonymous ISO document 2', undefined, 'UNAUTHENTICATED'],
    ["an Employee's ISO document", employeeSession.token, 'FORBIDDEN'],
  ];
  const earlyAnswers = await Promise.all(
    early.map(([name, token, code]) => {
      const isDocument = name.includes('ISO');
      return send({
        method: 'POST',
        url: `${stack.gatewayUrl}/graphql`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart(
          [
            [
              'operations',
              JSON.stringify(isDocument ? { query: documentsMutation, variables: { isoId, files: null } } : { query: photoMutation, variables: { id: employee.id, image: null } }),
            ],
            ['map', JSON.stringify({ 0: [isDocument ? 'variables.files' : 'variables.image'] })],
          ],
          // The Employee's document is small, so that the role, not the size, refuses it.
          [
            {
              field: '0',
              fileName: isDocument ? 'manual.pdf' : 'photo.jpg',
              type: isDocument ? 'application/pdf' : 'image/jpeg',
              content: token ? hugePdf.subarray(0, 1024 * 1024) : isDocument ? hugePdf : hugeJpeg,
            },
          ],
        ),
        timeoutMs: 60_000,
      }).then((answer) => [name, code, answer] as const);
    }),
  );
  watching.stop();
  for (const [name, code, answer] of earlyAnswers) {
    const ms = answer.endedAt - answer.startedAt;
    // The server may answer and close while the client still writes: a reset counts as refused only with no data.
    const refused = graphqlCode(answer) === code || (answer.status === 0 && /ECONNRESET|EPIPE|UND_ERR_SOCKET/.test(answer.networkError ?? ''));
    refusedEarly.expect(
      refused && ms <= CONFIG.uploads.quickMs && findLeaks(answer.text).length === 0,
      () => `${name}: ${answer.status} ${answer.networkError ?? ''} after ${ms} ms ${answer.text.slice(0, 200)}`,
    );
  }
  refusedEarly.expect(peakBytes.value < 1024 * 1024, () => `the gateway's temp folder grew to ${peakBytes.value} bytes during the refused requests`);

  await sleep(500);
  const left = [...(await filesUnder(folders))].filter((file) => !before.has(file));
  for (const check of [tooLarge, wrongType, refusedEarly]) check.expect(left.length === 0, () => `left on disk: ${left.slice(0, 5).join(', ')}`);
  return [
    tooLarge.figure(`${times.join('; ')}; ${left.length} files left behind`).finish(),
    wrongType.figure(`${typeCases.length} refused; photo and documents unchanged; ${left.length} files left behind`).finish(),
    refusedEarly.figure(`${early.length} refused; the gateway's temp folder peaked at ${peakBytes.value} bytes; ${left.length} files left behind`).finish(),
  ];
}

/** A multipart/form-data body of text `fields` then file `parts`, with {@link BOUNDARY}. */
function graphqlCode(answer: Exchange): string | undefined {
  return (answer.json as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors?.[0]?.extensions?.code;
}

/** Samples the total size of the files under `folder` every 50 ms, keeping the largest in `peak.value`, until stopped. */
function watchBytes(folder: string, peak: { value: number }): { stop(): void } {
  let running = true;
  void (async () => {
    while (running) {
      let total = 0;
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isFile())
          total += await stat(path.join(entry.parentPath, entry.name)).then(
            (info) => info.size,
            () => 0,
          );
      }
      peak.value = Math.max(peak.value, total);
      await sleep(50);
    }
  })();
  return {
    stop() {
      running = false;
    },
  };
}

/** Every file (recursively) under `folders`, as absolute paths. */
async function filesUnder(folders: string[]): Promise<Set<string>> {
  const files = new Set<string>();
  for (const folder of folders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.add(path.join(entry.parentPath, entry.name));
  }
  return files;
}
