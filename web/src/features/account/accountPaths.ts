/** Forgot password: asks for the e-mail to send a reset link to. */
export const FORGOT_PASSWORD_PATH = '/account/forgot-password';
/**
 * The navigation state a link to {@link FORGOT_PASSWORD_PATH} may carry: the e-mail address to fill
 * in (from a throttled sign-in). In the history entry's state rather than the URL, so the address
 * does not end up in server logs or a Referer.
 */
export interface ForgotPasswordState {
  email?: string;
}
/** Where the e-mailed reset link leads: `/account/reset-password?token=…` (DESIGN §2). */
export const RESET_PASSWORD_PATH = '/account/reset-password';
