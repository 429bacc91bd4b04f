import { useQuery } from '@apollo/client/react';
import { formatMoney, type CurrencySource } from './money';

/** An amount whose currency is read from `source` (one query shared through the Apollo cache). */
function MoneyReadingCurrency({ amount, source }: { amount: string | null | undefined; source: CurrencySource }) {
  const { data } = useQuery(source.document, { fetchPolicy: 'cache-first' });
  return <>{formatMoney(amount, data ? (source.read(data) ?? undefined) : undefined)}</>;
}

/**
 * An amount as every list and record shows it (one format everywhere, {@link formatMoney}: the user's
 * locale, 2 decimals, the currency): `currency` is a fixed ISO 4217 code or read from its source (GVR
 * settings' currency for prices and budgets), the amount without a currency until it is known.
 */
export function MoneyText({ amount, currency }: { amount: string | null | undefined; currency?: string | CurrencySource }) {
  if (currency !== undefined && typeof currency !== 'string') return <MoneyReadingCurrency amount={amount} source={currency} />;
  return <>{formatMoney(amount, currency)}</>;
}
