// The calculator's form state and its rules, as plain functions: defaults, which
// field belongs to which step, which fields show for the current answers, and the engine call.
import {
  ARIZONA_A4_2026,
  INDIANA_COUNTY_TAX_2026,
  STATE_DEFAULT_ALLOWANCES,
  STATE_DEPENDENT_AMOUNT_2026,
} from '../engine/stateRules2026.ts';
import {
  MARYLAND_COUNTY_TAX_2026,
  STATE_CODES,
  STATE_INCOME_TAX_2026,
  calculatePaycheck,
  isStateCode,
  parseNetPayForm,
  type NetPayFormErrors,
  type NetPayFormValues,
  type PaycheckResult,
  type StateCode,
} from '../engine/index.ts';

export interface DeductionRow {
  readonly id: string;
  readonly label: string;
  readonly treatment: string;
  readonly kind: string;
  readonly amount: string;
}

export interface NetPayFormState {
  // Step 1: pay details.
  readonly payFrequency: string;
  readonly payType: string;
  readonly payMethod: string;
  readonly amount: string;
  readonly hoursWorked: string;
  readonly overtimeType: string;
  readonly overtimeHours: string;
  readonly overtimeAmount: string;
  readonly payDate: string;
  readonly ytdWages: string;
  readonly deductions: readonly DeductionRow[];
  // Step 2: federal W-4.
  readonly useOldW4: string;
  readonly isNonresidentAlien: string;
  readonly filingStatus: string;
  readonly multipleJobs: string;
  readonly dependentAmount: string;
  readonly otherIncomeAmount: string;
  readonly deductionAmount: string;
  readonly additionalWithholding: string;
  readonly exemptFederalIncomeTax: string;
  readonly exemptSocialSecurityTax: string;
  readonly exemptMedicareTax: string;
  readonly allowances: string;
  // Step 3: state.
  readonly state: string;
  readonly stateFilingStatus: string;
  readonly stateAllowances: string;
  readonly stateDependents: string;
  readonly stateAdditionalWithholding: string;
  readonly stateExempt: string;
  readonly arizonaRate: string;
  readonly marylandCounty: string;
  readonly connecticutCode: string;
  readonly illinoisAdditionalAllowances: string;
  readonly indianaCounty: string;
  readonly westVirginiaOneEarner: string;
}

export type FieldName = Exclude<keyof NetPayFormState, 'deductions'>;

export const INITIAL_FORM: NetPayFormState = {
  payFrequency: '',
  payType: 'salary',
  payMethod: 'perYear',
  amount: '',
  hoursWorked: '',
  overtimeType: 'overtime',
  overtimeHours: '',
  overtimeAmount: '',
  payDate: '',
  ytdWages: '0.00',
  deductions: [],
  useOldW4: 'no',
  isNonresidentAlien: 'no',
  filingStatus: '',
  multipleJobs: 'no',
  dependentAmount: '0.00',
  otherIncomeAmount: '0.00',
  deductionAmount: '0.00',
  additionalWithholding: '0.00',
  exemptFederalIncomeTax: 'no',
  exemptSocialSecurityTax: 'no',
  exemptMedicareTax: 'no',
  allowances: '0',
  state: '',
  stateFilingStatus: '',
  stateAllowances: '',
  stateDependents: '',
  stateAdditionalWithholding: '0.00',
  stateExempt: 'no',
  arizonaRate: '',
  marylandCounty: '',
  connecticutCode: '',
  illinoisAdditionalAllowances: '',
  indianaCounty: '',
  westVirginiaOneEarner: 'no',
};

export interface Option {
  readonly value: string;
  readonly label: string;
}

export const PAY_FREQUENCY_OPTIONS: readonly Option[] = [
  { value: 'weekly', label: 'Weekly (52 paychecks a year)' },
  { value: 'biweekly', label: 'Every two weeks (26 paychecks)' },
  { value: 'semimonthly', label: 'Twice a month (24 paychecks)' },
  { value: 'monthly', label: 'Monthly (12 paychecks)' },
];
export const PAY_TYPE_OPTIONS: readonly Option[] = [
  { value: 'salary', label: 'Salary' },
  { value: 'hourly', label: 'Hourly' },
];
export const PAY_METHOD_OPTIONS: readonly Option[] = [
  { value: 'perYear', label: 'Per year' },
  { value: 'perPeriod', label: 'Per pay period' },
];
export const OVERTIME_TYPE_OPTIONS: readonly Option[] = [
  { value: 'overtime', label: 'Overtime (1.5×)' },
  { value: 'doubletime', label: 'Double time (2×)' },
];
/** Filing status labels as the form shows them (step 2). */
export const FILING_STATUS_OPTIONS: readonly Option[] = [
  { value: 'single', label: 'Single or Married filing separately' },
  { value: 'married', label: 'Married filing jointly' },
  { value: 'headOfHousehold', label: 'Head of household' },
];
export const YES_NO_OPTIONS: readonly Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const STATE_FILING_OPTIONS: readonly Option[] = [
  { value: '', label: 'Same as the federal status' },
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'headOfHousehold', label: 'Head of household' },
];
export const DEDUCTION_TREATMENT_OPTIONS: readonly Option[] = [
  { value: 'retirement', label: 'Pre-tax retirement (401(k), 403(b), 457(b))' },
  { value: 'section125', label: 'Pre-tax benefits (health, dental, vision, FSA, HSA)' },
  { value: 'postTax', label: 'After-tax (Roth 401(k), garnishment, dues)' },
];
export const DEDUCTION_KIND_OPTIONS: readonly Option[] = [
  { value: 'fixed', label: 'Dollars per paycheck' },
  { value: 'percent', label: 'Percent of gross pay' },
];

/** All 50 states and DC, by name. */
export const STATE_OPTIONS: readonly Option[] = [...STATE_CODES]
  .map((code) => ({ value: code, label: STATE_INCOME_TAX_2026[code].name }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const ARIZONA_RATE_OPTIONS: readonly Option[] = [
  { value: '', label: 'No Form A-4 filed (2.0 % default)' },
  ...ARIZONA_A4_2026.electionRates.map((rate) => {
    const percent = (Math.round(rate * 1000) / 10).toFixed(1);
    return { value: percent, label: `${percent} %` };
  }),
];

export const MARYLAND_COUNTY_OPTIONS: readonly Option[] = [
  { value: '', label: `Not sure (${(MARYLAND_COUNTY_TAX_2026.defaultUnknownCounty * 100).toFixed(2)} % default rate)` },
  ...Object.keys(MARYLAND_COUNTY_TAX_2026.counties).map((county) => ({ value: county, label: county })),
  { value: 'nonresident', label: 'Not a Maryland resident' },
];

export const STEPS = [
  { id: 'earnings', label: 'Earnings', heading: 'Step 1: Pay details' },
  { id: 'federal', label: 'Federal Taxes', heading: 'Step 2: Federal taxes (Form W-4)' },
  { id: 'state', label: 'State Taxes', heading: 'Step 3: State taxes' },
  { id: 'review', label: 'Review', heading: 'Review: your paycheck' },
] as const;
export type StepIndex = 0 | 1 | 2 | 3;

const STEP_FIELDS: readonly (readonly string[])[] = [
  ['payFrequency', 'payType', 'payMethod', 'amount', 'hoursWorked', 'overtimeType', 'overtimeHours', 'overtimeAmount', 'payDate', 'ytdWages', 'deductions'],
  ['useOldW4', 'isNonresidentAlien', 'filingStatus', 'multipleJobs', 'dependentAmount', 'otherIncomeAmount', 'deductionAmount', 'additionalWithholding', 'exemptFederalIncomeTax', 'exemptSocialSecurityTax', 'exemptMedicareTax', 'allowances'],
  [
    'state',
    'stateFilingStatus',
    'stateAllowances',
    'stateDependents',
    'stateAdditionalWithholding',
    'stateExempt',
    'arizonaRate',
    'marylandCounty',
    'connecticutCode',
    'illinoisAdditionalAllowances',
    'indianaCounty',
    'westVirginiaOneEarner',
  ],
];

/** The step (0, 1 or 2) an error key belongs to ('deductions.0.amount' → 0). */
export function stepOfField(key: string): 0 | 1 | 2 {
  const base = key.split('.')[0] ?? key;
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(base));
  return index === 1 ? 1 : index === 2 ? 2 : 0;
}

export function errorsForStep(errors: NetPayFormErrors, step: 0 | 1 | 2): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => stepOfField(key) === step));
}

/**
 * The step 3 inputs only one state's certificate has, each with its state: shown for that state
 * only. (Arizona's A-4 rate is not here: it also turns the other certificate inputs off.)
 */
const SINGLE_STATE_FIELDS = {
  marylandCounty: 'MD',
  connecticutCode: 'CT',
  illinoisAdditionalAllowances: 'IL',
  indianaCounty: 'IN',
  westVirginiaOneEarner: 'WV',
} as const satisfies Partial<Record<FieldName, StateCode>>;
type SingleStateField = keyof typeof SINGLE_STATE_FIELDS;

const isSingleStateField = (field: string): field is SingleStateField => Object.hasOwn(SINGLE_STATE_FIELDS, field);

/** What the chosen state's withholding can use (step 3 shows these inputs only). */
export interface StateFieldRules extends Readonly<Record<SingleStateField, boolean>> {
  readonly hasIncomeTax: boolean;
  readonly filingStatus: boolean;
  readonly allowances: boolean;
  readonly dependents: boolean;
  readonly arizonaRate: boolean;
}

export function stateFieldRules(code: string): StateFieldRules {
  const singleState = Object.fromEntries(
    Object.entries(SINGLE_STATE_FIELDS).map(([field, state]) => [field, code === state]),
  ) as Record<SingleStateField, boolean>;
  if (!isStateCode(code)) {
    return { hasIncomeTax: false, filingStatus: false, allowances: false, dependents: false, arizonaRate: false, ...singleState };
  }
  const data = STATE_INCOME_TAX_2026[code];
  const hasIncomeTax = data.type !== 'none';
  const az = code === 'AZ';
  const certificate = STATE_CERTIFICATE_FIELDS[code] ?? {};
  return {
    hasIncomeTax,
    filingStatus: hasIncomeTax && !az,
    allowances: hasIncomeTax && !az && (certificate.allowances ?? data.allowance !== null),
    dependents: hasIncomeTax && !az && (certificate.dependents ?? STATE_DEPENDENT_AMOUNT_2026[code] !== undefined),
    arizonaRate: az,
    ...singleState,
  };
}

/**
 * The counts a state's certificate asks for, where its data's allowance value does not say it:
 * the state's method uses them (true) or not (false).
 */
const STATE_CERTIFICATE_FIELDS: Partial<Record<StateCode, { readonly allowances?: boolean; readonly dependents?: boolean }>> = {
  AL: { dependents: true },
  CA: { allowances: true },
  CT: { allowances: false }, // the CT-W4 code instead
  GA: { dependents: true },
  IA: { allowances: true },
  KS: { dependents: true }, // the K-4 allowance amount comes from the status and dependents
  SC: { allowances: true },
  VA: { dependents: true }, // VA-4 dependent exemptions count with the personal ones ($930 each)
  VT: { allowances: true }, // W-4VT allowances ($5,400 a year each)
};

/**
 * What a state's own certificate calls step 3's fields, where the state's employer document names
 * them (shown as hints; the field labels stay the same for every state).
 */
export const STATE_CERTIFICATE_HINTS: Partial<
  Record<StateCode, { readonly filingStatus?: string; readonly allowances?: string; readonly dependents?: string }>
> = {
  NJ: { allowances: 'Allowances on Form NJ-W4.' },
  NC: { allowances: 'Allowances on Form NC-4.' },
  MA: { allowances: 'Exemptions on Form M-4.' },
  OR: { allowances: 'Allowances on Form OR-W-4.' },
  MN: { filingStatus: 'Form W-4MN has Single and Married; head of household withholds as Single.', allowances: 'Allowances on Form W-4MN.' },
  NY: { filingStatus: 'Form IT-2104 has Single and Married; head of household withholds as Single.', allowances: 'Allowances on Form IT-2104.' },
  ME: { allowances: 'Allowances on Form W-4ME.' },
  VA: { allowances: 'Personal exemptions on Form VA-4 (you, and your spouse if claimed).', dependents: 'Dependent exemptions on Form VA-4.' },
  CO: { filingStatus: 'Colorado uses the IRS Form W-4 status: married filing jointly, or any other.' },
  MO: { filingStatus: 'Form MO W-4: Married means the spouse does not work; choose Single when the spouse works.' },
  UT: { filingStatus: 'Utah uses the IRS Form W-4 status; it has no state certificate or allowances.' },
  WI: { allowances: 'Exemptions on Form WT-4.' },
  OH: { allowances: 'Exemptions on Ohio Form IT 4.' },
  AL: {
    filingStatus: 'Form A-4: Married is married filing jointly, Head of household is head of family (married filing separately and the "0" status are not offered).',
    dependents: 'Dependents on Form A-4.',
  },
  AR: { filingStatus: 'Arkansas withholds the same for every status.', allowances: 'Exemptions on Form AR4EC ($29 a year each).' },
  CA: { allowances: 'Regular withholding allowances on Form DE 4.' },
  CT: { filingStatus: 'Gives the Form CT-W4 code when none is chosen below: Single F, Married C, Head of household B.' },
  DE: { filingStatus: 'Delaware has Single and Married filing jointly; head of household withholds as Single.', allowances: 'Allowances on the Delaware certificate ($110 a year each).' },
  DC: { filingStatus: 'The District uses one table for every status.', allowances: 'Allowances on Form D-4.' },
  GA: {
    filingStatus: 'Form G-4: Married is married filing jointly with one spouse working; choose Single when both spouses work or when filing separately.',
    dependents: 'Dependent allowances on Form G-4.',
  },
  HI: { filingStatus: 'Form HW-4 has Single and Married; head of household withholds as Single.', allowances: 'Allowances on Form HW-4.' },
  IA: {
    filingStatus: 'IA W-4: Married is married filing jointly with a spouse without income; choose Single when the spouse has income.',
    allowances: 'Allowances on the IA W-4 ($40 a year each).',
  },
  KS: { filingStatus: 'Form K-4: Single (head of household adds its allowance) or Married filing jointly.', dependents: 'Dependents on Form K-4.' },
  LA: { filingStatus: 'Form L-4: Single is the $12,500 deduction; Married and Head of household the $25,000 one.' },
  MD: { filingStatus: 'Form MW507: head of household withholds as married filing jointly.', allowances: 'Exemptions on Form MW507.' },
  IL: { filingStatus: 'Illinois withholds the same for every status.', allowances: 'Basic allowances on Form IL-W-4, line 1 ($2,925 a year each).' },
  IN: {
    filingStatus: 'Indiana withholds the same for every status.',
    allowances: 'Personal exemptions on Form WH-4 ($1,000 a year each: you, your spouse, age 65 or older, blind).',
    dependents: 'Dependent exemptions on Form WH-4 ($1,500 a year each; count an adopted child, $3,000, twice).',
  },
  MI: { filingStatus: 'Michigan withholds the same for every status.', allowances: 'Personal and dependent exemptions on Form MI-W4 ($5,900 a year each).' },
  MS: {
    filingStatus:
      'Form 89-350: Married is married with the spouse not employed ($12,000 exemption); choose Single when the spouse works (half the $12,000). Head of household is head of family.',
    dependents: 'Dependents, and age 65 or older or blind, on Form 89-350 ($1,500 a year each; for head of family, not the dependent who qualifies the status).',
  },
  MT: { filingStatus: 'Form MW-4: married filing jointly with both spouses working withholds as Single. Montana has no allowances.' },
  NE: { filingStatus: 'Form W-4N has Single and Married; head of household withholds as Single.', allowances: 'Allowances on Form W-4N ($2,440 a year each).' },
  NM: { filingStatus: 'New Mexico uses the IRS Form W-4 status; it has no allowances.' },
  ND: { filingStatus: 'North Dakota has no state certificate: it withholds on the federal Form W-4 (Step 1(c) status, or the allowances of a W-4 from 2019 or earlier).' },
  OK: {
    filingStatus: 'Form OK-W-4 has Single and Married; "Married, but withhold at higher Single rate" and head of household withhold as Single.',
    allowances: 'Allowances on Form OK-W-4 ($1,000 a year each).',
  },
  PA: { filingStatus: 'Pennsylvania withholds 3.07 % of compensation for every status.' },
  RI: { filingStatus: 'Rhode Island withholds on one table for every status.', allowances: 'Allowances on Form RI W-4 ($1,000 a year each; none over $290,800 a year).' },
  SC: { filingStatus: 'South Carolina withholds the same for every status.', allowances: 'Allowances on the SC W-4 ($5,000 a year each).' },
  VT: { filingStatus: 'Form W-4VT has Single and Married; head of household withholds as Single.', allowances: 'Allowances on Form W-4VT.' },
  WV: { filingStatus: 'West Virginia withholds the same for every status; line 5 of Form IT-104 picks the table.', allowances: 'Exemptions on Form IT-104.' },
};

/** Indiana counties (Form WH-4), with blank for none: no county tax. */
export const INDIANA_COUNTY_OPTIONS: readonly Option[] = [
  { value: '', label: 'Not given (no county tax withheld)' },
  ...Object.keys(INDIANA_COUNTY_TAX_2026).map((county) => ({ value: county, label: county })),
];

/** Form CT-W4 line 1 codes (TPG-211), with blank for the code the filing status gives. */
export const CONNECTICUT_CODE_OPTIONS: readonly Option[] = [
  { value: '', label: 'From the state filing status (Single F, Married C, Head of household B)' },
  { value: 'A', label: 'A: married filing jointly, both spouses working (up to $100,500 together), or filing separately' },
  { value: 'B', label: 'B: head of household' },
  { value: 'C', label: 'C: married filing jointly, spouse not working' },
  { value: 'D', label: 'D: no exemption or credit' },
  { value: 'E', label: 'E: no withholding needed' },
  { value: 'F', label: 'F: single' },
];

/** What leaving the allowances field blank means for the state (its own rule where it has one). */
export function blankAllowancesHint(code: string): string {
  const rule = isStateCode(code) ? STATE_DEFAULT_ALLOWANCES[code] : undefined;
  if (rule) return `Leave blank for ${rule.allowances}, the state's rule when the employee gave no certificate.`;
  return 'Leave blank for the usual 1 (2 when married).';
}

/** Whether a field shows for the current answers (which fields apply to the answers given). */
export function isFieldVisible(values: NetPayFormState, field: FieldName): boolean {
  const hourly = values.payType === 'hourly';
  const oldW4 = values.useOldW4 === 'yes';
  const state = stateFieldRules(values.state);
  if (isSingleStateField(field)) return state[field];
  switch (field) {
    case 'payMethod':
      return !hourly;
    case 'hoursWorked':
    case 'overtimeType':
    case 'overtimeHours':
    case 'overtimeAmount':
      return hourly;
    case 'allowances':
      return oldW4;
    case 'multipleJobs':
    case 'dependentAmount':
    case 'otherIncomeAmount':
    case 'deductionAmount':
      return !oldW4;
    case 'stateFilingStatus':
      return state.filingStatus;
    case 'stateAllowances':
      return state.allowances;
    case 'stateDependents':
      return state.dependents;
    case 'stateAdditionalWithholding':
    case 'stateExempt':
      return state.hasIncomeTax;
    case 'arizonaRate':
      return state.arizonaRate;
    default:
      return true;
  }
}

/** The engine's raw values: a field that is not shown takes its default, so it can never block. */
export function toEngineValues(values: NetPayFormState): NetPayFormValues {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(INITIAL_FORM) as (keyof NetPayFormState)[]) {
    if (key === 'deductions') continue;
    out[key] = isFieldVisible(values, key) ? values[key] : INITIAL_FORM[key];
  }
  out['deductions'] = values.deductions.map(({ label, treatment, kind, amount }) => ({ label, treatment, kind, amount }));
  return out as NetPayFormValues;
}

export type CalculationOutcome =
  | { readonly ok: true; readonly result: PaycheckResult; readonly payDate: string | null }
  | { readonly ok: false; readonly errors: NetPayFormErrors };

/** Validates the whole form and, when it is complete, runs the engine. */
export function calculateFromForm(values: NetPayFormState): CalculationOutcome {
  const parsed = parseNetPayForm(toEngineValues(values));
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return { ok: true, result: calculatePaycheck(parsed.input), payDate: parsed.payDate };
}

/** Errors of one step only (later steps' empty selects do not block an earlier step). */
export function validateStep(values: NetPayFormState, step: 0 | 1 | 2): Record<string, string> {
  const parsed = parseNetPayForm(toEngineValues(values));
  return parsed.ok ? {} : errorsForStep(parsed.errors, step);
}

/** Label of the amount field, which depends on how the employee is paid. */
export function amountLabel(values: Pick<NetPayFormState, 'payType' | 'payMethod'>): string {
  if (values.payType === 'hourly') return 'Hourly rate';
  return values.payMethod === 'perPeriod' ? 'Salary per pay period' : 'Annual salary';
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  payFrequency: 'Pay frequency',
  payType: 'Pay type',
  payMethod: 'Salary basis',
  hoursWorked: 'Hours worked',
  overtimeType: 'Overtime type',
  overtimeHours: 'Overtime hours',
  overtimeAmount: 'Overtime pay',
  payDate: 'Pay date',
  ytdWages: 'Wages paid so far this year',
  deductions: 'Deductions',
  useOldW4: 'Form W-4 from 2019 or earlier',
  isNonresidentAlien: 'Nonresident alien',
  filingStatus: 'Filing status',
  multipleJobs: 'Multiple jobs (Step 2)',
  dependentAmount: 'Dependents amount (Step 3)',
  otherIncomeAmount: 'Other income (Step 4a)',
  deductionAmount: 'Deductions (Step 4b)',
  additionalWithholding: 'Extra withholding (Step 4c)',
  exemptFederalIncomeTax: 'Exempt from federal income tax',
  exemptSocialSecurityTax: 'Exempt from Social Security',
  exemptMedicareTax: 'Exempt from Medicare',
  allowances: 'Allowances',
  state: 'State',
  stateFilingStatus: 'State filing status',
  stateAllowances: 'State allowances',
  stateDependents: 'State dependents',
  stateAdditionalWithholding: 'Extra state withholding',
  stateExempt: 'Exempt from state income tax',
  arizonaRate: 'Arizona Form A-4 rate',
  marylandCounty: 'Maryland county',
  connecticutCode: 'Connecticut Form CT-W4 code',
  illinoisAdditionalAllowances: 'Illinois IL-W-4 additional allowances',
  indianaCounty: 'Indiana county',
  westVirginiaOneEarner: 'West Virginia Form IT-104 line 5',
};

/** A readable name for an error key, for the error summary. */
export function fieldLabel(key: string, values: Pick<NetPayFormState, 'payType' | 'payMethod'>): string {
  if (key === 'amount') return amountLabel(values);
  const deduction = /^deductions\.(\d+)\.(\w+)$/.exec(key);
  if (deduction) return `Deduction ${Number(deduction[1]) + 1}: ${deduction[2] === 'treatment' ? 'type' : deduction[2] === 'kind' ? 'amount kind' : 'amount'}`;
  return FIELD_LABELS[key] ?? key;
}

/** DOM id of a field's control, so the error summary can link to it. */
export function fieldDomId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/\./g, '-')}`;
}
