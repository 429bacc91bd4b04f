import { z } from 'zod';

/**
 * A new password (docs/setup-contract.md "Passwords"): 10–128 characters with at least one letter and
 * one digit. Used by register, password change and reset confirmation (400 with the field's message).
 */
export const newPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required' : 'Must be text') })
  .min(10, 'Use at least 10 characters')
  .max(128, 'Use at most 128 characters')
  .regex(/\p{L}/u, 'Include at least one letter')
  .regex(/\p{Nd}/u, 'Include at least one digit');
