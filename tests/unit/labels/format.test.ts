import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatQuantity, manilaToday } from '@core/format';
import { rateText } from '@core/labels';

describe('one date, time and number format', () => {
  it('reads instants in Manila time to the minute, and dates as YYYY-MM-DD', () => {
    expect(formatDateTime('2026-11-24T23:55:28.538Z')).toBe('2026-11-25 07:55');
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(formatDate('2026-11-25')).toBe('2026-11-25');
    expect(formatDate(null)).toBe('');
  });

  it("gives today's date in Manila even when it is still yesterday in UTC", () => {
    expect(manilaToday(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
    expect(manilaToday(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-24');
  });

  it('groups thousands and keeps a quantity or rate’s own decimals, exactly', () => {
    expect(formatNumber('1234.5000')).toBe('1,234.5');
    expect(formatNumber('8')).toBe('8');
    expect(formatNumber('0.000125', 6)).toBe('0.000125');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber('n/a')).toBe('n/a');
  });
});

describe('a payslip line and header in words', () => {
  it('says one day, not one days, and keeps the plural otherwise', () => {
    expect(formatQuantity('1.000', 'days')).toBe('1 day');
    expect(formatQuantity('0.5', 'days')).toBe('0.5 days');
    expect(formatQuantity(3, 'hours')).toBe('3 hours');
    expect(formatQuantity('1', 'minutes')).toBe('1 minute');
    expect(formatQuantity('2', 'none')).toBe('');
    expect(formatQuantity(null, 'days')).toBe('');
  });

  it('gives a daily rate once, and a monthly rate with its daily equivalent', () => {
    const peso = (value: unknown) => `₱${String(value)}`;
    expect(rateText('daily', '645.00', '645.00', peso)).toBe('Daily rate ₱645.00');
    expect(rateText('monthly', '30000.00', '1379.31', peso)).toBe('Monthly rate ₱30000.00 · daily ₱1379.31');
  });
});
