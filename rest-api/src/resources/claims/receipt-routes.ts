import { workflowOf } from '../../workflow/part';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/guard';
import { recordSchema } from '../../crud/record-json';
import { viewRecords } from '../../crud/record-view';
import { createRepository } from '../../crud/repository';
import type { RecordRow } from '../../crud/resource';
import type { CrudDeps } from '../../crud/routes';
import { isUuid } from '../../db/ids';
import { detectReceipt, RECEIPT_KINDS } from '../../files/content-types';
import { acceptMultipart } from '../../files/multipart';
import { sendStoredFile } from '../../files/send-file';
import { storeUploads } from '../../files/upload';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { invalidState } from '../../workflow/errors';
import { claimsResource } from './resource';
import { claimLines, claims } from './table';

/** The largest receipt accepted: 10 MB (docs/visits.md "Receipts"); larger → 413. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

const CLAIM_NOT_FOUND = 'Claim not found';
const LINE_NOT_FOUND = 'Claim line not found';
const FILE_NOT_FOUND = 'File not found';

const params = z.object({ id: z.string(), lineId: z.string() });

/**
 * The receipt routes of claim lines (docs/visits.md "Receipts"), registered with prefix `/claims` in
 * the authenticated scope, under the claims' read permission (who may do what is decided per claim):
 *
 * | route | who | answer |
 * |---|---|---|
 * | `PUT /:id/lines/:lineId/receipt` | the claimant, while DRAFT | multipart part `file`: PDF, PNG, JPEG or WebP by content, ≤ 10 MB → 200 the claim, replacing any receipt the line had; 400 no file; 403 not the claimant; 404; 409 INVALID_STATE; 413; 415 (nothing kept) |
 * | `GET /:id/lines/:lineId/receipt` | whoever reads the claim | the file, `attachment`, with its type, `nosniff`; 404 (also outside the caller's view, or no receipt) |
 * | `DELETE /:id/lines/:lineId/receipt` | the claimant, while DRAFT | 200 the claim without that receipt (its file removed); 403; 404; 409 INVALID_STATE |
 *
 * A receipt change sets the claim's `updatedAt` but not its `__v`: receipts are no field of PUT, so no
 * edit of the claim is lost (as ISO documents).
 */
export function claimReceiptRoutes(deps: CrudDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const repository = createRepository(deps.db, claimsResource, { referrers: deps.referrers });
    const part = workflowOf(claimsResource)!;
    const record = recordSchema(claimsResource);
    const canRead = deps.guard.requirePermission(claimsResource.permissions.read);
    const claimJson = async (user: AuthenticatedUser, id: string) => {
      const row = await repository.find(id, part.scope(deps.db, user));
      if (!row) throw notFound(CLAIM_NOT_FOUND);
      return (await viewRecords(claimsResource, deps.db, user, [row]))[0];
    };
    /** The claim (in the caller's view, else 404) and the line of it (else 404). */
    const claimAndLine = async (request: FastifyRequest) => {
      const { id, lineId } = request.params as z.output<typeof params>;
      const claim = await repository.find(id, part.scope(deps.db, request.user!));
      if (!claim) throw notFound(CLAIM_NOT_FOUND);
      const [line] = isUuid(lineId)
        ? await deps.db
            .select()
            .from(claimLines)
            .where(and(eq(claimLines.id, lineId), eq(claimLines.claim, claim.id)))
        : [];
      if (!line) throw notFound(LINE_NOT_FOUND);
      return { claim, line };
    };
    /** Refuses a receipt change of `claim` by `user`: 403 unless the claimant, 409 INVALID_STATE unless it is a draft (as an update). */
    const guardChange = (claim: RecordRow, user: AuthenticatedUser) => part.guardUpdate(claim, user);

    /**
     * Sets (or clears, `receipt` null) the receipt columns of line `lineId` of claim `claimId` while the
     * claim is still a draft (its row locked against a concurrent submit), touching the claim's `updated_at`; returns the file name
     * the line had, or throws 404 / 409 when the line or the draft went meanwhile.
     */
    const setReceipt = (claimId: string, lineId: string, receipt: { fileName: string; originalName: string; mimeType: string; size: number } | null) =>
      deps.db.transaction(async (tx) => {
        const [claim] = await tx.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)).for('update');
        if (!claim) throw notFound(CLAIM_NOT_FOUND);
        if (!part.workflow.editableIn.includes(claim.status)) throw invalidState(part.workflow, claim.status);
        const [before] = await tx
          .select({ fileName: claimLines.receiptFileName })
          .from(claimLines)
          .where(and(eq(claimLines.id, lineId), eq(claimLines.claim, claimId)));
        if (!before) throw notFound(LINE_NOT_FOUND);
        await tx
          .update(claimLines)
          .set({
            receiptFileName: receipt?.fileName ?? null,
            receiptOriginalName: receipt?.originalName ?? null,
            receiptMimeType: receipt?.mimeType ?? null,
            receiptSize: receipt?.size ?? null,
            receiptUploadedAt: receipt ? sql`now()` : null,
          })
          .where(eq(claimLines.id, lineId));
        await tx
          .update(claims)
          .set({ updatedAt: sql`now()` })
          .where(eq(claims.id, claimId));
        return before.fileName;
      });

    const removeOld = async (request: FastifyRequest, name: string | null) => {
      if (name) await deps.storage.remove([{ folder: 'claims', name }]).catch((error) => request.log.warn({ err: error }, 'could not remove a replaced receipt'));
    };

    await app.register(async (uploads) => {
      await acceptMultipart(uploads);
      uploads.put(
        '/:id/lines/:lineId/receipt',
        {
          onRequest: canRead,
          schema: {
            tags: ['claims'],
            summary: 'Attach a receipt to a line of a draft claim (multipart part `file`), replacing any it had',
            consumes: ['multipart/form-data'],
            params,
            response: { 200: record, ...errorResponses(400, 403, 404, 409, 413, 415) },
          },
        },
        async (request: FastifyRequest) => {
          const user = request.user!;
          const { claim, line } = await claimAndLine(request);
          guardChange(claim, user);
          const rules = { field: 'file', maxBytes: MAX_RECEIPT_BYTES, maxFiles: 1, detect: (file: string) => detectReceipt(file), accepted: RECEIPT_KINDS };
          const old = await storeUploads(request, deps.storage, 'claims', rules, ([file]) =>
            setReceipt(claim.id, line.id, { fileName: file!.fileName, originalName: file!.originalName, mimeType: file!.type.mime, size: file!.size }),
          );
          await removeOld(request, old);
          return claimJson(user, claim.id);
        },
      );
    });

    app.get(
      '/:id/lines/:lineId/receipt',
      {
        onRequest: canRead,
        schema: { tags: ['claims'], summary: "Download a claim line's receipt", params, response: errorResponses(403, 404) },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { line } = await claimAndLine(request);
        if (!line.receiptFileName) throw notFound(FILE_NOT_FOUND);
        return sendStoredFile(
          reply,
          deps.storage,
          { folder: 'claims', name: line.receiptFileName },
          { contentType: line.receiptMimeType ?? 'application/octet-stream', disposition: 'attachment', filename: line.receiptOriginalName ?? line.receiptFileName },
        );
      },
    );

    app.delete(
      '/:id/lines/:lineId/receipt',
      {
        onRequest: canRead,
        schema: { tags: ['claims'], summary: "Remove a draft claim line's receipt", params, response: { 200: record, ...errorResponses(403, 404, 409) } },
      },
      async (request: FastifyRequest) => {
        const user = request.user!;
        const { claim, line } = await claimAndLine(request);
        guardChange(claim, user);
        if (!line.receiptFileName) throw notFound(FILE_NOT_FOUND);
        await removeOld(request, await setReceipt(claim.id, line.id, null));
        return claimJson(user, claim.id);
      },
    );
  };
}
