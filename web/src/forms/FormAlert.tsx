import type { ReactNode } from 'react';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The message; nothing is shown without one. */
  message: string | null;
  /** A button offered with it (e.g. "Reload"). */
  action?: ReactNode;
  /** error (default) or warning. */
  tone?: 'error' | 'warning';
}

/**
 * A form's message about the whole form (the server's answer, a stale version) shown above its
 * buttons as role="alert", for every form built from FormField. It can take the focus by script
 * (tabindex -1), which a failed submit moves to it when no field has a message (forms/focusFields.ts).
 */
export function FormAlert({ message, action, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className={`form-message form-message-${tone}`} tabIndex={-1}>
      <span>{message}</span>
      {action}
    </div>
  );
}
