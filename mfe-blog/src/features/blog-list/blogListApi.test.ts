import { describe, expect, it } from 'vitest';
import { cardTags, formatLongDate } from './blogListApi.ts';

describe('blog card helpers', () => {
  it('shows at most three tags', () => {
    expect(cardTags(['payroll', 'nevada', 'tax', 'w-4'])).toEqual(['payroll', 'nevada', 'tax']);
    expect(cardTags(null)).toEqual([]);
  });
  it('formats dates in en-US long format', () => {
    expect(formatLongDate('2026-03-03T15:00:00Z')).toBe('March 3, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
