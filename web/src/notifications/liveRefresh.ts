import type { ApolloClient, DocumentNode } from '@apollo/client';
import { Kind } from 'graphql';
import { RESOURCE_CATALOGUE, resourceGraphqlNames, type ResourceContract } from '../generated/contract';

/** How long the screen waits after a live event for more before it reads again, in ms. */
export const REFRESH_QUIET_MS = 400;
/** The longest a burst of live events delays the read, in ms (a steady stream still refreshes). */
export const REFRESH_MAX_WAIT_MS = 2000;

/** Root fields every live event may change: the dashboard's figures ("approvals waiting"). */
const ALWAYS = ['dashboard'];

/**
 * The root query fields that a notification leading to `link` concerns (docs/notifications.md "Screens
 * that stay current"): the list and record fields of the catalogue resource whose §2 menu path the link
 * lies under (`/requisitions/equipments-requisition/<id>` → `equipmentRequisitions`,
 * `equipmentRequisition`), and the dashboard. No link, or one under no resource: the dashboard only.
 */
export function fieldsConcerned(link: string | null | undefined): string[] {
  const path = link?.split(/[?#]/)[0] ?? '';
  const resource = (RESOURCE_CATALOGUE as readonly ResourceContract[]).find(
    (candidate) => candidate.menuPath !== undefined && (path === candidate.menuPath || path.startsWith(`${candidate.menuPath}/`)),
  );
  if (!resource) return [...ALWAYS];
  const names = resourceGraphqlNames(resource);
  return [names.listField, names.getField, ...ALWAYS];
}

/** The root field names a query document selects (`equipmentRequisitions`, `dashboard`). */
export function rootFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : [])) : [],
  );
}

/** What {@link liveRefresher} answers: `concern(link)` for each live event; `stop()` drops what is pending. */
export interface LiveRefresher {
  concern(link: string | null | undefined): void;
  stop(): void;
}

/**
 * Keeps the screen current after live events without a request storm (docs/notifications.md): each
 * event's {@link fieldsConcerned} are gathered; {@link REFRESH_QUIET_MS} after the last event (at most
 * {@link REFRESH_MAX_WAIT_MS} after the first of a burst) every *active* query that selects one of them
 * (the list on screen, its "To approve" count, the record page, the dashboard) is read again once,
 * through `client.refetchQueries`. A hundred events at once cost one read per query on screen; queries
 * of screens not shown are not read (they fetch when opened).
 */
export function liveRefresher(client: ApolloClient, timing = { quietMs: REFRESH_QUIET_MS, maxWaitMs: REFRESH_MAX_WAIT_MS }): LiveRefresher {
  const pending = new Set<string>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = longest = undefined;
    const wanted = new Set(pending);
    pending.clear();
    if (wanted.size === 0) return;
    void client
      .refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => rootFields(query.query).some((field) => wanted.has(field)),
      })
      .catch(() => undefined);
  };
  return {
    concern(link) {
      for (const field of fieldsConcerned(link)) pending.add(field);
      clearTimeout(quiet);
      quiet = setTimeout(flush, timing.quietMs);
      longest ??= setTimeout(flush, timing.maxWaitMs);
    },
    stop() {
      clearTimeout(quiet);
      clearTimeout(longest);
      quiet = longest = undefined;
      pending.clear();
    },
  };
}
