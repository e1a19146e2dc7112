// A two-factor API for the screens' tests: one verified factor or none, codes accepted or refused.
import { vi } from 'vitest';
import { TWO_FACTOR_TEXT, type TwoFactorApi } from '../features/two-factor/twoFactorApi.ts';

export const GOOD_CODE = '123456';

export function fakeTwoFactor(state: { factor?: boolean; aal?: 'aal1' | 'aal2'; required?: boolean } = {}): TwoFactorApi {
  let enrolled = state.factor ?? false;
  let aal = state.aal ?? 'aal1';
  const check = async (code: string) => {
    if (code !== GOOD_CODE) throw new Error(TWO_FACTOR_TEXT.wrongCode);
    aal = 'aal2';
  };
  return {
    listVerifiedFactors: vi.fn(async () => (enrolled ? [{ id: 'factor-1', friendlyName: 'Authenticator app' }] : [])),
    assurance: vi.fn(async () => ({ current: aal, next: enrolled ? 'aal2' : aal })),
    verifyCode: vi.fn(async (_factorId: string, code: string) => {
      await check(code);
      enrolled = true;
    }),
    startEnrolment: vi.fn(async () => ({ factorId: 'factor-1', qrCode: 'data:image/svg+xml;utf-8,<svg></svg>', secret: 'JBSWY3DPEHPK3PXP' })),
    removeFactor: vi.fn(async (_factorId: string, code: string) => {
      await check(code);
      enrolled = false;
    }),
    needsSecondFactor: vi.fn(async () => (state.required ?? false) && aal !== 'aal2'),
  };
}
