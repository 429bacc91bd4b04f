/** Forgot password: asks for the e-mail to send a reset link to. */
export const FORGOT_PASSWORD_PATH = '/account/forgot-password';
/** Where the e-mailed reset link leads: `/account/reset-password?token=…` (DESIGN §2). */
export const RESET_PASSWORD_PATH = '/account/reset-password';
