// Inputs the engine's tests share (used by tests only).
import type { FormW4_2020 } from './types.ts';

/** Form W-4 (2020 or later): single or married filing separately, nothing else: the golden case's. */
export const singleW4: FormW4_2020 = {
  form: '2020OrLater',
  filingStatus: 'singleOrMarriedSeparately',
  multipleJobs: false,
  dependentsAmountCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
};
