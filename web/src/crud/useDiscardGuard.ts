import { useState } from 'react';
import type { DiscardChangesDialogProps } from './DiscardChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** What {@link useDiscardGuard} needs. */
export interface DiscardGuardOptions {
  /** Whether the form holds unsaved changes (state: it arms the navigation guard). */
  dirty: boolean;
  /** The same, read at the moment of closing (a ref updated before React re-renders); default `dirty`. */
  isDirty?: () => boolean;
  /** A save in flight: closing waits and leaving the page is not held. */
  busy?: boolean;
  /** Closes the form. */
  onClose: () => void;
}

/**
 * The unsaved-changes guard of a form dialog (DESIGN §4): `requestClose` closes at once when nothing
 * changed, else asks "Discard changes?"; leaving the page while dirty is held the same way
 * ({@link useUnsavedChangesGuard}). `discardDialog` is the {@link DiscardChangesDialog}'s props but its `detail`.
 */
export function useDiscardGuard({ dirty, isDirty, busy = false, onClose }: DiscardGuardOptions): {
  requestClose: () => void;
  discardDialog: Omit<DiscardChangesDialogProps, 'detail'>;
} {
  const [askingToClose, setAskingToClose] = useState(false);
  const blocker = useUnsavedChangesGuard(dirty && !busy);
  const leaving = blocker.state === 'blocked';
  return {
    requestClose: () => {
      if (busy) return;
      if (isDirty ? isDirty() : dirty) setAskingToClose(true);
      else onClose();
    },
    discardDialog: {
      visible: askingToClose || leaving,
      onKeep: () => {
        setAskingToClose(false);
        if (leaving) blocker.reset();
      },
      onDiscard: () => {
        setAskingToClose(false);
        if (leaving) blocker.proceed();
        onClose();
      },
    },
  };
}
