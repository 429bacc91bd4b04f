import { watch } from 'node:fs';
import { SignJWT, UnsecuredJWT } from 'jose';
import { nextClientAddress, signIn } from '../client/accounts';
import { requestId } from '../client/graphql';
import { send } from '../client/http';
import { BOUNDARY, graphqlUploadBody } from '../client/multipart';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';

/** The size of the forged uploads: an ISO document at the upstream's cap (20 MiB). */
const UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Forged tokens at the gateway's own gates (docs/security.md "Input and requests"; the gateway holds no
 * signing key, so "signed in" is a session the upstream verified): an unsigned token (`alg: none`) naming
 * the Admin with the Admin role, the literal `eyJhbGciOiJub25lIn0.e30.`, and a correctly signed token
 * without `sub` each get 401 for a 20 MiB ISO-document upload with NOTHING written to the servers'
 * temporary folders meanwhile, and 401 for introspection and for the SDL (`/graphql/schema.graphql`).
 */
export async function runVerifiedSessionChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Forged tokens at uploads, introspection and the SDL',
    'alg:none, forged roles and sub-less tokens: 401 for a 20 MiB upload with 0 files spooled, 401 for introspection and the SDL',
  );
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const { sub: _sub, ...claims } = JSON.parse(Buffer.from(admin.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged: [string, string][] = [
    ['alg:none as the Admin', new UnsecuredJWT({ roles: ['Admin'] }).setSubject(admin.id).setIssuedAt().encode()],
    ['the literal eyJhbGciOiJub25lIn0.e30.', 'eyJhbGciOiJub25lIn0.e30.'],
    ['signed without sub', await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(CONFIG.jwtSecret))],
  ];

  const created: string[] = [];
  const watchers = stack.tempDirs.map((dir) => watch(dir, (_event, name) => created.push(String(name))));
  const pdf = Buffer.alloc(UPLOAD_BYTES, 0x20);
  Buffer.from('%PDF-1.7\n', 'latin1').copy(pdf);
  const outcomes: string[] = [];
  try {
    for (const [name, token] of forged) {
      const upload = await send({
        method: 'POST',
        url: `${stack.gatewayUrl}/graphql`,
        headers: {
          authorization: `Bearer ${token}`,
          'apollo-require-preflight': 'true',
          'x-request-id': requestId('forged-upload'),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: graphqlUploadBody(
          'mutation($isoId: ID!, $files: Upload!) { uploadIsoDocuments(isoId: $isoId, files: [$files]) { id } }',
          'files',
          { isoId: admin.id },
          { fileName: 'manual.pdf', type: 'application/pdf', content: pdf },
        ),
        timeoutMs: 60_000,
      });
      // The gateway answers and closes while the body is still coming: a client sees the 401 or a closed connection.
      check.expect(upload.status === 401 || upload.status === 0, () => `${name}: upload answered ${upload.status} ${upload.text.slice(0, 200)}`);
      const introspection = await send({
        method: 'POST',
        url: `${stack.gatewayUrl}/graphql`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-request-id': requestId('forged-schema') },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      check.expect(
        introspection.status === 401 && !introspection.text.includes('queryType'),
        () => `${name}: introspection ${introspection.status} ${introspection.text.slice(0, 200)}`,
      );
      const sdl = await send({ method: 'GET', url: `${stack.gatewayUrl}/graphql/schema.graphql`, headers: { authorization: `Bearer ${token}` } });
      check.expect(sdl.status === 401, () => `${name}: SDL ${sdl.status}`);
      outcomes.push(`${name}: upload ${upload.status || 'closed'}, introspection ${introspection.status}, SDL ${sdl.status}`);
    }
  } finally {
    for (const watcher of watchers) watcher.close();
  }
  check.expect(created.length === 0, () => `files written to the temporary folders during the forged uploads: ${created.slice(0, 5).join(', ')}`);
  return check.figure(`${outcomes.join('; ')}; ${created.length} file(s) spooled`).finish();
}
