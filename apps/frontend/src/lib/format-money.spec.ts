import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('divides minor units by 100 and formats them in en-AU currency', () => {
    expect(formatMoney(1790, 'aud')).toBe('$17.90');
    expect(formatMoney(2850, 'AUD')).toBe('$28.50');
    expect(formatMoney(0, 'aud')).toBe('$0.00');
    expect(formatMoney(123456, 'aud')).toBe('$1,234.56');
  });

  it('names a currency other than the Australian dollar', () => {
    expect(formatMoney(1000, 'nzd')).toMatch(/^NZ?D\s?10\.00$|^NZ\$10\.00$/);
  });
});
