/**
 * Spec section 9: amounts arrive in minor units (cents), are divided by 100 and shown in en-AU
 * currency format ('$17.90' for AUD). The formatter is built once per currency.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(minorUnits / 100);
}
