import { ConfirmDialog } from './ConfirmDialog';

/** Props of {@link DiscardChangesDialog}. */
export interface DiscardChangesDialogProps {
  /** Shown or not. */
  visible: boolean;
  /** What would be lost, e.g. "Your changes to this grade have not been saved.". */
  detail: string;
  /** "Discard": drop the changes and go on (close the form, or follow the navigation). */
  onDiscard: () => void;
  /** "Keep editing" (or Escape): stay in the form. */
  onKeep: () => void;
}

/**
 * Asks before unsaved changes are lost (DESIGN §4): "Discard changes?" with "Keep editing"
 * (focused, the safe choice) and "Discard".
 */
export function DiscardChangesDialog({ visible, detail, onDiscard, onKeep }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      visible={visible}
      title="Discard changes?"
      message={detail}
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      focusCancel
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
