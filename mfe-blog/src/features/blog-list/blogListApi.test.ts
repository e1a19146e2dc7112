import { describe, expect, it } from 'vitest';
import { cardTags, describeFilter } from './blogListApi.ts';

describe('blog card helpers', () => {
  it('shows at most three tags', () => {
    expect(cardTags(['payroll', 'nevada', 'tax', 'w-4'])).toEqual(['payroll', 'nevada', 'tax']);
    expect(cardTags(null)).toEqual([]);
  });
});

describe('describeFilter', () => {
  it('names the category as the site does, not by its slug', () => {
    expect(describeFilter({ category: 'payroll', tag: null }, 'Payroll')).toBe('Showing articles in Payroll');
    expect(describeFilter({ category: 'nevada-business', tag: 'mbt' }, 'Nevada Business')).toBe('Showing articles in Nevada Business tagged “mbt”');
    expect(describeFilter({ category: null, tag: 'w-4' }, null)).toBe('Showing articles tagged “w-4”');
  });

  it('quotes the slug as asked for when no category has it', () => {
    expect(describeFilter({ category: 'crypto', tag: null }, null)).toBe('Showing articles in “crypto”');
  });
});
