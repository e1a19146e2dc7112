import { describe, expect, it } from 'vitest';
import { singleW4 } from './testInputs.ts';
import { MESSAGES, parseMoney, parseNetPayForm, type NetPayFormValues } from './validation.ts';

const valid: NetPayFormValues = {
  payFrequency: 'biweekly',
  payType: 'salary',
  payMethod: 'perYear',
  amount: '78,000.00',
  useOldW4: 'no',
  filingStatus: 'single',
  multipleJobs: 'no',
  dependentAmount: '0.00',
  otherIncomeAmount: '0.00',
  deductionAmount: '0.00',
  additionalWithholding: '0.00',
  state: 'NV',
};

describe('parseNetPayForm', () => {
  it('builds the engine input from valid form strings', () => {
    const result = parseNetPayForm(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.payFrequency).toBe('biweekly');
    expect(result.input.pay).toEqual({ type: 'salary', basis: 'perYear', amountCents: 7_800_000 });
    expect(result.input.federal).toEqual(singleW4);
    expect(result.input.state.code).toBe('NV');
  });

  it('reports the selects the engine needs', () => {
    const result = parseNetPayForm({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      payFrequency: MESSAGES.payFrequency,
      amount: MESSAGES.amountRequired,
      filingStatus: MESSAGES.filingStatus,
      state: MESSAGES.state,
    });
  });

  it('money fields: not a number, negative, more than cents, zero pay', () => {
    const errors = (values: NetPayFormValues) => {
      const r = parseNetPayForm({ ...valid, ...values });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ amount: 'abc' })).toEqual({ amount: MESSAGES.money });
    expect(errors({ amount: '-5' })).toEqual({ amount: MESSAGES.moneyNegative });
    expect(errors({ amount: '12.345' })).toEqual({ amount: MESSAGES.moneyCents });
    expect(errors({ amount: '0' })).toEqual({ amount: MESSAGES.amountZero });
    expect(errors({ additionalWithholding: 'NaN' })).toEqual({ additionalWithholding: MESSAGES.money });
  });

  it('hourly: hours required, no negative time, steps of 0.5, no more hours than the period has', () => {
    const hourly = { ...valid, payType: 'hourly', amount: '25.00' };
    const errors = (values: NetPayFormValues) => {
      const r = parseNetPayForm({ ...hourly, ...values });
      return r.ok ? {} : r.errors;
    };
    expect(errors({})).toEqual({ hoursWorked: MESSAGES.hoursRequired });
    expect(errors({ hoursWorked: '-1' })).toEqual({ hoursWorked: MESSAGES.hoursNegative });
    expect(errors({ hoursWorked: '7.3' })).toEqual({ hoursWorked: MESSAGES.hoursStep });
    expect(errors({ hoursWorked: 'forty' })).toEqual({ hoursWorked: MESSAGES.hours });
    expect(errors({ hoursWorked: '40', overtimeHours: '-2' })).toEqual({ overtimeHours: MESSAGES.hoursNegative });
    // weekly: 160 + 10 = 170 > 168
    expect(errors({ payFrequency: 'weekly', hoursWorked: '160', overtimeHours: '10' })).toEqual({ hoursWorked: MESSAGES.hoursTooMany(168) });
    const ok = parseNetPayForm({ ...hourly, hoursWorked: '80', overtimeType: 'doubletime', overtimeHours: '4.5' });
    expect(ok.ok && ok.input.pay).toEqual({ type: 'hourly', hourlyRateCents: 2_500, hours: 80, overtime: { type: 'doubletime', hours: 4.5 } });
  });

  it('old W-4: no head of household, whole allowances', () => {
    const r1 = parseNetPayForm({ ...valid, useOldW4: 'yes', filingStatus: 'headOfHousehold' });
    expect(r1.ok ? {} : r1.errors).toEqual({ filingStatus: MESSAGES.oldW4HeadOfHousehold });
    const r2 = parseNetPayForm({ ...valid, useOldW4: 'yes', allowances: '1.5' });
    expect(r2.ok ? {} : r2.errors).toEqual({ allowances: MESSAGES.allowances });
    const r3 = parseNetPayForm({ ...valid, useOldW4: 'yes', filingStatus: 'married', allowances: '2', additionalWithholding: '10' });
    expect(r3.ok && r3.input.federal).toEqual({ form: 'pre2020', maritalStatus: 'married', allowances: 2, extraWithholdingCents: 1_000 });
  });

  it('state options and deductions', () => {
    const r1 = parseNetPayForm({ ...valid, state: 'AZ', arizonaRate: '4' });
    expect(r1.ok ? {} : r1.errors).toEqual({ arizonaRate: MESSAGES.arizonaRate });
    const r2 = parseNetPayForm({ ...valid, state: 'MD', marylandCounty: 'Atlantis' });
    expect(r2.ok ? {} : r2.errors).toEqual({ marylandCounty: MESSAGES.marylandCounty });
    const ct = parseNetPayForm({ ...valid, state: 'CT', connecticutCode: 'G' });
    expect(ct.ok ? {} : ct.errors).toEqual({ connecticutCode: MESSAGES.connecticutCode });
    const ctA = parseNetPayForm({ ...valid, state: 'CT', connecticutCode: 'a' });
    expect(ctA.ok && ctA.input.state.connecticutCode).toBe('A');
    // Another state ignores the code.
    const nv = parseNetPayForm({ ...valid, connecticutCode: 'A' });
    expect(nv.ok && 'connecticutCode' in nv.input.state).toBe(false);
    // Illinois IL-W-4 line 2: a whole count; Indiana: a WH-4 county of the notice's list.
    const il = parseNetPayForm({ ...valid, state: 'IL', illinoisAdditionalAllowances: '1.5' });
    expect(il.ok ? {} : il.errors).toEqual({ illinoisAdditionalAllowances: MESSAGES.count });
    const il2 = parseNetPayForm({ ...valid, state: 'IL', illinoisAdditionalAllowances: '2' });
    expect(il2.ok && il2.input.state.illinoisAdditionalAllowances).toBe(2);
    const inBad = parseNetPayForm({ ...valid, state: 'IN', indianaCounty: 'Atlantis' });
    expect(inBad.ok ? {} : inBad.errors).toEqual({ indianaCounty: MESSAGES.indianaCounty });
    const inOk = parseNetPayForm({ ...valid, state: 'IN', indianaCounty: 'St. Joseph' });
    expect(inOk.ok && inOk.input.state.indianaCounty).toBe('St. Joseph');
    const nvIn = parseNetPayForm({ ...valid, indianaCounty: 'Marion', illinoisAdditionalAllowances: '1' });
    expect(nvIn.ok && ('indianaCounty' in nvIn.input.state || 'illinoisAdditionalAllowances' in nvIn.input.state)).toBe(false);
    // West Virginia IT-104 line 5: yes picks the one-earner table; other states ignore it.
    const wv = parseNetPayForm({ ...valid, state: 'WV', westVirginiaOneEarner: 'yes' });
    expect(wv.ok && wv.input.state.westVirginiaOneEarner).toBe(true);
    const wvBad = parseNetPayForm({ ...valid, state: 'WV', westVirginiaOneEarner: 'maybe' });
    expect(wvBad.ok ? {} : wvBad.errors).toEqual({ westVirginiaOneEarner: MESSAGES.yesNo });
    const nvWv = parseNetPayForm({ ...valid, westVirginiaOneEarner: 'yes' });
    expect(nvWv.ok && 'westVirginiaOneEarner' in nvWv.input.state).toBe(false);
    const r3 = parseNetPayForm({ ...valid, deductions: [{ label: '401(k)', treatment: 'retirement', kind: 'percent', amount: '150' }] });
    expect(r3.ok ? {} : r3.errors).toEqual({ 'deductions.0.amount': MESSAGES.percent });
    const r4 = parseNetPayForm({ ...valid, deductions: [{ label: 'Health', treatment: 'section125', kind: 'fixed', amount: '200' }] });
    expect(r4.ok && r4.input.deductions).toEqual([{ label: 'Health', treatment: 'section125', amount: { kind: 'fixed', cents: 20_000 } }]);
  });

  it('deductions cannot exceed the gross pay', () => {
    // gross 78,000 / 26 = 3,000.00; 401(k) 60 % = 1,800 + health 1,500 = 3,300 > 3,000
    const r = parseNetPayForm({
      ...valid,
      deductions: [
        { label: '401(k)', treatment: 'retirement', kind: 'percent', amount: '60' },
        { label: 'Health', treatment: 'section125', kind: 'fixed', amount: '1500' },
      ],
    });
    expect(r.ok ? {} : r.errors).toEqual({ deductions: MESSAGES.deductionsTooLarge });
  });

  it('pay date must be a real date', () => {
    const r = parseNetPayForm({ ...valid, payDate: '2026-02-30' });
    expect(r.ok ? {} : r.errors).toEqual({ payDate: MESSAGES.payDate });
  });

  it('pay date must be in 2026, and it reaches the engine (states that changed tables during 2026 use it)', () => {
    const r = parseNetPayForm({ ...valid, payDate: '2025-12-31' });
    expect(r.ok ? {} : r.errors).toEqual({ payDate: MESSAGES.payDateYear });
    const ok = parseNetPayForm({ ...valid, payDate: '2026-08-07' });
    expect(ok.ok && ok.input.payDate).toBe('2026-08-07');
    const blank = parseNetPayForm({ ...valid, payDate: '' });
    expect(blank.ok && 'payDate' in blank.input).toBe(false);
  });
});

describe('parseMoney', () => {
  it('accepts dollar signs and thousands separators', () => {
    // "$1,250.5" → 1,250.50 → 125,050 cents
    expect(parseMoney('$1,250.5')).toEqual({ cents: 125_050 });
    expect(parseMoney('')).toEqual({ cents: 0 });
    expect(parseMoney('', null)).toBeNull();
  });
});
