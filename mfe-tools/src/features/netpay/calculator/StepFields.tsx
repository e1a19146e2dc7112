// The inputs of each step. They only render the form state they are given and report changes;
// the rules (defaults, show/hide, validation) live in netPayForm.ts.
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { FieldRow, NumberField, RadioGroup, SelectField } from '../../../ui/fields.tsx';
import { STATE_INCOME_TAX_2026, isStateCode } from '../engine/index.ts';
import {
  ARIZONA_RATE_OPTIONS,
  CONNECTICUT_CODE_OPTIONS,
  DEDUCTION_KIND_OPTIONS,
  DEDUCTION_TREATMENT_OPTIONS,
  FILING_STATUS_OPTIONS,
  INDIANA_COUNTY_OPTIONS,
  MARYLAND_COUNTY_OPTIONS,
  OVERTIME_TYPE_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_METHOD_OPTIONS,
  PAY_TYPE_OPTIONS,
  STATE_CERTIFICATE_HINTS,
  STATE_FILING_OPTIONS,
  STATE_OPTIONS,
  YES_NO_OPTIONS,
  amountLabel,
  blankAllowancesHint,
  isFieldVisible,
  stateFieldRules,
  type DeductionRow,
  type FieldName,
  type NetPayFormState,
  type Option,
} from './netPayForm.ts';

export interface StepFieldsProps {
  values: NetPayFormState;
  errors: Readonly<Record<string, string>>;
  onChange(field: FieldName, value: string): void;
  onDeductionsChange?(rows: readonly DeductionRow[]): void;
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const SubFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.red};
`;

const amountHint = (values: NetPayFormState) =>
  values.payType === 'hourly' ? 'Dollars per hour, for example 25.50.' : 'Before taxes and deductions, in dollars and cents.';

export function EarningsFields({ values, errors, onChange, onDeductionsChange }: StepFieldsProps) {
  const show = (field: FieldName) => isFieldVisible(values, field);
  return (
    <Group>
      <FieldRow>
        <SelectField
          label="Pay frequency"
          name="payFrequency"
          value={values.payFrequency}
          placeholder="Select how often"
          options={PAY_FREQUENCY_OPTIONS}
          onValueChange={(v) => onChange('payFrequency', v)}
          error={errors['payFrequency']}
          required
        />
        <TextField
          label="Pay date"
          type="date"
          name="payDate"
          value={values.payDate}
          onValueChange={(v) => onChange('payDate', v)}
          error={errors['payDate'] ?? null}
          hint="Optional. Where a state changed its withholding tables during 2026 (Ohio, Idaho, Utah, Georgia), the pay date picks the table in force."
        />
      </FieldRow>
      <RadioGroup legend="Pay type" name="payType" value={values.payType} options={PAY_TYPE_OPTIONS} onValueChange={(v) => onChange('payType', v)} error={errors['payType']} />
      {show('payMethod') ? (
        <RadioGroup
          legend="Salary is given"
          name="payMethod"
          value={values.payMethod}
          options={PAY_METHOD_OPTIONS}
          onValueChange={(v) => onChange('payMethod', v)}
          error={errors['payMethod']}
        />
      ) : null}
      <FieldRow>
        <NumberField
          label={amountLabel(values)}
          name="amount"
          value={values.amount}
          step="0.01"
          prefix="$"
          onValueChange={(v) => onChange('amount', v)}
          error={errors['amount']}
          hint={amountHint(values)}
          required
        />
        {show('hoursWorked') ? (
          <NumberField
            label="Hours worked this pay period"
            name="hoursWorked"
            value={values.hoursWorked}
            step="0.5"
            onValueChange={(v) => onChange('hoursWorked', v)}
            error={errors['hoursWorked']}
            hint="Regular hours, in steps of 0.5."
            required
          />
        ) : null}
      </FieldRow>
      {show('overtimeType') ? (
        <SubFieldset>
          <legend>Overtime</legend>
          <RadioGroup
            legend="Overtime rate"
            name="overtimeType"
            value={values.overtimeType}
            options={OVERTIME_TYPE_OPTIONS}
            onValueChange={(v) => onChange('overtimeType', v)}
            error={errors['overtimeType']}
          />
          <FieldRow>
            <NumberField
              label="Overtime hours"
              name="overtimeHours"
              value={values.overtimeHours}
              step="0.5"
              onValueChange={(v) => onChange('overtimeHours', v)}
              error={errors['overtimeHours']}
              hint="Leave blank when there is none."
            />
            <NumberField
              label="Overtime pay (optional)"
              name="overtimeAmount"
              value={values.overtimeAmount}
              step="0.01"
              prefix="$"
              onValueChange={(v) => onChange('overtimeAmount', v)}
              error={errors['overtimeAmount']}
              hint="When known, replaces hours × rate × 1.5 (or 2)."
            />
          </FieldRow>
        </SubFieldset>
      ) : null}
      <SubFieldset>
        <legend>Deductions and year to date (optional)</legend>
        <DeductionsEditor rows={values.deductions} errors={errors} onChange={onDeductionsChange ?? (() => {})} />
        <NumberField
          label="Wages paid so far this year"
          name="ytdWages"
          value={values.ytdWages}
          step="0.01"
          prefix="$"
          onValueChange={(v) => onChange('ytdWages', v)}
          error={errors['ytdWages']}
          hint="Social Security and Medicare wages from this employer before this paycheck; it sets when the wage base and the 0.9 % threshold are reached."
        />
      </SubFieldset>
    </Group>
  );
}

let nextDeductionId = 0;

export function DeductionsEditor({
  rows,
  errors,
  onChange,
}: {
  rows: readonly DeductionRow[];
  errors: Readonly<Record<string, string>>;
  onChange(rows: readonly DeductionRow[]): void;
}) {
  const update = (index: number, patch: Partial<DeductionRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Group>
      {rows.length === 0 ? <p>No deductions: add 401(k), health insurance or other amounts taken from the paycheck.</p> : null}
      {rows.map((row, index) => (
        <SubFieldset key={row.id}>
          <legend>Deduction {index + 1}</legend>
          <FieldRow>
            <FieldLabelled label="Name" name={`deductions.${index}.label`} value={row.label} onValueChange={(v) => update(index, { label: v })} />
            <SelectField
              label="How it is taxed"
              name={`deductions.${index}.treatment`}
              value={row.treatment}
              options={DEDUCTION_TREATMENT_OPTIONS}
              onValueChange={(v) => update(index, { treatment: v })}
              error={errors[`deductions.${index}.treatment`]}
            />
            <SelectField
              label="Amount is"
              name={`deductions.${index}.kind`}
              value={row.kind}
              options={DEDUCTION_KIND_OPTIONS}
              onValueChange={(v) => update(index, { kind: v })}
              error={errors[`deductions.${index}.kind`]}
            />
            <NumberField
              label={row.kind === 'percent' ? 'Percent of gross pay' : 'Dollars per paycheck'}
              name={`deductions.${index}.amount`}
              value={row.amount}
              step="0.01"
              prefix={row.kind === 'percent' ? undefined : '$'}
              onValueChange={(v) => update(index, { amount: v })}
              error={errors[`deductions.${index}.amount`]}
            />
          </FieldRow>
          <div>
            <Button type="button" $variant="ghost" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Remove deduction {index + 1}
            </Button>
          </div>
        </SubFieldset>
      ))}
      {errors['deductions'] ? <ErrorText>{errors['deductions']}</ErrorText> : null}
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            nextDeductionId += 1;
            onChange([...rows, { id: `d${nextDeductionId}`, label: '', treatment: 'retirement', kind: 'fixed', amount: '' }]);
          }}
        >
          Add a deduction
        </Button>
      </div>
    </Group>
  );
}

function FieldLabelled({ label, name, value, onValueChange }: { label: string; name: string; value: string; onValueChange(v: string): void }) {
  return <TextField label={label} name={name} value={value} onValueChange={onValueChange} hint="For example 401(k)." />;
}

export function FederalFields({ values, errors, onChange }: StepFieldsProps) {
  const show = (field: FieldName) => isFieldVisible(values, field);
  const yesNo = (field: FieldName, legend: string, hint?: string) => (
    <RadioGroup legend={legend} name={field} value={values[field]} options={YES_NO_OPTIONS} onValueChange={(v) => onChange(field, v)} error={errors[field]} hint={hint} />
  );
  return (
    <Group>
      {yesNo('useOldW4', 'Is the employee using a Form W-4 from 2019 or earlier?')}
      {yesNo('isNonresidentAlien', 'Is the employee a nonresident alien?')}
      <SelectField
        label="Filing status"
        name="filingStatus"
        value={values.filingStatus}
        placeholder="Select a filing status"
        options={FILING_STATUS_OPTIONS}
        onValueChange={(v) => onChange('filingStatus', v)}
        error={errors['filingStatus']}
        hint={show('allowances') ? 'A W-4 from 2019 or earlier has single or married only.' : 'Form W-4, Step 1(c).'}
        required
      />
      {show('allowances') ? (
        <NumberField
          label="Withholding allowances"
          name="allowances"
          value={values.allowances}
          step="1"
          onValueChange={(v) => onChange('allowances', v)}
          error={errors['allowances']}
          hint="Line 5 of the old Form W-4."
        />
      ) : null}
      {show('multipleJobs') ? yesNo('multipleJobs', 'Multiple jobs or spouse works (Step 2 box checked)?') : null}
      {show('dependentAmount') ? (
        <FieldRow>
          <NumberField label="Claim dependents (Step 3)" name="dependentAmount" value={values.dependentAmount} step="0.01" prefix="$" onValueChange={(v) => onChange('dependentAmount', v)} error={errors['dependentAmount']} hint="Annual amount." />
          <NumberField label="Other income (Step 4a)" name="otherIncomeAmount" value={values.otherIncomeAmount} step="0.01" prefix="$" onValueChange={(v) => onChange('otherIncomeAmount', v)} error={errors['otherIncomeAmount']} hint="Annual amount." />
          <NumberField label="Deductions (Step 4b)" name="deductionAmount" value={values.deductionAmount} step="0.01" prefix="$" onValueChange={(v) => onChange('deductionAmount', v)} error={errors['deductionAmount']} hint="Annual amount." />
        </FieldRow>
      ) : null}
      <NumberField
        label={show('allowances') ? 'Additional withholding (line 6)' : 'Extra withholding (Step 4c)'}
        name="additionalWithholding"
        value={values.additionalWithholding}
        step="0.01"
        prefix="$"
        onValueChange={(v) => onChange('additionalWithholding', v)}
        error={errors['additionalWithholding']}
        hint="Per paycheck."
      />
      <SubFieldset>
        <legend>Exemptions</legend>
        {yesNo('exemptFederalIncomeTax', 'Exempt from federal income tax withholding?')}
        {yesNo('exemptSocialSecurityTax', 'Exempt from Social Security tax?')}
        {yesNo('exemptMedicareTax', 'Exempt from Medicare tax?')}
      </SubFieldset>
    </Group>
  );
}

export function StateFields({ values, errors, onChange }: StepFieldsProps) {
  const rules = stateFieldRules(values.state);
  const data = isStateCode(values.state) ? STATE_INCOME_TAX_2026[values.state] : null;
  const certificate = isStateCode(values.state) ? (STATE_CERTIFICATE_HINTS[values.state] ?? {}) : {};
  const estimate = data ? data.confidence !== 'high' || data.valuesYear !== 2026 || data.unverified.length > 0 : false;
  // The selects only some states show (A-4 rate, filing status, CT-W4 code, Maryland and Indiana county).
  const stateSelect = (field: FieldName, label: string, options: readonly Option[], hint?: string) => (
    <SelectField label={label} name={field} value={values[field]} options={options} onValueChange={(v) => onChange(field, v)} error={errors[field]} hint={hint} />
  );
  // The counts of the state certificate (allowances, dependents, Illinois line 2 allowances).
  const stateCount = (field: FieldName, label: string, hint: string) => (
    <NumberField label={label} name={field} value={values[field]} step="1" onValueChange={(v) => onChange(field, v)} error={errors[field]} hint={hint} />
  );
  return (
    <Group>
      <SelectField
        label="State where the employee works"
        name="state"
        value={values.state}
        placeholder="Select a state"
        options={STATE_OPTIONS}
        onValueChange={(v) => onChange('state', v)}
        error={errors['state']}
        required
      />
      {data && !rules.hasIncomeTax ? <SuccessBanner>{data.name} has no state income tax on wages. {data.note}</SuccessBanner> : null}
      {data && rules.hasIncomeTax && estimate ? (
        <p>
          {data.name}: some figures are estimates ({data.confidence} confidence{data.valuesYear !== 2026 ? `, ${data.valuesYear} values` : ''}). The
          review says which.
        </p>
      ) : null}
      {rules.arizonaRate
        ? stateSelect(
            'arizonaRate',
            'Arizona Form A-4 withholding rate',
            ARIZONA_RATE_OPTIONS,
            'The percentage of gross taxable wages the employee chose on Form A-4 (box 1). For the box 3 zero election, answer Yes to exempt below.',
          )
        : null}
      {rules.filingStatus
        ? stateSelect('stateFilingStatus', 'State filing status', STATE_FILING_OPTIONS, certificate.filingStatus ?? 'As on the state withholding certificate.')
        : null}
      {rules.connecticutCode
        ? stateSelect('connecticutCode', 'Connecticut Form CT-W4 withholding code', CONNECTICUT_CODE_OPTIONS, "Line 1 of the employee's Form CT-W4.")
        : null}
      {rules.westVirginiaOneEarner ? (
        <RadioGroup
          legend="West Virginia Form IT-104 line 5: one earner, one job (withhold at the lower rate)?"
          name="westVirginiaOneEarner"
          value={values.westVirginiaOneEarner}
          options={YES_NO_OPTIONS}
          onValueChange={(v) => onChange('westVirginiaOneEarner', v)}
          error={errors['westVirginiaOneEarner']}
          hint="Single, head of household, or married with a spouse not working, and only one job. No: the two-earner table, which West Virginia uses for everyone else."
        />
      ) : null}
      {rules.allowances || rules.dependents || rules.illinoisAdditionalAllowances ? (
        <FieldRow>
          {rules.allowances
            ? stateCount(
                'stateAllowances',
                'State allowances or exemptions',
                `${certificate.allowances ? `${certificate.allowances} ` : ''}${blankAllowancesHint(values.state)}`,
              )
            : null}
          {rules.dependents ? stateCount('stateDependents', 'State dependents', certificate.dependents ?? 'Dependents claimed on the state certificate.') : null}
          {rules.illinoisAdditionalAllowances
            ? stateCount(
                'illinoisAdditionalAllowances',
                'Illinois Form IL-W-4 additional allowances',
                'Line 2 of Form IL-W-4 ($1,000 a year each: age 65 or older, blind, and deductions). Leave blank for 0.',
              )
            : null}
        </FieldRow>
      ) : null}
      {rules.marylandCounty ? stateSelect('marylandCounty', 'Maryland county of residence', MARYLAND_COUNTY_OPTIONS) : null}
      {rules.indianaCounty
        ? stateSelect(
            'indianaCounty',
            'Indiana county on January 1',
            INDIANA_COUNTY_OPTIONS,
            'Form WH-4: the county where the employee lived on January 1, or, for someone living outside Indiana, the county of the main place of work then.',
          )
        : null}
      {rules.hasIncomeTax ? (
        <>
          <NumberField
            label="Extra state withholding"
            name="stateAdditionalWithholding"
            value={values.stateAdditionalWithholding}
            step="0.01"
            prefix="$"
            onValueChange={(v) => onChange('stateAdditionalWithholding', v)}
            error={errors['stateAdditionalWithholding']}
            hint="Per paycheck."
          />
          <RadioGroup
            legend="Exempt from state income tax withholding?"
            name="stateExempt"
            value={values.stateExempt}
            options={YES_NO_OPTIONS}
            onValueChange={(v) => onChange('stateExempt', v)}
            error={errors['stateExempt']}
          />
        </>
      ) : null}
    </Group>
  );
}
