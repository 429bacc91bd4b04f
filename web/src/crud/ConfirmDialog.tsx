import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Shown or not. */
  visible: boolean;
  /** The dialog's title (its accessible name), e.g. "Delete grade". */
  title: string;
  /** The question, e.g. "Delete grade G5?". */
  message: string;
  /** The confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** The button that backs out (also Escape and the close button), e.g. "Cancel". */
  cancelLabel?: string;
  /** The confirmation is under way: both buttons are disabled, the confirming one spins, and the dialog stays. */
  busy?: boolean;
  /** Focus the backing-out button on opening (the safe choice). */
  focusCancel?: boolean;
  /** The confirming button's colour: red (default, for deletes and discards) or the plain primary one. */
  severity?: 'danger' | 'primary';
  /** More than the question under it (a comment box, a problem with a "Reload" button). */
  children?: ReactNode;
  /** Called on the confirming button. */
  onConfirm: () => void;
  /** Called when backing out. */
  onCancel: () => void;
}

/**
 * A small modal question with a red confirming button (DESIGN §4: deletes after a confirmation,
 * unsaved changes before they are lost; a workflow action with its comment box): a PrimeReact Dialog
 * with `title`, `message`, what `children` add, the backing-out button and the confirming one.
 */
export function ConfirmDialog({
  visible,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  focusCancel,
  severity = 'danger',
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      visible={visible}
      header={title}
      onHide={() => {
        if (!busy) onCancel();
      }}
      modal
      draggable={false}
      resizable={false}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <div className="form-buttons">
          <Button type="button" label={cancelLabel} outlined autoFocus={focusCancel} onClick={onCancel} disabled={busy} />
          <Button type="button" label={confirmLabel} severity={severity === 'danger' ? 'danger' : undefined} onClick={onConfirm} disabled={busy} loading={busy} />
        </div>
      }
    >
      <p>{message}</p>
      {children}
    </Dialog>
  );
}
