// Exact money arithmetic. Amounts are integer cents; rates are decimal literals turned into exact
// fractions, so 0.0495 is 495/10000 and never a binary float. Products are kept as fractions and
// rounded once, half up (to the nearest cent, .5 away from zero), where Pub 15-T rounds.

/** An exact fraction n/d with d > 0. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const TEN = 10n;

/** Parses a finite decimal (number or string like "0.0495", "-12.5", "1e-3") into an exact fraction. */
export function decimal(value: number | string): Fraction {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not a decimal: ${text}`);
  const sign = match[1] === '-' ? -1n : 1n;
  const whole = match[2] === '' ? '0' : (match[2] ?? '0');
  const frac = match[3] ?? '';
  const n = BigInt(whole + frac) * sign;
  const d = TEN ** BigInt(frac.length);
  return { n, d };
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Expand exponent notation (e.g. 1e-7) without going through binary floating point.
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '');
  const [intPart = '0', fracPart = ''] = digits.split('.');
  const all = intPart + fracPart;
  const point = intPart.length + exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${all}`;
  else if (point >= all.length) out = all + '0'.repeat(point - all.length);
  else out = `${all.slice(0, point)}.${all.slice(point)}`;
  return negative ? `-${out}` : out;
}

export function frac(n: bigint, d: bigint = 1n): Fraction {
  if (d === 0n) throw new RangeError('Division by zero');
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export function fromCents(cents: number): Fraction {
  assertCents(cents);
  return { n: BigInt(cents), d: 1n };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.n, a.d * b.d);
}

export function divInt(a: Fraction, divisor: number): Fraction {
  if (!Number.isInteger(divisor) || divisor === 0) throw new RangeError(`Bad divisor: ${divisor}`);
  return frac(a.n, a.d * BigInt(divisor));
}

export function compare(a: Fraction, b: Fraction): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function max0(a: Fraction): Fraction {
  return a.n < 0n ? { n: 0n, d: 1n } : a;
}

export function minF(a: Fraction, b: Fraction): Fraction {
  return compare(a, b) <= 0 ? a : b;
}

/** Rounds a fraction of cents to whole cents, half away from zero. */
export function roundCents(a: Fraction): number {
  const negative = a.n < 0n;
  const abs = negative ? -a.n : a.n;
  const q = abs / a.d;
  const r = abs % a.d;
  const rounded = r * 2n >= a.d ? q + 1n : q;
  const result = Number(negative ? -rounded : rounded);
  assertCents(result);
  return result;
}

/** A fraction of cents rounded to the nearest whole dollar (half up), in cents: for states whose documents round so. */
export function roundWholeDollars(cents: Fraction): number {
  return roundCents(divInt(cents, 100)) * 100;
}

/** cents × rate, rounded to the cent (half up). */
export function centsTimesRate(cents: number, rate: number): number {
  return roundCents(mul(fromCents(cents), decimal(rate)));
}

/** A dollar figure from the tax data (e.g. 192979.25) as exact cents. */
export function dollarsToCents(dollars: number): number {
  const f = mul(decimal(dollars), { n: 100n, d: 1n });
  if (f.n % f.d !== 0n) throw new RangeError(`${dollars} has fractions of a cent`);
  return Number(f.n / f.d);
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer number of cents: ${cents}`);
}
