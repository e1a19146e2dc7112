// Turns the calculator form's raw values (strings from inputs and selects) into a PaycheckInput,
// or into messages keyed by field name.
//
// The calculator's steps have no required fields or messages beyond the input
// types and step sizes (amount and the money fields 0.01, hours 0.5). The messages below state
// those same constraints in words, plus what the engine needs to give an answer: a pay frequency,
// a filing status, no NaN, no negative amounts or hours.

import { PAY_PERIODS_PER_YEAR } from './federal2026.ts';
import { decimal, divInt, fromCents, mul, roundCents } from './money.ts';
import { grossPayPerPeriod } from './netpay.ts';
import { ARIZONA_A4_2026, INDIANA_COUNTY_TAX_2026 } from './stateRules2026.ts';
import { MARYLAND_COUNTY_TAX_2026 } from './stateData2026.ts';
import { isStateCode } from './stateTypes.ts';
import type {
  ConnecticutWithholdingCode,
  DeductionInput,
  DeductionTreatment,
  FederalFilingStatus,
  PayFrequency,
  PaycheckInput,
  StateFilingStatus,
} from './types.ts';

/** The Form CT-W4 withholding codes (TPG-211). */
export const CONNECTICUT_CODES: readonly ConnecticutWithholdingCode[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The four pay frequencies the form offers (step 1). */
export const FORM_PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const satisfies readonly PayFrequency[];

/** Hours in one pay period: regular plus overtime hours cannot exceed them. */
export const HOURS_IN_PERIOD: Readonly<Record<(typeof FORM_PAY_FREQUENCIES)[number], number>> = {
  weekly: 168,
  biweekly: 336,
  semimonthly: 384, // 16 days
  monthly: 744, // 31 days
};

export type YesNo = 'yes' | 'no';

export interface DeductionFormValues {
  readonly label?: string;
  readonly treatment?: string;
  /** 'fixed' (dollars per paycheck) or 'percent' (of gross pay). */
  readonly kind?: string;
  readonly amount?: string;
}

/** Raw form state. Step 1 and 2 names are the form's; step 3 and the rest are this engine's. */
export interface NetPayFormValues {
  readonly payFrequency?: string;
  readonly payType?: string;
  readonly payMethod?: string;
  readonly amount?: string;
  readonly hoursWorked?: string;
  readonly overtimeType?: string;
  readonly overtimeHours?: string;
  readonly overtimeAmount?: string;
  readonly payDate?: string;

  readonly useOldW4?: string;
  readonly isNonresidentAlien?: string;
  readonly filingStatus?: string;
  readonly multipleJobs?: string;
  readonly dependentAmount?: string;
  readonly otherIncomeAmount?: string;
  readonly deductionAmount?: string;
  readonly additionalWithholding?: string;
  readonly exemptFederalIncomeTax?: string;
  readonly exemptSocialSecurityTax?: string;
  readonly exemptMedicareTax?: string;
  /** Pre-2020 W-4 only (docs/architecture.md#d18). */
  readonly allowances?: string;

  readonly state?: string;
  readonly stateFilingStatus?: string;
  readonly stateAllowances?: string;
  readonly stateDependents?: string;
  readonly stateAdditionalWithholding?: string;
  readonly stateExempt?: string;
  readonly arizonaRate?: string;
  readonly marylandCounty?: string;
  /** Connecticut Form CT-W4 withholding code, A to F; blank: from the filing status. */
  readonly connecticutCode?: string;
  /** Illinois Form IL-W-4 line 2 additional allowances; blank: 0. */
  readonly illinoisAdditionalAllowances?: string;
  /** Indiana county of Form WH-4; blank: none (no county tax). */
  readonly indianaCounty?: string;
  /** West Virginia Form IT-104 line 5 (one earner / one job): 'yes' or 'no' (default). */
  readonly westVirginiaOneEarner?: string;

  readonly deductions?: readonly DeductionFormValues[];
  readonly ytdWages?: string;
}

export type NetPayFormErrors = Readonly<Record<string, string>>;

export type ParseResult =
  | { readonly ok: true; readonly input: PaycheckInput; readonly payDate: string | null }
  | { readonly ok: false; readonly errors: NetPayFormErrors };

/** Field-keyed messages. */
export const MESSAGES = {
  payFrequency: 'Choose how often the employee is paid.',
  payType: 'Choose salary or hourly.',
  payMethod: 'Choose whether the salary is per year or per pay period.',
  amountRequired: 'Enter the pay amount.',
  hourlyRateRequired: 'Enter the hourly rate.',
  money: 'Enter an amount in dollars and cents, like 1250.00.',
  moneyNegative: 'The amount cannot be negative.',
  moneyCents: 'Use at most two decimal places (cents).',
  amountZero: 'The pay amount must be more than 0.',
  hoursRequired: 'Enter the hours worked in this pay period.',
  hours: 'Enter hours as a number, like 40 or 37.5.',
  hoursNegative: 'Hours cannot be negative.',
  hoursStep: 'Enter hours in steps of 0.5 (for example 7.5).',
  hoursTooMany: (max: number) => `Regular and overtime hours together cannot exceed the ${max} hours in this pay period.`,
  overtimeType: 'Choose overtime (1.5×) or double time (2×).',
  payDate: 'Enter a valid date.',
  payDateYear: 'Enter a pay date in 2026: the calculator uses the 2026 withholding tables.',
  yesNo: 'Choose yes or no.',
  filingStatus: 'Choose a filing status.',
  oldW4HeadOfHousehold: 'A W-4 from 2019 or earlier has no head of household status: choose single or married.',
  allowances: 'Enter the number of allowances as a whole number, 0 or more.',
  state: 'Choose the state where the employee works.',
  stateFilingStatus: 'Choose a state filing status.',
  count: 'Enter a whole number, 0 or more.',
  arizonaRate: `Choose one of the Form A-4 rates: ${ARIZONA_A4_2026.electionRates.map((r) => `${(r * 100).toFixed(1)} %`).join(', ')}.`,
  marylandCounty: 'Choose a Maryland county.',
  connecticutCode: 'Choose a Form CT-W4 withholding code, A to F, or leave it to the filing status.',
  indianaCounty: 'Choose an Indiana county, or none.',
  deductionTreatment: 'Choose how this deduction is taxed.',
  deductionKind: 'Choose a dollar amount or a percentage of gross pay.',
  percent: 'Enter a percentage between 0 and 100, like 5 or 6.5.',
  deductionsTooLarge: 'Deductions cannot add up to more than the gross pay.',
} as const;

type MoneyResult = { cents: number } | { error: string };

/** Parses "1,250.00", "$1250", "1250.5" into cents; blank gives `blank`. */
export function parseMoney(raw: string | undefined, blank: number | null = 0): MoneyResult | null {
  const text = (raw ?? '').trim().replace(/[$,\s]/g, '');
  if (text === '') return blank === null ? null : { cents: blank };
  if (/^-/.test(text) && /^-\d*(\.\d*)?$/.test(text) && text !== '-') return { error: MESSAGES.moneyNegative };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { error: MESSAGES.money };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { error: MESSAGES.moneyCents };
  const cents = Number(match[1] === '' ? '0' : match[1]) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { error: MESSAGES.money };
  return { cents };
}

type HoursResult = { hours: number } | { error: string };

export function parseHours(raw: string | undefined, blank: number | null): HoursResult | null {
  const text = (raw ?? '').trim();
  if (text === '') return blank === null ? null : { hours: blank };
  if (/^-\d*(\.\d*)?$/.test(text) && text !== '-') return { error: MESSAGES.hoursNegative };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { error: MESSAGES.hours };
  const hours = Number(text);
  if (!Number.isFinite(hours)) return { error: MESSAGES.hours };
  if (!Number.isInteger(hours * 2)) return { error: MESSAGES.hoursStep };
  return { hours };
}

function parseCount(raw: string | undefined): number | null | 'error' {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (!/^\d{1,3}$/.test(text)) return 'error';
  return Number(text);
}

function parseYesNo(raw: string | undefined, errors: Record<string, string>, field: string): boolean {
  const text = (raw ?? 'no').trim();
  if (text === '' || text === 'no') return false;
  if (text === 'yes') return true;
  errors[field] = MESSAGES.yesNo;
  return false;
}

const FILING: Readonly<Record<string, FederalFilingStatus>> = {
  single: 'singleOrMarriedSeparately',
  singleOrMarriedSeparately: 'singleOrMarriedSeparately',
  married: 'marriedFilingJointly',
  marriedFilingJointly: 'marriedFilingJointly',
  headOfHousehold: 'headOfHousehold',
};

const STATE_FILING: Readonly<Record<string, StateFilingStatus>> = {
  single: 'single',
  married: 'married',
  headOfHousehold: 'headOfHousehold',
};

const TREATMENTS: readonly DeductionTreatment[] = ['retirement', 'section125', 'postTax'];

function isFormFrequency(value: string): value is (typeof FORM_PAY_FREQUENCIES)[number] {
  return (FORM_PAY_FREQUENCIES as readonly string[]).includes(value);
}

/** Validates the calculator form and builds the engine input. */
export function parseNetPayForm(values: NetPayFormValues): ParseResult {
  const errors: Record<string, string> = {};
  const money = (field: keyof NetPayFormValues & string, raw: string | undefined): number => {
    const result = parseMoney(raw, 0);
    if (result && 'error' in result) {
      errors[field] = result.error;
      return 0;
    }
    return result?.cents ?? 0;
  };

  // Step 1: pay details.
  const frequencyText = (values.payFrequency ?? '').trim();
  const payFrequency = isFormFrequency(frequencyText) ? frequencyText : null;
  if (!payFrequency) errors['payFrequency'] = MESSAGES.payFrequency;

  const payType = (values.payType ?? 'salary').trim() || 'salary';
  if (payType !== 'salary' && payType !== 'hourly') errors['payType'] = MESSAGES.payType;
  const payMethod = (values.payMethod ?? 'perYear').trim() || 'perYear';
  if (payType === 'salary' && payMethod !== 'perYear' && payMethod !== 'perPeriod') errors['payMethod'] = MESSAGES.payMethod;

  const amount = parseMoney(values.amount, null);
  let amountCents = 0;
  if (amount === null) errors['amount'] = payType === 'hourly' ? MESSAGES.hourlyRateRequired : MESSAGES.amountRequired;
  else if ('error' in amount) errors['amount'] = amount.error;
  else if (amount.cents === 0) errors['amount'] = MESSAGES.amountZero;
  else amountCents = amount.cents;

  let hours = 0;
  let overtimeHours = 0;
  let overtimeAmountCents: number | undefined;
  let overtimeType: 'overtime' | 'doubletime' = 'overtime';
  if (payType === 'hourly') {
    const parsed = parseHours(values.hoursWorked, null);
    if (parsed === null) errors['hoursWorked'] = MESSAGES.hoursRequired;
    else if ('error' in parsed) errors['hoursWorked'] = parsed.error;
    else hours = parsed.hours;

    const otType = (values.overtimeType ?? 'overtime').trim() || 'overtime';
    if (otType !== 'overtime' && otType !== 'doubletime') errors['overtimeType'] = MESSAGES.overtimeType;
    else overtimeType = otType;

    const ot = parseHours(values.overtimeHours, 0);
    if (ot && 'error' in ot) errors['overtimeHours'] = ot.error;
    else if (ot) overtimeHours = ot.hours;

    const otAmount = parseMoney(values.overtimeAmount, null);
    if (otAmount && 'error' in otAmount) errors['overtimeAmount'] = otAmount.error;
    else if (otAmount && otAmount.cents > 0) overtimeAmountCents = otAmount.cents;

    if (payFrequency && !errors['hoursWorked'] && !errors['overtimeHours'] && hours + overtimeHours > HOURS_IN_PERIOD[payFrequency]) {
      errors['hoursWorked'] = MESSAGES.hoursTooMany(HOURS_IN_PERIOD[payFrequency]);
    }
  }

  let payDate: string | null = null;
  const payDateText = (values.payDate ?? '').trim();
  if (payDateText !== '') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(payDateText);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!date || !match || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) {
      errors['payDate'] = MESSAGES.payDate;
    } else if (match[1] !== '2026') errors['payDate'] = MESSAGES.payDateYear;
    else payDate = payDateText;
  }

  // Step 2: federal W-4.
  const useOldW4 = parseYesNo(values.useOldW4, errors, 'useOldW4');
  const nonresidentAlien = parseYesNo(values.isNonresidentAlien, errors, 'isNonresidentAlien');
  const multipleJobs = parseYesNo(values.multipleJobs, errors, 'multipleJobs');
  const exemptFederalIncomeTax = parseYesNo(values.exemptFederalIncomeTax, errors, 'exemptFederalIncomeTax');
  const exemptSocialSecurityTax = parseYesNo(values.exemptSocialSecurityTax, errors, 'exemptSocialSecurityTax');
  const exemptMedicareTax = parseYesNo(values.exemptMedicareTax, errors, 'exemptMedicareTax');
  const filingStatus = FILING[(values.filingStatus ?? '').trim()];
  if (!filingStatus) errors['filingStatus'] = MESSAGES.filingStatus;
  else if (useOldW4 && filingStatus === 'headOfHousehold') errors['filingStatus'] = MESSAGES.oldW4HeadOfHousehold;
  const dependentAmount = money('dependentAmount', values.dependentAmount);
  const otherIncome = money('otherIncomeAmount', values.otherIncomeAmount);
  const deductionAmount = money('deductionAmount', values.deductionAmount);
  const additionalWithholding = money('additionalWithholding', values.additionalWithholding);
  let allowances = 0;
  if (useOldW4) {
    const count = parseCount(values.allowances);
    if (count === 'error') errors['allowances'] = MESSAGES.allowances;
    else allowances = count ?? 0;
  }

  // Step 3: state.
  const stateText = (values.state ?? '').trim().toUpperCase();
  const stateCode = isStateCode(stateText) ? stateText : null;
  if (!stateCode) errors['state'] = MESSAGES.state;
  const stateFilingText = (values.stateFilingStatus ?? '').trim();
  const stateFilingStatus = stateFilingText === '' ? undefined : STATE_FILING[stateFilingText];
  if (stateFilingText !== '' && !stateFilingStatus) errors['stateFilingStatus'] = MESSAGES.stateFilingStatus;
  const stateAllowances = parseCount(values.stateAllowances);
  if (stateAllowances === 'error') errors['stateAllowances'] = MESSAGES.count;
  const stateDependents = parseCount(values.stateDependents);
  if (stateDependents === 'error') errors['stateDependents'] = MESSAGES.count;
  const stateExtra = money('stateAdditionalWithholding', values.stateAdditionalWithholding);
  const stateExempt = parseYesNo(values.stateExempt, errors, 'stateExempt');
  let arizonaElectedRate: number | undefined;
  const azText = (values.arizonaRate ?? '').trim();
  if (stateCode === 'AZ' && azText !== '') {
    // Accepts the percentage ("2.5") as shown on Form A-4.
    const rate = Number(azText) / 100;
    const match = ARIZONA_A4_2026.electionRates.find((r) => Math.abs(r - rate) < 1e-9);
    if (match === undefined) errors['arizonaRate'] = MESSAGES.arizonaRate;
    else arizonaElectedRate = match;
  }
  let marylandCounty: string | undefined;
  const countyText = (values.marylandCounty ?? '').trim();
  if (stateCode === 'MD' && countyText !== '') {
    if (countyText !== 'nonresident' && !(countyText in MARYLAND_COUNTY_TAX_2026.counties)) errors['marylandCounty'] = MESSAGES.marylandCounty;
    else marylandCounty = countyText;
  }
  let connecticutCode: ConnecticutWithholdingCode | undefined;
  const codeText = (values.connecticutCode ?? '').trim().toUpperCase();
  if (stateCode === 'CT' && codeText !== '') {
    const code = CONNECTICUT_CODES.find((c) => c === codeText);
    if (code === undefined) errors['connecticutCode'] = MESSAGES.connecticutCode;
    else connecticutCode = code;
  }
  let illinoisAdditionalAllowances: number | undefined;
  if (stateCode === 'IL') {
    const count = parseCount(values.illinoisAdditionalAllowances);
    if (count === 'error') errors['illinoisAdditionalAllowances'] = MESSAGES.count;
    else if (typeof count === 'number') illinoisAdditionalAllowances = count;
  }
  let indianaCounty: string | undefined;
  const indianaText = (values.indianaCounty ?? '').trim();
  if (stateCode === 'IN' && indianaText !== '') {
    if (!(indianaText in INDIANA_COUNTY_TAX_2026)) errors['indianaCounty'] = MESSAGES.indianaCounty;
    else indianaCounty = indianaText;
  }
  const westVirginiaOneEarner = stateCode === 'WV' ? parseYesNo(values.westVirginiaOneEarner, errors, 'westVirginiaOneEarner') : undefined;

  // Deductions.
  const deductions: DeductionInput[] = [];
  (values.deductions ?? []).forEach((d, index) => {
    const key = `deductions.${index}`;
    const treatment = (d.treatment ?? '').trim() as DeductionTreatment;
    if (!TREATMENTS.includes(treatment)) errors[`${key}.treatment`] = MESSAGES.deductionTreatment;
    const kind = (d.kind ?? 'fixed').trim() || 'fixed';
    if (kind !== 'fixed' && kind !== 'percent') {
      errors[`${key}.kind`] = MESSAGES.deductionKind;
      return;
    }
    if (kind === 'fixed') {
      const parsed = parseMoney(d.amount, 0);
      if (parsed && 'error' in parsed) errors[`${key}.amount`] = parsed.error;
      else if (parsed && parsed.cents > 0 && TREATMENTS.includes(treatment)) {
        deductions.push({ label: (d.label ?? '').trim() || 'Deduction', treatment, amount: { kind: 'fixed', cents: parsed.cents } });
      }
    } else {
      const text = (d.amount ?? '').trim();
      const percent = Number(text);
      if (text === '' || !/^\d+(\.\d{1,4})?$/.test(text) || percent > 100) errors[`${key}.amount`] = MESSAGES.percent;
      else if (percent > 0 && TREATMENTS.includes(treatment)) {
        deductions.push({ label: (d.label ?? '').trim() || 'Deduction', treatment, amount: { kind: 'percentOfGross', percent } });
      }
    }
  });

  const ytdWages = money('ytdWages', values.ytdWages);

  if (Object.keys(errors).length > 0 || !payFrequency || !filingStatus || !stateCode) {
    return { ok: false, errors };
  }

  const input: PaycheckInput = {
    payFrequency,
    ...(payDate !== null ? { payDate } : {}),
    pay:
      payType === 'hourly'
        ? {
            type: 'hourly',
            hourlyRateCents: amountCents,
            hours,
            ...(overtimeHours > 0 || overtimeAmountCents !== undefined
              ? { overtime: { type: overtimeType, hours: overtimeHours, ...(overtimeAmountCents !== undefined ? { amountCents: overtimeAmountCents } : {}) } }
              : {}),
          }
        : { type: 'salary', basis: payMethod === 'perPeriod' ? 'perPeriod' : 'perYear', amountCents },
    federal: useOldW4
      ? {
          form: 'pre2020',
          maritalStatus: filingStatus === 'marriedFilingJointly' ? 'married' : 'single',
          allowances,
          extraWithholdingCents: additionalWithholding,
        }
      : {
          form: '2020OrLater',
          filingStatus,
          multipleJobs,
          dependentsAmountCents: dependentAmount,
          otherIncomeCents: otherIncome,
          deductionsCents: deductionAmount,
          extraWithholdingCents: additionalWithholding,
        },
    nonresidentAlien,
    exemptions: { federalIncomeTax: exemptFederalIncomeTax, socialSecurity: exemptSocialSecurityTax, medicare: exemptMedicareTax },
    state: {
      code: stateCode,
      ...(stateFilingStatus ? { filingStatus: stateFilingStatus } : {}),
      ...(typeof stateAllowances === 'number' ? { allowances: stateAllowances } : {}),
      ...(typeof stateDependents === 'number' ? { dependents: stateDependents } : {}),
      extraWithholdingCents: stateExtra,
      exempt: stateExempt,
      ...(arizonaElectedRate !== undefined ? { arizonaElectedRate } : {}),
      ...(marylandCounty !== undefined ? { marylandCounty } : {}),
      ...(connecticutCode !== undefined ? { connecticutCode } : {}),
      ...(illinoisAdditionalAllowances !== undefined ? { illinoisAdditionalAllowances } : {}),
      ...(indianaCounty !== undefined ? { indianaCounty } : {}),
      ...(westVirginiaOneEarner === true ? { westVirginiaOneEarner } : {}),
    },
    deductions,
    ytd: { ficaWagesCents: ytdWages },
  };
  // Deductions cannot take more than the paycheck.
  const gross = grossPayPerPeriod(input.pay, PAY_PERIODS_PER_YEAR[payFrequency]).grossPayCents;
  const totalDeductions = deductions.reduce(
    (total, d) =>
      total + (d.amount.kind === 'fixed' ? d.amount.cents : roundCents(divInt(mul(fromCents(gross), decimal(d.amount.percent)), 100))),
    0,
  );
  if (totalDeductions > gross) return { ok: false, errors: { deductions: MESSAGES.deductionsTooLarge } };

  return { ok: true, input, payDate };
}
