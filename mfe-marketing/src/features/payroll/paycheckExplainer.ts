// Figures of the paycheck explainer: the employee's share of FICA taxes and the
// worked example of a $1,500 weekly salary (1,500 x 52 = 78,000 a year).

export const SOCIAL_SECURITY_RATE = 0.062;
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_RATE = 0.009;
/** Wages in a calendar year above which employers withhold the additional Medicare tax (IRS). */
export const ADDITIONAL_MEDICARE_THRESHOLD = 200_000;
export const WEEKS_PER_YEAR = 52;
export const EXAMPLE_WEEKLY_SALARY = 1500;

export interface PaycheckExample {
  weeklyGross: number;
  annualGross: number;
  socialSecurity: number;
  medicare: number;
  ficaTotal: number;
  annualSocialSecurity: number;
  annualMedicare: number;
  afterFica: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function paycheckExample(weeklyGross: number = EXAMPLE_WEEKLY_SALARY): PaycheckExample {
  const socialSecurity = cents(weeklyGross * SOCIAL_SECURITY_RATE);
  const medicare = cents(weeklyGross * MEDICARE_RATE);
  return {
    weeklyGross,
    annualGross: weeklyGross * WEEKS_PER_YEAR,
    socialSecurity,
    medicare,
    ficaTotal: cents(socialSecurity + medicare),
    annualSocialSecurity: cents(socialSecurity * WEEKS_PER_YEAR),
    annualMedicare: cents(medicare * WEEKS_PER_YEAR),
    afterFica: cents(weeklyGross - socialSecurity - medicare),
  };
}

export const PAY_SCHEDULES = [
  { label: 'Weekly', periods: 52 },
  { label: 'Bi-weekly', periods: 26 },
  { label: 'Semi-monthly', periods: 24 },
  { label: 'Monthly', periods: 12 },
] as const;

/** Gross pay per period for an annual salary, to the cent. */
export function grossPerPeriod(annual: number, periods: number): number {
  return cents(annual / periods);
}
