import { describe, expect, it } from 'vitest';
import { nextMentionCount, safeUrl, splitReleases, visibleMentions } from './pressContent.ts';
import { mentions, releases } from './pressFixtures.ts';

describe('press rules', () => {
  it('features the newest three releases and archives the rest', () => {
    const { featured, archive } = splitReleases(releases(6));
    expect(featured.map((r) => r.title)).toEqual(['Release 1', 'Release 2', 'Release 3']);
    expect(archive.map((r) => r.title)).toEqual(['Release 4', 'Release 5', 'Release 6']);
    expect(splitReleases(releases(2)).archive).toEqual([]);
  });

  it('pages mentions 6 → 12 → 14', () => {
    const all = mentions(14);
    let count = 6;
    expect(visibleMentions(all, count)).toHaveLength(6);
    count = nextMentionCount(count, all.length);
    expect(count).toBe(12);
    count = nextMentionCount(count, all.length);
    expect(count).toBe(14);
    expect(nextMentionCount(count, all.length)).toBe(14);
  });

  it('follows only web addresses (and site paths where allowed)', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('/files/kit.pdf')).toBeNull();
    expect(safeUrl('/files/kit.pdf', true)).toBe('/files/kit.pdf');
    expect(safeUrl('//evil.example/x', true)).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
