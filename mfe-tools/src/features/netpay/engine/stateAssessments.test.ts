// Employee-paid state payroll assessments of 2026 (employeeAssessments in stateData2026.ts): one
// hand-worked paycheck for each, and one whose year-to-date wages reach its cap. Wages are the
// paycheck's FICA wages; "YTD" is what this employer paid earlier in 2026.

import { describe, expect, it } from 'vitest';
import { SOCIAL_SECURITY_2026 } from './federal2026.ts';
import { stateAssessments } from './state.ts';
import { STATE_INCOME_TAX_2026 } from './stateData2026.ts';
import { STATE_CODES, type StateCode } from './stateTypes.ts';

const BIWEEKLY = 26;
/** Cents withheld for each assessment of the state, in the data's order. */
const cents = (code: StateCode, wagesCents: number, ytdCents: number, periods = BIWEEKLY): number[] =>
  stateAssessments(code, wagesCents, ytdCents, periods).lines.map((l) => l.cents);

describe('the 2026 assessment data', () => {
  const all = STATE_CODES.flatMap((code) => STATE_INCOME_TAX_2026[code].employeeAssessments.map((item) => ({ code, item })));

  it('lists the states that withhold an employee assessment in 2026', () => {
    const states = STATE_CODES.filter((code) => STATE_INCOME_TAX_2026[code].employeeAssessments.length > 0);
    expect(states).toEqual(['AK', 'CA', 'CO', 'CT', 'DE', 'HI', 'MA', 'ME', 'MN', 'NJ', 'NY', 'OR', 'PA', 'RI', 'VT', 'WA']);
  });

  it('records where every figure was read, and why a figure not graded high is an estimate', () => {
    for (const { item } of all) {
      expect(item.sources.length).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(source.title).not.toBe('');
        expect(source.revision).not.toBe('');
        expect(source.where).not.toBe('');
      }
      if (item.confidence !== 'high') expect(item.estimateReason).not.toBe('');
    }
  });

  it('caps the paid-leave programs tied to Social Security at its 2026 wage base, $184,500', () => {
    const tied = all.filter(({ item }) => item.annualWageBase === 184_500).map(({ code, item }) => `${code} ${item.name}`);
    expect(tied).toEqual([
      'CO FAMLI (Family and Medical Leave Insurance), employee share',
      'CT CT Paid Leave (PFMLI)',
      'DE Delaware Paid Leave (employee share)',
      'MA PFML medical leave (employee share)',
      'MA PFML family leave (employee share)',
      'ME Maine Paid Family and Medical Leave (employee share)',
      'MN Minnesota Paid Leave (employee share)',
      'OR Paid Leave Oregon (employee share)',
      'WA Paid Family and Medical Leave (employee share)',
    ]);
    expect(SOCIAL_SECURITY_2026.wageBase).toBe(184_500);
  });

  it('only Alaska unemployment insurance is an estimate, and the result says why', () => {
    for (const code of STATE_CODES) {
      const result = stateAssessments(code, 300_000, 0, BIWEEKLY);
      expect(result.isEstimate).toBe(code === 'AK');
    }
    expect(stateAssessments('AK', 300_000, 0, BIWEEKLY).notes.join(' ')).toMatch(/Alaska, Unemployment insurance, employee share: the 2026 employee rate was not read/);
  });
});

describe('California SDI: 1.3 %, no wage base', () => {
  it('biweekly $3,000', () => {
    // 3,000 × 1.3 % = 39.00
    expect(cents('CA', 300_000, 0)).toEqual([3_900]);
  });

  it('still withheld past $1,000,000 of wages in the year', () => {
    // 10,000 × 1.3 % = 130.00 (no cap since 2024)
    expect(cents('CA', 1_000_000, 100_000_000)).toEqual([13_000]);
  });
});

describe('New Jersey: TDI 0.19 % and FLI 0.23 % to $171,100; UI + WF 0.425 % to $44,800', () => {
  it('biweekly $3,000', () => {
    // TDI 3,000 × 0.19 % = 5.70; FLI 3,000 × 0.23 % = 6.90; UI/WF 3,000 × 0.425 % = 12.75
    expect(cents('NJ', 300_000, 0)).toEqual([570, 690, 1_275]);
  });

  it('the paycheck that crosses the $44,800 unemployment base', () => {
    // YTD 43,000: UI/WF only on 44,800 − 43,000 = 1,800 × 0.425 % = 7.65; TDI 5.70 and FLI 6.90 as before
    expect(cents('NJ', 300_000, 4_300_000)).toEqual([570, 690, 765]);
  });

  it('the paycheck that crosses the $171,100 TDI/FLI base', () => {
    // YTD 170,000, paycheck 5,000: 171,100 − 170,000 = 1,100 assessed; TDI 1,100 × 0.19 % = 2.09;
    // FLI 1,100 × 0.23 % = 2.53; UI/WF 0 (44,800 reached long ago)
    expect(cents('NJ', 500_000, 17_000_000)).toEqual([209, 253, 0]);
  });
});

describe('New York: PFL 0.432 % to $411.91 a year; DBL 0.5 % to $0.60 a week', () => {
  it('weekly $1,000', () => {
    // PFL 1,000 × 0.432 % = 4.32; DBL 1,000 × 0.5 % = 5.00 → 0.60 a week
    expect(cents('NY', 100_000, 0, 52)).toEqual([432, 60]);
  });

  it('weekly $100: DBL under the weekly maximum', () => {
    // PFL 100 × 0.432 % = 0.432 → 0.43; DBL 100 × 0.5 % = 0.50 < 0.60
    expect(cents('NY', 10_000, 0, 52)).toEqual([43, 50]);
  });

  it('the DBL weekly maximum over other pay periods', () => {
    // biweekly 3,000: PFL 12.96; DBL 15.00 → 0.60 × 52 ÷ 26 = 1.20
    expect(cents('NY', 300_000, 0, 26)).toEqual([1_296, 120]);
    // semimonthly 2,000: PFL 8.64; DBL 10.00 → 0.60 × 52 ÷ 24 = 1.30
    expect(cents('NY', 200_000, 0, 24)).toEqual([864, 130]);
    // monthly 5,000: PFL 21.60; DBL 25.00 → 0.60 × 52 ÷ 12 = 2.60
    expect(cents('NY', 500_000, 0, 12)).toEqual([2_160, 260]);
  });

  it('the paycheck that reaches the PFL annual maximum, and the next one', () => {
    // YTD 95,000: withheld so far 95,000 × 0.432 % = 410.40; left 411.91 − 410.40 = 1.51 (< 4.32)
    expect(cents('NY', 100_000, 9_500_000, 52)).toEqual([151, 60]);
    // YTD 96,000: 414.72 ≥ 411.91, nothing left; DBL still 0.60
    expect(cents('NY', 100_000, 9_600_000, 52)).toEqual([0, 60]);
  });
});

describe('Washington: WA Cares 0.58 % (no cap); PFML 1.13 % × 71.43 % to $184,500', () => {
  it('biweekly $3,000', () => {
    // WA Cares 3,000 × 0.58 % = 17.40; PFML 3,000 × 0.807159 % = 24.21477 → 24.21
    expect(cents('WA', 300_000, 0)).toEqual([1_740, 2_421]);
  });

  it('the paycheck that crosses the Social Security base', () => {
    // YTD 183,000: PFML on 184,500 − 183,000 = 1,500 × 0.807159 % = 12.107385 → 12.11; WA Cares 17.40
    expect(cents('WA', 300_000, 18_300_000)).toEqual([1_740, 1_211]);
  });
});

describe('Oregon: Paid Leave 60 % of 1 % to $184,500; statewide transit 0.1 % (no cap)', () => {
  it('biweekly $3,000', () => {
    // Paid Leave 3,000 × 0.6 % = 18.00; transit 3,000 × 0.1 % = 3.00
    expect(cents('OR', 300_000, 0)).toEqual([1_800, 300]);
  });

  it('the paycheck that crosses the Social Security base', () => {
    // YTD 183,000: Paid Leave on 1,500 × 0.6 % = 9.00; transit 3.00 on the whole paycheck
    expect(cents('OR', 300_000, 18_300_000)).toEqual([900, 300]);
  });
});

describe('Massachusetts PFML: medical 40 % of 0.70 % and family 0.18 %, to $184,500', () => {
  it('biweekly $3,000', () => {
    // medical 3,000 × 0.28 % = 8.40; family 3,000 × 0.18 % = 5.40
    expect(cents('MA', 300_000, 0)).toEqual([840, 540]);
  });

  it('the paycheck that crosses the Social Security base', () => {
    // YTD 183,500: 1,000 assessed; medical 2.80; family 1.80
    expect(cents('MA', 300_000, 18_350_000)).toEqual([280, 180]);
  });
});

describe('Rhode Island TDI: 1.1 % to $100,000', () => {
  it('biweekly $3,000', () => {
    // 3,000 × 1.1 % = 33.00
    expect(cents('RI', 300_000, 0)).toEqual([3_300]);
  });

  it('the paycheck that crosses $100,000', () => {
    // YTD 99,000: 1,000 × 1.1 % = 11.00 (the year's total is then 100,000 × 1.1 % = 1,100.00)
    expect(cents('RI', 300_000, 9_900_000)).toEqual([1_100]);
    expect(cents('RI', 300_000, 10_000_000)).toEqual([0]);
  });
});

describe('Connecticut Paid Leave: 0.5 % to $184,500', () => {
  it('biweekly $3,000', () => {
    // 3,000 × 0.5 % = 15.00
    expect(cents('CT', 300_000, 0)).toEqual([1_500]);
  });

  it('the paycheck that crosses the Social Security base', () => {
    // YTD 184,000: 500 × 0.5 % = 2.50
    expect(cents('CT', 300_000, 18_400_000)).toEqual([250]);
  });
});

describe('Hawaii TDI: 0.5 % of weekly wages, at most $7.50 a week', () => {
  it('weekly $1,000 and $2,000', () => {
    // 1,000 × 0.5 % = 5.00; 2,000 × 0.5 % = 10.00 → 7.50
    expect(cents('HI', 100_000, 0, 52)).toEqual([500]);
    expect(cents('HI', 200_000, 0, 52)).toEqual([750]);
  });

  it('the weekly maximum over other pay periods', () => {
    // biweekly 2,000: 10.00 (under 15.00); biweekly 3,200: 16.00 → 7.50 × 52 ÷ 26 = 15.00
    expect(cents('HI', 200_000, 0, 26)).toEqual([1_000]);
    expect(cents('HI', 320_000, 0, 26)).toEqual([1_500]);
    // semimonthly 3,500: 17.50 → 7.50 × 52 ÷ 24 = 16.25; monthly 8,000: 40.00 → 7.50 × 52 ÷ 12 = 32.50
    expect(cents('HI', 350_000, 0, 24)).toEqual([1_625]);
    expect(cents('HI', 800_000, 0, 12)).toEqual([3_250]);
  });
});

describe('Colorado FAMLI, Delaware, Minnesota and Maine paid leave: half the premium, to $184,500', () => {
  it('biweekly $3,000', () => {
    // CO 3,000 × 0.44 % = 13.20; DE 3,000 × 0.40 % = 12.00; MN 3,000 × 0.44 % = 13.20; ME 3,000 × 0.5 % = 15.00
    expect(cents('CO', 300_000, 0)).toEqual([1_320]);
    expect(cents('DE', 300_000, 0)).toEqual([1_200]);
    expect(cents('MN', 300_000, 0)).toEqual([1_320]);
    expect(cents('ME', 300_000, 0)).toEqual([1_500]);
  });

  it('the paycheck that crosses the Social Security base', () => {
    // YTD 184,000: 500 assessed; CO 2.20; DE 2.00; MN 2.20; ME 2.50
    expect(cents('CO', 300_000, 18_400_000)).toEqual([220]);
    expect(cents('DE', 300_000, 18_400_000)).toEqual([200]);
    expect(cents('MN', 300_000, 18_400_000)).toEqual([220]);
    expect(cents('ME', 300_000, 18_400_000)).toEqual([250]);
  });
});

describe('Vermont child care contribution and Pennsylvania UC: no cap', () => {
  it('biweekly $3,000, then $10,000 after $1,000,000 in the year', () => {
    // VT 3,000 × 0.11 % = 3.30; PA 3,000 × 0.07 % = 2.10
    expect(cents('VT', 300_000, 0)).toEqual([330]);
    expect(cents('PA', 300_000, 0)).toEqual([210]);
    // VT 10,000 × 0.11 % = 11.00; PA 10,000 × 0.07 % = 7.00
    expect(cents('VT', 1_000_000, 100_000_000)).toEqual([1_100]);
    expect(cents('PA', 1_000_000, 100_000_000)).toEqual([700]);
  });
});

describe('Alaska unemployment insurance: 0.5 % to $54,200 (estimate)', () => {
  it('biweekly $3,000', () => {
    // 3,000 × 0.5 % = 15.00
    expect(cents('AK', 300_000, 0)).toEqual([1_500]);
  });

  it('the paycheck that crosses $54,200', () => {
    // YTD 53,000: 1,200 × 0.5 % = 6.00
    expect(cents('AK', 300_000, 5_300_000)).toEqual([600]);
  });
});
