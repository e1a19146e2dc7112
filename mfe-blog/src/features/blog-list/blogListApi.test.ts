import { describe, expect, it } from 'vitest';
import { cardTags } from './blogListApi.ts';

describe('blog card helpers', () => {
  it('shows at most three tags', () => {
    expect(cardTags(['payroll', 'nevada', 'tax', 'w-4'])).toEqual(['payroll', 'nevada', 'tax']);
    expect(cardTags(null)).toEqual([]);
  });
});
