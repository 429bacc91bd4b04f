import { DEMO_USERS, type SignedInUser, signIn } from '../testing/accounts';
import { EMPLOYEE_DOCS, OTHER_DOCS, crudDocuments } from '../testing/documents';
import type { TestGateway } from '../testing/gateway-server';
import { graphqlPost } from '../testing/graphql-client';
import { graphqlUpload } from '../testing/multipart-client';
import { type TestStack, startStack } from '../testing/stack';
import { oversizedPng, pdfDocument, pngImage } from '../testing/sample-files';
import { MULTIPART_LIMITS } from './multipart';

/**
 * File uploads through the gateway (GraphQL multipart request spec, uploads/multipart.ts) to a real
 * rest-api, and downloads back through `/files/...` (files/download-routes.ts).
 */
describe('uploads and downloads', () => {
  let stack: TestStack;
  let gateway: TestGateway;
  let admin: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    stack = await startStack();
    gateway = stack.gateway;
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const photo = (token: string, id: string, content: Uint8Array, filename = 'me.png', type = 'image/png') =>
    graphqlUpload<{ uploadEmployeePhoto: { id: string; photo: string; photoUrl: string } }>(gateway.graphqlUrl, {
      token,
      query: EMPLOYEE_DOCS.photo,
      variables: { id, image: null },
      files: [{ path: 'variables.image', content, filename, type }],
    });

  describe('employee photo', () => {
    test('an employee uploads their own photo; it downloads through /files/employees with its type and nosniff', async () => {
      const image = pngImage(3, 3);
      const answer = await photo(employee.token, employee.id, image);
      expect(answer.body.errors).toBeUndefined();
      const updated = answer.body.data!.uploadEmployeePhoto;
      expect(updated.photo).toEqual(expect.any(String));
      expect(updated.photoUrl).toBe(`/files/employees/${encodeURIComponent(updated.photo)}`);

      const download = await fetch(`${gateway.url}${updated.photoUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
    });

    test('a download without a token is 401 from the gateway; an unknown file is the upstream 404', async () => {
      const anonymous = await fetch(`${gateway.url}/files/employees/whatever.png`);
      expect(anonymous.status).toBe(401);
      const missing = await fetch(`${gateway.url}/files/employees/no-such-file.png`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    });

    test('an image over the upstream cap (5 MB) is PAYLOAD_TOO_LARGE', async () => {
      const answer = await photo(employee.token, employee.id, oversizedPng(6 * 1024 * 1024));
      expect(answer.body.errors?.[0]).toMatchObject({ path: ['uploadEmployeePhoto'], extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    });

    test('a file that is not an image (whatever its name and claimed type) is UNSUPPORTED_MEDIA_TYPE', async () => {
      const answer = await photo(employee.token, employee.id, Buffer.from('just some text, not a picture'), 'me.png', 'image/png');
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    test("another employee's photo is FORBIDDEN before anything goes upstream", async () => {
      const answer = await photo(employee.token, admin.id, pngImage());
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    test('a multipart request without the preflight header is refused (CSRF) and not executed', async () => {
      const before = (await graphqlPost<{ employee: { photo: string } }>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: admin.id } })).body.data!.employee.photo;
      const answer = await graphqlUpload(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.photo,
        variables: { id: admin.id, image: null },
        files: [{ path: 'variables.image', content: pngImage(), filename: 'x.png', type: 'image/png' }],
        preflight: false,
      });
      expect(answer.status).toBe(400);
      const after = (await graphqlPost<{ employee: { photo: string } }>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: admin.id } })).body.data!.employee.photo;
      expect(after).toBe(before);
    });

    test(`a file over the gateway's own cap (${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB) is refused with HTTP 413`, async () => {
      const answer = await photo(admin.token, admin.id, oversizedPng(MULTIPART_LIMITS.fileSize + 1024));
      expect(answer.status).toBe(413);
    });

    test('a file sent inline as a plain JSON variable is BAD_USER_INPUT', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.photo, variables: { id: admin.id, image: 'data:image/png;base64,AAAA' } });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('ISO documents', () => {
    let isoId: string;

    beforeAll(async () => {
      const created = await graphqlPost<{ createIso: { id: string } }>(gateway.graphqlUrl, {
        token: admin.token,
        query: crudDocuments('Iso').create,
        variables: { input: { name: 'Upload Test Manual', code: 'ISO 14001' } },
      });
      isoId = created.body.data!.createIso.id;
    });

    test('several files attach in one request, download through /files/isos with their name, and one can be removed', async () => {
      const pdf = pdfDocument();
      const text = Buffer.from('Procedure notes\n');
      const answer = await graphqlUpload<{ uploadIsoDocuments: { documents: Array<{ id: string; originalName: string; mimeType: string; size: number; downloadUrl: string }> } }>(
        gateway.graphqlUrl,
        {
          token: admin.token,
          query: OTHER_DOCS.uploadIsoDocuments,
          variables: { isoId, files: [null, null] },
          files: [
            { path: 'variables.files.0', content: pdf, filename: 'manual.pdf', type: 'application/pdf' },
            { path: 'variables.files.1', content: text, filename: 'notes.txt', type: 'text/plain' },
          ],
        },
      );
      expect(answer.body.errors).toBeUndefined();
      const documents = answer.body.data!.uploadIsoDocuments.documents;
      expect(documents.map((d) => [d.originalName, d.size])).toEqual(
        expect.arrayContaining([
          ['manual.pdf', pdf.length],
          ['notes.txt', text.length],
        ]),
      );
      const manual = documents.find((d) => d.originalName === 'manual.pdf')!;
      expect(manual.downloadUrl).toBe(`/files/isos/${manual.id}`);

      const download = await fetch(`${gateway.url}${manual.downloadUrl}`, { headers: { authorization: `Bearer ${employee.token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(download.headers.get('content-disposition')).toContain('manual.pdf');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

      const removed = await graphqlPost<{ deleteIsoDocument: { documents: Array<{ id: string }> } }>(gateway.graphqlUrl, {
        token: admin.token,
        query: OTHER_DOCS.deleteIsoDocument,
        variables: { id: manual.id },
      });
      expect(removed.body.errors).toBeUndefined();
      expect(removed.body.data!.deleteIsoDocument.documents.map((d) => d.id)).not.toContain(manual.id);
      const gone = await fetch(`${gateway.url}${manual.downloadUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(gone.status).toBe(404);
    });

    test('a document type the upstream refuses is UNSUPPORTED_MEDIA_TYPE', async () => {
      const answer = await graphqlUpload(gateway.graphqlUrl, {
        token: admin.token,
        query: OTHER_DOCS.uploadIsoDocuments,
        variables: { isoId, files: [null] },
        files: [{ path: 'variables.files.0', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), filename: 'tool.exe', type: 'application/octet-stream' }],
      });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    test('an Employee may not attach documents (FORBIDDEN before upstream)', async () => {
      const answer = await graphqlUpload(gateway.graphqlUrl, {
        token: employee.token,
        query: OTHER_DOCS.uploadIsoDocuments,
        variables: { isoId, files: [null] },
        files: [{ path: 'variables.files.0', content: pdfDocument(), filename: 'x.pdf', type: 'application/pdf' }],
      });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
