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
 * buttons as role="alert", for every form built from FormField.
 */
export function FormAlert({ message, action, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className={`form-message form-message-${tone}`}>
      <span>{message}</span>
      {action}
    </div>
  );
}
