import { describe, expect, it } from 'vitest';
import { parseAmount, parsePercent, parseWhole, TOOL_MESSAGES } from './parse.ts';
import { percentOf } from './percent.ts';

describe('shares of a total', () => {
  it('rounds to one decimal from integers', () => {
    // 320.38 / 3,000 = 10.679… % → 10.7
    expect(percentOf(32_038, 300_000)).toBe('10.7');
    expect(percentOf(1, 0)).toBe('0.0');
  });
});

describe('input parsing', () => {
  it('parses amounts without NaN', () => {
    expect(parseAmount('1,250.50')).toEqual({ ok: true, value: 125_050 });
    expect(parseAmount('')).toEqual({ ok: false, error: TOOL_MESSAGES.required });
    expect(parseAmount('', { blank: 0 })).toEqual({ ok: true, value: 0 });
    expect(parseAmount('0', { positive: true })).toEqual({ ok: false, error: TOOL_MESSAGES.moreThanZero });
    expect(parseAmount('-3').ok).toBe(false);
    expect(parseAmount('abc').ok).toBe(false);
  });

  it('parses whole numbers in a range', () => {
    expect(parseWhole('12', 1, 100)).toEqual({ ok: true, value: 12 });
    expect(parseWhole('0', 1, 10_000)).toEqual({ ok: false, error: 'Enter a whole number from 1 to 10,000.' });
    expect(parseWhole('1.5', 1, 100).ok).toBe(false);
  });

  it('turns a percentage into an exact decimal rate', () => {
    expect(parsePercent('2.95')).toEqual({ ok: true, value: '0.0295' });
    expect(parsePercent('5')).toEqual({ ok: true, value: '0.05' });
    expect(parsePercent('12.5')).toEqual({ ok: true, value: '0.125' });
    expect(parsePercent('100')).toEqual({ ok: true, value: '1.00' });
    expect(parsePercent('0')).toEqual({ ok: true, value: '0.00' });
    expect(parsePercent('101').ok).toBe(false);
    expect(parsePercent('-1').ok).toBe(false);
    expect(parsePercent('').ok).toBe(false);
  });
});
