// Net pay engine: pure, framework-free 2026 paycheck computation.
export { calculatePaycheck, grossPayPerPeriod, sumPaychecks, OVERTIME_MULTIPLIER } from './netpay.ts';
export { federalIncomeTaxWithholding, findAnnualTableRow } from './federal.ts';
export { ficaWithholding } from './fica.ts';
export { stateIncomeTaxWithholding, stateAssessments, defaultStateFilingStatus, bracketTax } from './state.ts';
export { parseNetPayForm, parseMoney, parseHours, MESSAGES, FORM_PAY_FREQUENCIES, HOURS_IN_PERIOD } from './validation.ts';
export type { NetPayFormValues, NetPayFormErrors, ParseResult, DeductionFormValues } from './validation.ts';
export * from './federal2026.ts';
export { STATE_INCOME_TAX_2026, MARYLAND_COUNTY_TAX_2026 } from './stateData2026.ts';
export { STATE_CODES, isStateCode } from './stateTypes.ts';
export type * from './stateTypes.ts';
export type * from './types.ts';
