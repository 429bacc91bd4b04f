import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Guard } from '../auth/guard';
import { errorResponses } from '../http/error-schema';
import { notFound } from '../http/http-error';
import { sendStoredFile } from './send-file';
import { isStoredName, type FileStorage } from './storage';

/** Content types of stored photos, by the extension their generated name got (src/files/content-types.ts). */
const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };

/**
 * `GET /files/employees/:fileName` (mounted under /setup; spec §7 "The profile photo is loaded … under
 * an employees folder by file name"; contract "Employees"): any signed-in user gets the photo, inline,
 * with its `Content-Type`, `nosniff` and `Cache-Control: private`. A name that is not a generated one,
 * or no such file → 404 "File not found".
 */
export function employeePhotosRoute(deps: { guard: Guard; storage: FileStorage }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(
      '/files/employees/:fileName',
      {
        onRequest: deps.guard.requirePermission('readSetup'),
        schema: {
          tags: ['employees'],
          summary: 'An employee photo',
          params: z.object({ fileName: z.string() }),
          response: errorResponses(403, 404),
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { fileName } = request.params as { fileName: string };
        const type = PHOTO_TYPES[fileName.slice(fileName.lastIndexOf('.'))];
        if (!isStoredName(fileName) || !type) throw notFound('File not found');
        return sendStoredFile(reply, deps.storage, { folder: 'employees', name: fileName }, { contentType: type, disposition: 'inline', filename: fileName });
      },
    );
  };
}
