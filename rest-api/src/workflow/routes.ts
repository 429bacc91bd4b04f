import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../http/error-schema';
import { notFound } from '../http/http-error';
import { recordSchema } from '../crud/record-json';
import type { Repository } from '../crud/repository';
import { capitalized, withArticle, type ResourceDescription } from '../crud/resource';
import type { CrudDeps, CrudRoute } from '../crud/route';
import type { WorkflowPart } from './part';
import { idParams } from '../http/id-params';
import { workflowActions } from '../generated/contract/workflows';
import { takeAction } from './transition';
import { viewRecords } from '../crud/record-view';

/** The most characters of an action's comment (docs/requisitions.md). */
export const MAX_COMMENT = 1000;

/** The body of `POST /{id}/<action>`: `{ __v?, comment? }` (comment trimmed, at most {@link MAX_COMMENT}), or none. */
export const actionBody = z
  .object({
    __v: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).optional().describe('The version the caller saw; 409 STALE_VERSION when no longer current'),
    comment: z.string({ error: 'Must be text' }).trim().max(MAX_COMMENT, `At most ${MAX_COMMENT} characters`).nullable().optional(),
  })
  .nullable()
  .describe('Optional: no body is the same as {}');

/**
 * The action routes of a workflow resource (docs/requisitions.md "REST"), one per distinct action of its
 * transition table: `POST /:id/<action>` with `{ __v?, comment? }` → 200 the record (with `history` and
 * the caller's `actions`); 400 comment required or a kind's check (`dates.from`); 403 not an actor; 404
 * unknown or unreadable; 409 with `reason` STALE_VERSION, INVALID_STATE or OUT_OF_STOCK
 * (src/workflow/transition.ts `takeAction`). Registered under the resource's read permission: who may
 * act is the workflow's to decide. `part` is the resource's workflow (src/workflow/part.ts `workflowOf`).
 */
export function actionRoutes(resource: ResourceDescription, part: WorkflowPart, repository: Repository, deps: CrudDeps): CrudRoute[] {
  const record = recordSchema(resource);
  return workflowActions(part.workflow).map((action) => {
    const transition = part.workflow.transitions.find((t) => t.action === action)!;
    return {
      method: 'POST',
      url: `/:id/${action}`,
      schema: {
        tags: [resource.name],
        summary: `${transition.label} (${withArticle(resource.label)})`,
        params: idParams,
        body: actionBody,
        response: { 200: record, ...errorResponses(400, 403, 404, 409) },
      },
      handler: async (request: FastifyRequest) => {
        const user = request.user;
        if (!user) throw notFound(`${capitalized(resource)} not found`);
        const body = (request.body ?? {}) as NonNullable<z.output<typeof actionBody>>;
        const { id } = request.params as { id: string };
        const row = await takeAction(deps.db, { part, resource, repository }, { id, action, version: body.__v, comment: body.comment, user });
        const [json] = await viewRecords(resource, deps.db, user, [row]);
        return json;
      },
    } satisfies CrudRoute;
  });
}
