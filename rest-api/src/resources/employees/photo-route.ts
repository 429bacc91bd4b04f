import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/config';
import { recordJson, recordSchema } from '../../crud/record-json';
import type { Repository } from '../../crud/repository';
import { idParams, type CrudDeps } from '../../crud/routes';
import { detectImage, IMAGE_KINDS } from '../../files/content-types';
import { acceptMultipart } from '../../files/multipart';
import { storeUploads } from '../../files/upload';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { sameId } from '../../db/ids';
import { checkAdminOnly } from './admin-only';
import { employeesResource } from './resource';
import { employees } from './table';

/**
 * `PUT /profile/:id` (spec §7 "Body: an image field"; DESIGN §2): multipart with one part `image`, a
 * JPEG, PNG, WebP or GIF by content, at most `MAX_PHOTO_BYTES` → 200 the employee with `photo` = the new
 * file's generated name (in storage folder `employees/`); the previous photo file is removed. 404 no such
 * employee; 400 no `image` part; 413 too large; 415 not multipart or not such an image (nothing is kept).
 * Sets `updatedAt`, not `__v` (the photo is no field of PUT /:id, so no edit can be lost). `access` is
 * the caller's check (that employee, Gvr, Admin); an Admin's photo is changed only by an Admin or
 * themselves (403 otherwise, before the upload is read; src/resources/employees/admin-only.ts).
 */
export function photoRoute(repository: Repository, deps: CrudDeps & { config: Config }, access: onRequestAsyncHookHandler) {
  return async function routes(app: FastifyInstance): Promise<void> {
    await acceptMultipart(app);
    app.put(
      '/profile/:id',
      {
        onRequest: access,
        schema: {
          tags: ['employees'],
          summary: "Replace an employee's photo (multipart field `image`)",
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: recordSchema(employeesResource), ...errorResponses(400, 403, 404, 413, 415) },
        },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        if (!(await repository.find(id))) throw notFound('Employee not found');
        // Before the upload is read: a refused photo is never stored.
        if (!sameId(request.user?.id, id)) await checkAdminOnly(deps.db, request.user, id, { kind: 'photo' });
        const rules = { field: 'image', maxBytes: deps.config.maxPhotoBytes, maxFiles: 1, detect: detectImage, accepted: IMAGE_KINDS };
        const previous = await storeUploads(request, deps.storage, 'employees', rules, ([file]) =>
          deps.db.transaction(async (tx) => {
            if (!file) throw new Error('storeUploads passed no file');
            const [before] = await tx.select({ photo: employees.photo }).from(employees).where(eq(employees.id, id)).for('update');
            if (!before) throw notFound('Employee not found');
            await tx
              .update(employees)
              .set({ photo: file.fileName, updatedAt: sql`now()` })
              .where(eq(employees.id, id));
            return before.photo;
          }),
        );
        if (previous) {
          await deps.storage.remove([{ folder: 'employees', name: previous }]).catch((error) => request.log.warn({ err: error }, 'could not remove the previous photo'));
        }
        const row = await repository.find(id);
        if (!row) throw notFound('Employee not found');
        return recordJson(employeesResource, row);
      },
    );
  };
}
