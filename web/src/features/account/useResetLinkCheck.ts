import { useEffect, useState } from 'react';
import { sessionStore } from '../../session/sessionStore';

/**
 * What is known of a reset link (see {@link useResetLinkCheck}):
 * - `checking`: the gateway has been asked;
 * - `valid`: it would set a new password now;
 * - `invalid`: unknown, used or expired — the page says so instead of showing the form;
 * - `unchecked`: no answer (no token, the gateway unreachable, throttled, an older server without
 *   the check): the form is shown and the reset itself tells.
 */
export type ResetLinkStatus = 'checking' | 'valid' | 'invalid' | 'unchecked';

/** Asks the gateway whether `token` is usable (`passwordResetLink`); the runner and document load on first use. */
async function askGateway(token: string): Promise<boolean> {
  const [{ requestGateway }, { PasswordResetLinkDocument }] = await Promise.all([
    import('../../lib/graphql/gatewayRequest'),
    import('../../generated/documents/PasswordResetLinkDocument'),
  ]);
  const data = await requestGateway(PasswordResetLinkDocument, { token }, { token: sessionStore.getUser()?.token });
  return data.passwordResetLink.valid;
}

/**
 * Checks a password-reset link as soon as its page opens (DESIGN §2, docs/setup-contract.md
 * `POST /setup/employees/reset/check`, through the gateway's `passwordResetLink`), without using it,
 * so that a used or expired link says so before anyone types a new password. `markInvalid` is for
 * a reset refused later (the link ran out while the page was open). Without Apollo Client, like the
 * rest of the account area.
 */
export function useResetLinkCheck(token: string | null, check: (token: string) => Promise<boolean> = askGateway): { status: ResetLinkStatus; markInvalid: () => void } {
  const [status, setStatus] = useState<ResetLinkStatus>(token ? 'checking' : 'unchecked');
  useEffect(() => {
    if (!token) {
      setStatus('unchecked');
      return;
    }
    let current = true;
    setStatus('checking');
    check(token).then(
      (valid) => {
        if (current) setStatus(valid ? 'valid' : 'invalid');
      },
      () => {
        if (current) setStatus('unchecked');
      },
    );
    return () => {
      current = false;
    };
  }, [token, check]);
  return { status, markInvalid: () => setStatus('invalid') };
}
