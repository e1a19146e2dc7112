// Input and output types of the net pay engine. Money is always integer cents.

import type { FederalFilingStatus, PayFrequency } from './federal2026.ts';
import type { ConnecticutWithholdingCode } from './stateRules2026.ts';
import type { Confidence, StateCode } from './stateTypes.ts';

export type { FederalFilingStatus, PayFrequency } from './federal2026.ts';
export type { StateCode } from './stateTypes.ts';
export type { ConnecticutWithholdingCode } from './stateRules2026.ts';

export type OvertimeType = 'overtime' | 'doubletime';

export interface OvertimeInput {
  /** 'overtime' pays 1.5 × the hourly rate, 'doubletime' 2 ×. */
  readonly type: OvertimeType;
  readonly hours: number;
  /**
   * Overtime pay for the period when known (e.g. from a timesheet). When given it replaces
   * hours × rate × multiplier.
   */
  readonly amountCents?: number;
}

export type PayInput =
  | {
      readonly type: 'salary';
      /** perYear: amountCents is the annual salary; perPeriod: the gross of one paycheck. */
      readonly basis: 'perYear' | 'perPeriod';
      readonly amountCents: number;
    }
  | {
      readonly type: 'hourly';
      readonly hourlyRateCents: number;
      /** Regular hours in the pay period. */
      readonly hours: number;
      readonly overtime?: OvertimeInput;
    };

/** Form W-4 (2020 or later). Steps 3, 4(a) and 4(b) are annual amounts; 4(c) is per pay period. */
export interface FormW4_2020 {
  readonly form: '2020OrLater';
  readonly filingStatus: FederalFilingStatus;
  /** Step 2(c) checkbox. */
  readonly multipleJobs: boolean;
  readonly dependentsAmountCents: number;
  readonly otherIncomeCents: number;
  readonly deductionsCents: number;
  readonly extraWithholdingCents: number;
}

/** Form W-4 from 2019 or earlier. "Married, but withhold at higher Single rate" is 'single'. */
export interface FormW4Pre2020 {
  readonly form: 'pre2020';
  readonly maritalStatus: 'single' | 'married';
  readonly allowances: number;
  readonly extraWithholdingCents: number;
}

export type FederalW4 = FormW4_2020 | FormW4Pre2020;

export interface TaxExemptions {
  readonly federalIncomeTax?: boolean;
  readonly socialSecurity?: boolean;
  readonly medicare?: boolean;
}

/**
 * retirement: traditional 401(k)/403(b)/457(b) deferral — out of federal (and most states')
 *   income-tax wages, still subject to Social Security and Medicare.
 * section125: cafeteria-plan health, dental, vision, FSA, HSA — out of income-tax and FICA wages.
 * postTax: Roth 401(k), garnishments, union dues… — taken from net pay only.
 */
export type DeductionTreatment = 'retirement' | 'section125' | 'postTax';

export interface DeductionInput {
  readonly label: string;
  readonly treatment: DeductionTreatment;
  readonly amount:
    | { readonly kind: 'fixed'; readonly cents: number }
    | { readonly kind: 'percentOfGross'; readonly percent: number };
}

export type StateFilingStatus = 'single' | 'married' | 'headOfHousehold';

export interface StateInput {
  readonly code: StateCode;
  /** Defaults from the federal filing status (MFJ → married, HoH → headOfHousehold, else single). */
  readonly filingStatus?: StateFilingStatus;
  /**
   * Allowances/exemptions claimed on the state form. Default: the state's own rule for an employee
   * without a certificate where it differs (STATE_DEFAULT_ALLOWANCES: Ohio 0 …), else 1 (2 when married).
   */
  readonly allowances?: number;
  /** Dependents claimed, where the state has a per-dependent amount. Default 0. */
  readonly dependents?: number;
  readonly extraWithholdingCents?: number;
  readonly exempt?: boolean;
  /** Arizona Form A-4 elected percentage (0.005…0.035); 0.02 when no A-4 is filed. */
  readonly arizonaElectedRate?: number;
  /** Maryland county of residence (name as in MARYLAND_COUNTY_TAX_2026), or 'nonresident'. */
  readonly marylandCounty?: string;
  /** Connecticut Form CT-W4 withholding code; default from the filing status (Single F, Married C, Head of household B). */
  readonly connecticutCode?: ConnecticutWithholdingCode;
  /** Illinois Form IL-W-4 line 2 additional allowances ($1,000 a year each). Default 0. */
  readonly illinoisAdditionalAllowances?: number;
  /** Indiana county of Form WH-4 (name as in INDIANA_COUNTY_TAX_2026); none: no county tax. */
  readonly indianaCounty?: string;
  /** West Virginia Form IT-104 line 5 checked: withhold on the one-earner / one-job table. Default false (two-earner table). */
  readonly westVirginiaOneEarner?: boolean;
}

export interface YearToDateInput {
  /** Social Security / Medicare wages already paid this calendar year by this employer, before this paycheck. */
  readonly ficaWagesCents: number;
}

export interface PaycheckInput {
  readonly payFrequency: PayFrequency;
  /**
   * Pay date, ISO yyyy-mm-dd, in 2026. States that changed their tables during 2026 (Ohio, Idaho,
   * Utah, Georgia) use the table in force on it; without one, the table in force at the end of 2026.
   */
  readonly payDate?: string;
  readonly pay: PayInput;
  readonly federal: FederalW4;
  readonly nonresidentAlien?: boolean;
  readonly exemptions?: TaxExemptions;
  readonly state: StateInput;
  readonly deductions?: readonly DeductionInput[];
  readonly ytd?: YearToDateInput;
}

export interface DeductionLine {
  readonly label: string;
  readonly treatment: DeductionTreatment;
  readonly cents: number;
}

export interface AssessmentLine {
  readonly name: string;
  readonly cents: number;
}

export interface PaycheckAmounts {
  readonly grossPayCents: number;
  readonly regularPayCents: number;
  readonly overtimePayCents: number;
  readonly preTaxDeductions: readonly DeductionLine[];
  readonly federalTaxableWagesCents: number;
  readonly ficaWagesCents: number;
  readonly stateTaxableWagesCents: number;
  readonly federalIncomeTaxCents: number;
  readonly socialSecurityCents: number;
  /** 1.45 % Medicare, without the additional 0.9 %. */
  readonly medicareCents: number;
  readonly additionalMedicareCents: number;
  readonly stateIncomeTaxCents: number;
  /** Local income tax withheld with the state tax (Maryland and Indiana county tax). */
  readonly localIncomeTaxCents: number;
  readonly stateAssessments: readonly AssessmentLine[];
  readonly postTaxDeductions: readonly DeductionLine[];
  readonly totalTaxesCents: number;
  readonly totalDeductionsCents: number;
  readonly netPayCents: number;
}

export interface FederalWorksheetLines {
  readonly form: '2020OrLater' | 'pre2020';
  /** 1a taxable wages this period (after pre-tax deductions). */
  readonly wagesThisPeriodCents: number;
  /** 1b */
  readonly payPeriods: number;
  /** 1c, plus the nonresident-alien add-on when it applies. */
  readonly annualWagesCents: number;
  readonly nonresidentAlienAddOnCents: number;
  /** 1i (2020+) or 1l (pre-2020). */
  readonly adjustedAnnualWageCents: number;
  readonly table: 'standard' | 'step2Checked';
  readonly tableStatus: FederalFilingStatus;
  /** 2b, 2c, 2d of the row used. */
  readonly rowOverCents: number;
  readonly rowBaseCents: number;
  readonly rowRate: number;
  /** 2g tentative annual withholding, rounded to the cent for display. */
  readonly tentativeAnnualCents: number;
  /** 2h */
  readonly tentativePerPeriodCents: number;
  /** 3b */
  readonly creditsPerPeriodCents: number;
  /** 3c */
  readonly afterCreditsCents: number;
  /** 4a */
  readonly extraWithholdingCents: number;
  /** 4b, the amount to withhold (0 when exempt). */
  readonly withholdingCents: number;
  readonly exempt: boolean;
}

export interface StateResultInfo {
  readonly code: StateCode;
  readonly name: string;
  readonly method: string;
  readonly confidence: Confidence;
  readonly valuesYear: 2025 | 2026;
  readonly filingStatus: StateFilingStatus;
  readonly allowances: number;
  /** Annual taxable income the state brackets were applied to, cents (0 for no-tax states). */
  readonly annualTaxableCents: number;
  readonly isEstimate: boolean;
  readonly notes: readonly string[];
}

export interface PaycheckResult {
  readonly taxYear: 2026;
  readonly payFrequency: PayFrequency;
  readonly payPeriodsPerYear: number;
  /** This paycheck, given the year-to-date wages (none = first paycheck of the year). */
  readonly perPeriod: PaycheckAmounts;
  /**
   * A full calendar year of paychecks of this gross, one on each of `annualPayDates`: the sum of
   * each paycheck, with the Social Security wage base, the additional Medicare threshold and the
   * state assessment caps reached when they would be, and each paycheck's state tax from the
   * tables in force on its date.
   */
  readonly annual: PaycheckAmounts;
  /** The pay dates of the year's paychecks (yyyy-mm-dd): the pay date's cadence through 2026 (payDates.ts). */
  readonly annualPayDates: readonly string[];
  readonly federal: FederalWorksheetLines;
  readonly state: StateResultInfo;
  /** True when any figure rests on an unconfirmed value; `estimateReasons` says which. */
  readonly isEstimate: boolean;
  readonly estimateReasons: readonly string[];
}
