import { describe, expect, it } from 'vitest';
import {
  formatCentsAsMoney,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  fromFirmDateTimeInput,
  toFirmDateTimeInput,
} from './index.ts';

describe('formatMoney', () => {
  it('shows dollars and cents with grouped thousands', () => {
    expect(formatMoney(2450.12)).toBe('$2,450.12');
    expect(formatMoney(1_234_567.8)).toBe('$1,234,567.80');
    expect(formatMoney(93)).toBe('$93.00');
  });

  it('puts a minus before the sign in text and parentheses in tables', () => {
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(-320.38, { accounting: true })).toBe('($320.38)');
    expect(formatMoney(320.38, { accounting: true })).toBe('$320.38');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('rounds to whole dollars for prices quoted without cents', () => {
    expect(formatMoney(1200, { wholeDollars: true })).toBe('$1,200');
    expect(formatMoney(200_000, { wholeDollars: true })).toBe('$200,000');
    expect(formatMoney(49.5, { wholeDollars: true })).toBe('$50');
  });

  it('shows a dash for an amount it cannot read', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatCentsAsMoney', () => {
  it('reads integer cents', () => {
    expect(formatCentsAsMoney(245_012)).toBe('$2,450.12');
    expect(formatCentsAsMoney(-5)).toBe('-$0.05');
    expect(formatCentsAsMoney(0)).toBe('$0.00');
    expect(formatCentsAsMoney(-32_038, { accounting: true })).toBe('($320.38)');
    expect(formatCentsAsMoney(123_456_789, { accounting: true })).toBe('$1,234,567.89');
    expect(formatCentsAsMoney(null)).toBe('—');
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups thousands and rounds to whole numbers by default', () => {
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(1234.56)).toBe('1,235');
    expect(formatNumber(0)).toBe('0');
  });

  it('fixes or caps the decimals', () => {
    expect(formatNumber(4.9, { decimals: 1 })).toBe('4.9');
    expect(formatNumber(5, { decimals: 1 })).toBe('5.0');
    expect(formatNumber(1234.56, { maxDecimals: 1 })).toBe('1,234.6');
    expect(formatNumber(12, { maxDecimals: 1 })).toBe('12');
  });

  it('shows percentage points with up to one decimal unless told otherwise', () => {
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatPercent(12.25)).toBe('12.3%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(1.45, { maxDecimals: 2 })).toBe('1.45%');
  });

  it('shows a dash for a figure that is not known', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatDate', () => {
  it('has one named style per use', () => {
    expect(formatDate('2026-03-05', 'long')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05', 'short')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'dayMonth')).toBe('Mar 5');
    expect(formatDate('2027-01-01', 'monthYear')).toBe('Jan 2027');
    expect(formatDate('2026-03-03T22:05:00Z', 'dateTime')).toBe('Mar 3, 2026, 2:05 PM PST');
  });

  it('shows a calendar date as written, never a day earlier in Pacific time', () => {
    expect(formatDate('2026-01-01', 'long')).toBe('January 1, 2026');
    expect(formatDate('2025-12-31', 'short')).toBe('Dec 31, 2025');
    // A calendar date has no time of day to show.
    expect(formatDate('2026-03-05', 'dateTime')).toBe('Mar 5, 2026');
  });

  it("shows an instant on the firm's clock, with standard or daylight time named", () => {
    // 8:30 PM on March 3 in Las Vegas is already March 4 in UTC.
    expect(formatDate('2026-03-04T04:30:00Z', 'long')).toBe('March 3, 2026');
    expect(formatDate('2026-03-04T04:30:00+00:00', 'short')).toBe('Mar 3, 2026');
    expect(formatDate(new Date('2026-03-04T04:30:00Z'), 'long')).toBe('March 3, 2026');
    expect(formatDate('2026-07-01T19:00:00Z', 'dateTime')).toBe('Jul 1, 2026, 12:00 PM PDT');
  });

  it('shows a dash for a missing or impossible date', () => {
    expect(formatDate(null, 'long')).toBe('—');
    expect(formatDate(undefined, 'short')).toBe('—');
    expect(formatDate('', 'long')).toBe('—');
    expect(formatDate('not a date', 'long')).toBe('—');
    expect(formatDate('2026-02-30', 'long')).toBe('—');
    expect(formatDate(new Date(Number.NaN), 'dateTime')).toBe('—');
  });
});

describe("datetime-local inputs on the firm's clock", () => {
  it('shows an instant as Las Vegas time', () => {
    expect(toFirmDateTimeInput('2026-03-03T22:05:00Z')).toBe('2026-03-03T14:05');
    expect(toFirmDateTimeInput('2026-07-01T19:00:00.000Z')).toBe('2026-07-01T12:00');
    expect(toFirmDateTimeInput(null)).toBe('');
    expect(toFirmDateTimeInput('soon')).toBe('');
  });

  it('reads an entered time as Las Vegas time, in standard and daylight time', () => {
    expect(fromFirmDateTimeInput('2026-03-03T14:05')).toBe('2026-03-03T22:05:00.000Z');
    expect(fromFirmDateTimeInput('2026-07-01T12:00')).toBe('2026-07-01T19:00:00.000Z');
    expect(fromFirmDateTimeInput('2026-07-01T12:00:30')).toBe('2026-07-01T19:00:30.000Z');
    // Hours after the spring change, still read with daylight time.
    expect(fromFirmDateTimeInput('2026-03-08T05:00')).toBe('2026-03-08T12:00:00.000Z');
    // 2:30 AM on March 8, 2026 does not exist in Las Vegas: read as 3:30 AM daylight time.
    expect(fromFirmDateTimeInput('2026-03-08T02:30')).toBe('2026-03-08T10:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromFirmDateTimeInput('')).toBeNull();
    expect(fromFirmDateTimeInput('2026-02-30T10:00')).toBeNull();
    expect(fromFirmDateTimeInput('2026-03-03T24:00')).toBeNull();
    expect(fromFirmDateTimeInput('March 3')).toBeNull();
  });
});
