import { describe, expect, it } from 'vitest';
import { isCurrentPath, isDarkHeroPath, normalizePathname } from './paths.ts';

describe('isDarkHeroPath', () => {
  it.each([
    '/contact',
    '/contact/',
    '/Contact',
    '/legal/privacy-policy',
    '/legal/terms-of-service',
    '/legal/accessibility',
    '/case-studies',
    '/case-studies/',
    '/case-studies/proplumbing',
    '/case-studies/drunk-elephant',
  ])('is true on the dark hero of %s', (path) => {
    expect(isDarkHeroPath(path)).toBe(true);
  });

  it('is true on the home page, whose hero is an ink-navy video band', () => {
    expect(isDarkHeroPath('/')).toBe(true);
    expect(isDarkHeroPath('')).toBe(true);
  });

  it.each([
    '/bookkeeping',
    '/payroll',
    '/about',
    '/press',
    '/blog',
    '/blog/some-post',
    '/tools/netpay-calculator',
    '/thank-you/sales-inquiry',
    '/industries/attorneys',
    '/contact-details',
    '/legalese',
    '/case-studies-archive',
    '/help',
  ])('is false on %s', (path) => {
    expect(isDarkHeroPath(path)).toBe(false);
  });
});

describe('normalizePathname', () => {
  it('drops trailing slashes and lower-cases', () => {
    expect(normalizePathname('/About/')).toBe('/about');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('//')).toBe('/');
  });
});

describe('isCurrentPath', () => {
  it('matches the same page, never hash links or external addresses', () => {
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about#team')).toBe(false);
    expect(isCurrentPath('/careers', '/about')).toBe(false);
    expect(isCurrentPath('/', 'https://kb.example.com/')).toBe(false);
  });
});
