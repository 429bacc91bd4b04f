import { alertStore } from '../../../alerts/alertStore';
import { escapeHtml } from '../../../alerts/escapeHtml';

/** The receipt files the server takes (docs/visits.md "Receipts": checked by content; at most 10 MB). */
export const RECEIPT_FILES = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** The largest receipt the server takes, in bytes (10 MB). */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** What a refused receipt means to the user, by error code. */
export const RECEIPT_PROBLEMS: Readonly<Record<string, string>> = {
  PAYLOAD_TOO_LARGE: 'The receipt is too large (at most 10 MB).',
  UNSUPPORTED_MEDIA_TYPE: 'A receipt must be a PDF, PNG, JPEG or WebP file.',
};

/**
 * The banners of refused receipts still shown (their alert keys): a later receipt that is attached
 * clears them, so that a banner never contradicts what the lines now show.
 */
const refusedReceiptAlerts = new Set<number>();

/** Shows why a receipt was refused, as a banner that stays until a later receipt is attached (or it is closed). */
export function refuseReceipt(message: string): void {
  refusedReceiptAlerts.add(alertStore.error(escapeHtml(message), { autoClose: false }).key);
}

/** Clears the banners of receipts refused before (see {@link refuseReceipt}): called when a receipt is attached. */
export function clearRefusedReceipts(): void {
  for (const key of refusedReceiptAlerts) alertStore.dismiss(key);
  refusedReceiptAlerts.clear();
}
