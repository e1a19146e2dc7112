import { describe, expect, it } from 'vitest';
import { fallbackFaceCss } from './fallbackFace.ts';

/** The weight ranges of the rules, as [from, to]. */
const ranges = (): { from: number; to: number }[] =>
  [...fallbackFaceCss.matchAll(/font-weight: (\d+) (\d+);/g)].map((m) => ({ from: Number(m[1]), to: Number(m[2]) }));

describe('the fallback face', () => {
  it('covers every weight from 1 to 1000 once, so no weight is synthesised from another face', () => {
    const sorted = ranges().sort((a, b) => a.from - b.from);
    expect(sorted.length).toBe(5);
    expect(sorted[0]?.from).toBe(1);
    expect(sorted.at(-1)?.to).toBe(1000);
    sorted.slice(1).forEach((range, i) => expect(range.from).toBe((sorted[i]?.to ?? NaN) + 1));
  });

  it('sets bold text in Arial Bold, resized to Inter Bold, with Inter’s ascent kept', () => {
    // 1984/2048 = 96.875 % ascent; over the 1.02 width ratio: 94.98 %; 24.12 % descent: 23.65 %.
    const bold = fallbackFaceCss.split('@font-face').find((rule) => rule.includes('font-weight: 651 750;'));
    expect(bold).toContain("src: local('Arial Bold')");
    expect(bold).toContain('size-adjust: 102.00%;');
    expect(bold).toContain('ascent-override: 94.98%;');
    expect(bold).toContain('descent-override: 23.65%;');
  });

  it('sets body text in regular Arial, never a bold cut', () => {
    const regular = fallbackFaceCss.split('@font-face').find((rule) => rule.includes('font-weight: 1 450;'));
    expect(regular).toContain("src: local('Arial'),");
    expect(regular).not.toContain('Bold');
    expect(regular).toContain('size-adjust: 106.50%;');
  });
});
