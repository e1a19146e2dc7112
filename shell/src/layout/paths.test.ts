import { describe, expect, it } from 'vitest';
import { isCurrentPath, isDarkHeroPath } from './paths.ts';
import { TEST_SITE } from '../pages/testSitePages.ts';

describe('isDarkHeroPath', () => {
  it.each(['/', '', '/contact', '/contact/', '/Contact', '/legal/house-rules', '/case-studies', '/case-studies/harbor-bakery'])(
    'is true where the registry says the page opens on a dark hero: %s',
    (path) => {
      expect(isDarkHeroPath(path, TEST_SITE)).toBe(true);
    },
  );

  it.each(['/bookkeeping', '/about', '/blog', '/blog/some-post', '/tools/netpay-calculator', '/thank-you/sales-inquiry', '/contact-details', '/case-studies-archive', '/legal', '/no-such-page'])(
    'is false on %s',
    (path) => {
      expect(isDarkHeroPath(path, TEST_SITE)).toBe(false);
    },
  );
});

describe('isCurrentPath', () => {
  it('matches the same page, never hash links or external addresses', () => {
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/About', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about#team')).toBe(false);
    expect(isCurrentPath('/careers', '/about')).toBe(false);
    expect(isCurrentPath('/', 'https://kb.example.com/')).toBe(false);
  });
});
