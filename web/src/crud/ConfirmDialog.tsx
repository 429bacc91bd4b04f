import { useRef, type ReactNode } from 'react';
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
 * with `title`, `message`, what `children` add, the backing-out button and the confirming one. It opens
 * with the focus on the first useful control, never the close button: a child that takes it
 * (`autoFocus`), else the first field, else the backing-out button (`focusCancel`) or the confirming one.
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
  const footer = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      visible={visible}
      header={title}
      // Not the close button (typing would hit it): the first useful control, see onShow.
      focusOnShow={false}
      onShow={() => {
        const dialog = footer.current?.closest('[role="dialog"]');
        if (!dialog || dialog.contains(document.activeElement)) return;
        const field = dialog.querySelector<HTMLElement>('.p-dialog-content :is(input, textarea, select):not([disabled])');
        const buttons = footer.current?.querySelectorAll<HTMLButtonElement>('button');
        (focusCancel ? buttons?.[0] : (field ?? buttons?.[buttons.length - 1]))?.focus();
      }}
      onHide={() => {
        if (!busy) onCancel();
      }}
      modal
      draggable={false}
      resizable={false}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <div className="form-buttons" ref={footer}>
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
