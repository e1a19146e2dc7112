// Rows of the result table and the segments of the breakdown bar, from the engine's result.
// Amounts taken out of gross pay are negative (shown in parentheses).
import type { PaycheckAmounts, PaycheckResult } from '../engine/index.ts';

export type RowKind = 'income' | 'subtotal' | 'deduction' | 'tax' | 'total' | 'net';

export interface BreakdownRow {
  readonly key: string;
  readonly label: string;
  readonly kind: RowKind;
  readonly perPeriodCents: number;
  readonly annualCents: number;
}

const TREATMENT_LABEL = { retirement: 'pre-tax retirement', section125: 'pre-tax benefits', postTax: 'after-tax' } as const;

export function breakdownRows(result: PaycheckResult): BreakdownRow[] {
  const p = result.perPeriod;
  const a = result.annual;
  const rows: BreakdownRow[] = [];
  const row = (key: string, label: string, kind: RowKind, pick: (x: PaycheckAmounts) => number, sign = 1) =>
    rows.push({ key, label, kind, perPeriodCents: sign * pick(p), annualCents: sign * pick(a) });

  if (p.overtimePayCents > 0) {
    row('regular', 'Regular pay', 'income', (x) => x.regularPayCents);
    row('overtime', 'Overtime pay', 'income', (x) => x.overtimePayCents);
  }
  row('gross', 'Gross pay', 'subtotal', (x) => x.grossPayCents);
  p.preTaxDeductions.forEach((line, index) => {
    rows.push({
      key: `pre-${index}`,
      label: `${line.label} (${TREATMENT_LABEL[line.treatment]})`,
      kind: 'deduction',
      perPeriodCents: -line.cents,
      annualCents: -(a.preTaxDeductions[index]?.cents ?? 0),
    });
  });
  row('federal', 'Federal income tax', 'tax', (x) => x.federalIncomeTaxCents, -1);
  row('socialSecurity', 'Social Security (6.2 %)', 'tax', (x) => x.socialSecurityCents, -1);
  row('medicare', 'Medicare (1.45 %)', 'tax', (x) => x.medicareCents, -1);
  row('additionalMedicare', 'Additional Medicare (0.9 % over $200,000)', 'tax', (x) => x.additionalMedicareCents, -1);
  row('state', `${result.state.name} income tax`, 'tax', (x) => x.stateIncomeTaxCents, -1);
  if (p.localIncomeTaxCents > 0 || a.localIncomeTaxCents > 0) {
    row('local', `${result.state.name} county tax`, 'tax', (x) => x.localIncomeTaxCents, -1);
  }
  p.stateAssessments.forEach((line, index) => {
    rows.push({
      key: `assessment-${index}`,
      label: `${result.state.name}: ${line.name}`,
      kind: 'tax',
      perPeriodCents: -line.cents,
      annualCents: -(a.stateAssessments[index]?.cents ?? 0),
    });
  });
  row('totalTaxes', 'Total taxes', 'total', (x) => x.totalTaxesCents, -1);
  p.postTaxDeductions.forEach((line, index) => {
    rows.push({
      key: `post-${index}`,
      label: `${line.label} (${TREATMENT_LABEL[line.treatment]})`,
      kind: 'deduction',
      perPeriodCents: -line.cents,
      annualCents: -(a.postTaxDeductions[index]?.cents ?? 0),
    });
  });
  row('net', 'Net pay', 'net', (x) => x.netPayCents);
  return rows;
}

export interface Segment {
  readonly key: 'net' | 'federal' | 'fica' | 'state' | 'deductions';
  readonly label: string;
  readonly cents: number;
}

/** Where one paycheck's gross pay goes: net pay, federal tax, FICA, state and local, deductions. */
export function paycheckSegments(p: PaycheckAmounts): Segment[] {
  const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);
  return [
    { key: 'net', label: 'Net pay', cents: p.netPayCents },
    { key: 'federal', label: 'Federal income tax', cents: p.federalIncomeTaxCents },
    { key: 'fica', label: 'Social Security and Medicare', cents: p.socialSecurityCents + p.medicareCents + p.additionalMedicareCents },
    {
      key: 'state',
      label: 'State and local taxes',
      cents: p.stateIncomeTaxCents + p.localIncomeTaxCents + sum(p.stateAssessments.map((l) => l.cents)),
    },
    { key: 'deductions', label: 'Deductions', cents: p.totalDeductionsCents },
  ];
}
