import type { CurrencySource } from '../crud/kinds/money/money';
import { gvrSettingsDocuments } from '../generated/crud/gvrSettingsDocuments';

/**
 * The currency of every amount the Back Office keeps (products' prices, events' budgets): GVR
 * settings' `currency` (ISO 4217), read where a money field or page shows it.
 */
export const GVR_CURRENCY: CurrencySource = {
  document: gvrSettingsDocuments.GvrSettingsDocument,
  read: (data) => (data as { gvrSettings?: { currency?: string } | null }).gvrSettings?.currency,
};
