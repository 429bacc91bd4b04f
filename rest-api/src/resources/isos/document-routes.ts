import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { recordJson, recordSchema } from '../../crud/record-json';
import { createRepository } from '../../crud/repository';
import { idParams, type CrudDeps } from '../../crud/routes';
import type { Db } from '../../db/database';
import { isUuid } from '../../db/ids';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { detectDocument, DOCUMENT_KINDS } from '../../files/content-types';
import { acceptMultipart } from '../../files/multipart';
import { sendStoredFile } from '../../files/send-file';
import { storeUploads } from '../../files/upload';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { isosResource } from './resource';
import { isoDocuments, isos } from './table';

/** Most files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 10;

const ISO_NOT_FOUND = 'ISO document not found';
const FILE_NOT_FOUND = 'File not found';

/**
 * The document routes of ISO records (spec §7 "DELETE /setup/isos/file/{id}"; contract "ISO documents"),
 * registered with prefix `/isos` in the authenticated scope:
 *
 * | route | permission | answer |
 * |---|---|---|
 * | `POST /:id/files` | writeSetup | multipart, one or more parts `files` (at most 10, each ≤ `MAX_DOCUMENT_BYTES`; PDF, Word, Excel, PowerPoint, PNG, JPEG, plain text by content) → 201 the ISO record; 400 no file; 404; 413; 415 (nothing is kept) |
 * | `GET /file/:id` | readSetup | the file: `Content-Type` as stored, `Content-Disposition: attachment; filename="<originalName>"`, `nosniff`; 404 |
 * | `DELETE /file/:id` | writeSetup | 200 the ISO record without that document (its file removed); 404 |
 *
 * Adding or removing a document sets the record's `updatedAt` but not its `__v`: documents are no field
 * of PUT, so no edit of the record is lost.
 */
export function isoDocumentRoutes(deps: CrudDeps & { config: Config }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const repository = createRepository(deps.db, isosResource, { referrers: deps.referrers });
    const record = recordSchema(isosResource);
    const canRead = deps.guard.requirePermission('readSetup');
    const canWrite = deps.guard.requirePermission('writeSetup');
    const isoJson = async (id: string) => {
      const row = await repository.find(id);
      if (!row) throw notFound(ISO_NOT_FOUND);
      return recordJson(isosResource, row);
    };

    await app.register(async (uploads) => {
      await acceptMultipart(uploads);
      uploads.post(
        '/:id/files',
        {
          onRequest: canWrite,
          schema: {
            tags: ['isos'],
            summary: 'Attach documents to an ISO record (multipart parts `files`)',
            consumes: ['multipart/form-data'],
            params: idParams,
            response: { 201: record, ...errorResponses(400, 403, 404, 413, 415) },
          },
        },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const { id } = request.params as { id: string };
          if (!(await repository.find(id))) throw notFound(ISO_NOT_FOUND);
          const rules = { field: 'files', maxBytes: deps.config.maxDocumentBytes, maxFiles: MAX_FILES_PER_UPLOAD, detect: detectDocument, accepted: DOCUMENT_KINDS };
          await storeUploads(request, deps.storage, 'isos', rules, (files) =>
            deps.db.transaction(async (tx) => {
              try {
                await tx
                  .insert(isoDocuments)
                  .values(files.map((file) => ({ iso: id, fileName: file.fileName, originalName: file.originalName, mimeType: file.type.mime, size: file.size })));
              } catch (error) {
                // The record was deleted while the files arrived.
                if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) throw notFound(ISO_NOT_FOUND);
                throw error;
              }
              await touch(tx, id);
            }),
          );
          return reply.status(201).send(await isoJson(id));
        },
      );
    });

    app.get(
      '/file/:id',
      {
        onRequest: canRead,
        schema: { tags: ['isos'], summary: 'Download an ISO document', params: idParams, response: errorResponses(403, 404) },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { id } = request.params as { id: string };
        const [document] = isUuid(id) ? await deps.db.select().from(isoDocuments).where(eq(isoDocuments.id, id)) : [];
        if (!document) throw notFound(FILE_NOT_FOUND);
        return sendStoredFile(
          reply,
          deps.storage,
          { folder: 'isos', name: document.fileName },
          {
            contentType: document.mimeType,
            disposition: 'attachment',
            filename: document.originalName,
          },
        );
      },
    );

    app.delete(
      '/file/:id',
      {
        onRequest: canWrite,
        schema: { tags: ['isos'], summary: 'Delete an ISO document', params: idParams, response: { 200: record, ...errorResponses(403, 404) } },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        const deleted = isUuid(id)
          ? await deps.db.transaction(async (tx) => {
              const [row] = await tx.delete(isoDocuments).where(eq(isoDocuments.id, id)).returning();
              if (row) await touch(tx, row.iso);
              return row;
            })
          : undefined;
        if (!deleted) throw notFound(FILE_NOT_FOUND);
        await deps.storage.remove([{ folder: 'isos', name: deleted.fileName }]).catch((error) => request.log.warn({ err: error }, 'could not remove a deleted document'));
        return isoJson(deleted.iso);
      },
    );
  };
}

/** Sets the ISO record's `updated_at` to now (its documents changed). */
async function touch(db: Db, isoId: string): Promise<void> {
  await db
    .update(isos)
    .set({ updatedAt: sql`now()` })
    .where(eq(isos.id, isoId));
}
