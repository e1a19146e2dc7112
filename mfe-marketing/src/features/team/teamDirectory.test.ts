import { describe, expect, it } from 'vitest';
import { blurDurationMs, BLUR_MAX_MS, BLUR_MIN_MS, isProtectedTarget } from './contentProtection.ts';
import {
  badgeLabel,
  bioOf,
  groupByDepartment,
  initialOf,
  safeExternalUrl,
  socialLinksOf,
  teamErrorMessage,
  visibleGroups,
} from './teamDirectory.ts';
import { TEAM, member } from './teamFixtures.ts';

describe('groupByDepartment', () => {
  it('orders by department, sort_order, first_name and puts Leadership first', () => {
    const groups = groupByDepartment(TEAM);
    expect(groups.map((g) => g.department)).toEqual(['Leadership', 'Operations', 'Revenue Operations']);
    expect(groups.map((g) => g.members.map((m) => m.first_name))).toEqual([
      ['Elena', 'Marcus'],
      ['Tomas', 'Aisha', 'Amir'],
      ['Nate'],
    ]);
  });

  it('keeps Leadership first even when another department sorts before it', () => {
    const groups = groupByDepartment([
      member({ first_name: 'Zed', department: 'Leadership' }),
      member({ first_name: 'Ann', department: 'Accounting' }),
    ]);
    expect(groups.map((g) => g.department)).toEqual(['Leadership', 'Accounting']);
  });

  it('returns no groups for no members', () => {
    expect(groupByDepartment([])).toEqual([]);
  });
});

describe('visibleGroups', () => {
  const groups = groupByDepartment(TEAM);
  it('shows only the first group until expanded', () => {
    expect(visibleGroups(groups, false).map((g) => g.department)).toEqual(['Leadership']);
    expect(visibleGroups(groups, true)).toHaveLength(3);
  });
});

describe('team helpers', () => {
  it('formats the load error as the spec says', () => {
    expect(teamErrorMessage('timeout')).toBe('Error: Failed to load team members: timeout');
  });

  it('takes the initial letter, upper-cased', () => {
    expect(initialOf('elena')).toBe('E');
    expect(initialOf('  Óscar')).toBe('Ó');
    expect(initialOf('')).toBe('?');
  });

  it('names badges from their file names', () => {
    expect(badgeLabel('/images/badges/qbo-advanced.svg')).toBe('QuickBooks Online Advanced Certified ProAdvisor');
    expect(badgeLabel('/images/badges/ea.svg')).toBe('Enrolled Agent (EA)');
    expect(badgeLabel('/images/badges/xero-advisor.png?v=2')).toBe('Xero Advisor certification');
  });

  it('keeps only web links for social profiles', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(' https://x.com/a ')).toBe('https://x.com/a');
    const elena = TEAM.find((m) => m.first_name === 'Elena')!;
    expect(socialLinksOf(elena).map((l) => l.kind)).toEqual(['linkedin', 'twitter', 'proadvisor']);
    expect(socialLinksOf(member({ first_name: 'A', department: 'Ops', linkedin_url: 'javascript:x' }))).toEqual([]);
  });

  it('builds the bio from about, experience, hobbies and favorite foods', () => {
    const elena = TEAM.find((m) => m.first_name === 'Elena')!;
    expect(bioOf(elena).map((p) => p.heading)).toEqual(['About', 'Experience', 'Hobbies', 'Favorite Foods']);
    expect(bioOf(member({ first_name: 'A', department: 'Ops', description: 'Short.' }))).toEqual([
      { heading: 'About', text: 'Short.' },
    ]);
  });
});

describe('content protection rules', () => {
  it('blurs for 2.5 to 4 seconds', () => {
    expect(blurDurationMs(() => 0)).toBe(BLUR_MIN_MS);
    expect(blurDurationMs(() => 1)).toBe(BLUR_MAX_MS);
    expect(blurDurationMs(() => 0.5)).toBe(3250);
    expect(blurDurationMs(() => 7)).toBe(BLUR_MAX_MS);
    for (let i = 0; i < 50; i += 1) {
      const ms = blurDurationMs();
      expect(ms).toBeGreaterThanOrEqual(2500);
      expect(ms).toBeLessThanOrEqual(4000);
    }
  });

  it('protects images and marked media only', () => {
    const frame = document.createElement('div');
    frame.setAttribute('data-protected-media', '');
    const inner = document.createElement('span');
    frame.append(inner);
    expect(isProtectedTarget(document.createElement('img'))).toBe(true);
    expect(isProtectedTarget(inner)).toBe(true);
    expect(isProtectedTarget(document.createElement('button'))).toBe(false);
    expect(isProtectedTarget(null)).toBe(false);
  });
});
