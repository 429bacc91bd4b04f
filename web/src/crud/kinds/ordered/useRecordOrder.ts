import { useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/graphql/graphqlErrors';
import { inOrder, moveId } from './recordOrder';

/** What {@link useRecordOrder} gives the list. */
export interface RecordOrder<T extends { id: string }> {
  /** The records in the order to show: the one being saved, else the server's. */
  shown: T[];
  /** A new order is being saved (a move meanwhile is ignored). */
  busy: boolean;
  /** Why the last new order was not saved (the list went back to the server's), or null. */
  problem: string | null;
  /** The last move, for screen readers: "Sales moved to position 2 of 5.", or null. */
  announcement: string | null;
  /** Moves the record `id` one place up (-1) or down (+1) and saves the new order; nothing while a save is under way or at an end. */
  move: (id: string, step: -1 | 1) => void;
  /** Shows `ids` as the new order and saves it (a drag and drop of the record `movedId`). */
  reorder: (ids: string[], movedId: string) => void;
}

/**
 * The order of an ordered resource's list (plan §5): a move shows at once (optimistic) while
 * `save(ids)` sends every id in the new order (the reorder mutation, then a fresh list) and answers
 * null, or the payload's user error when the order was refused; when the save fails or is refused
 * the list goes back to the server's order and `problem` says why. `name` words the
 * announcement of each move.
 */
export function useRecordOrder<T extends { id: string }>(items: readonly T[], save: (ids: string[]) => Promise<string | null>, name: (record: T) => string): RecordOrder<T> {
  const [pending, setPending] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const shown = pending ? inOrder(items, pending) : [...items];
  // The latest order and save, for handlers a table cell may still hold from an earlier render
  // (PrimeReact's rows re-render when their record changes, not when this hook's state does).
  const latest = useRef({ shown, pending });
  useLayoutEffect(() => {
    latest.current = { shown, pending };
  });

  const reorder = (ids: string[], movedId: string) => {
    if (latest.current.pending) return;
    const { shown } = latest.current;
    latest.current = { shown: inOrder(shown, ids), pending: ids };
    setPending(ids);
    setProblem(null);
    const moved = shown.find((record) => record.id === movedId);
    const refused = (message: string) => {
      setProblem(`The new order was not saved: ${message}`);
      setAnnouncement(null);
    };
    save(ids)
      .then((refusal) => {
        if (refusal) refused(refusal);
        else if (moved) setAnnouncement(`${name(moved)} moved to position ${ids.indexOf(moved.id) + 1} of ${ids.length}.`);
      })
      .catch((error: unknown) => refused(errorMessage(error)))
      .finally(() => setPending(null));
  };

  return {
    shown,
    busy: pending !== null,
    problem,
    announcement,
    reorder,
    move: (id, step) => {
      const ids = latest.current.shown.map((record) => record.id);
      const from = ids.indexOf(id);
      if (from < 0 || from + step < 0 || from + step >= ids.length) return;
      reorder(moveId(ids, from, from + step), id);
    },
  };
}
