// The face text is set in until Inter arrives (after the first paint, docs/performance.md): Arial,
// or its metric twin Liberation Sans, resized per weight so lines break where Inter's will and
// nothing moves when Inter replaces it.

/** Inter's vertical metrics (units per em 2048: ascender 1984, descender 494, no line gap). */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

const REGULAR = ["local('Arial')", "local('ArialMT')", "local('Liberation Sans')", "local('LiberationSans')", "local('Helvetica')"];
const BOLD = ["local('Arial Bold')", "local('Arial-BoldMT')", "local('Liberation Sans Bold')", "local('LiberationSans-Bold')", "local('Helvetica Bold')"];

/**
 * Inter's width over Arial's at each weight range, measured over the text of the home, about,
 * bookkeeping and payroll pages set in one line (600 and heavier are against Arial Bold).
 */
const FACES = [
  { weight: '1 450', sources: REGULAR, widthRatio: 1.065 },
  { weight: '451 550', sources: REGULAR, widthRatio: 1.075 },
  { weight: '551 650', sources: BOLD, widthRatio: 1.011 },
  { weight: '651 750', sources: BOLD, widthRatio: 1.02 },
  { weight: '751 1000', sources: BOLD, widthRatio: 1.031 },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The @font-face rules of 'Inter Fallback' (size-adjust scales the overridden metrics too). */
export const fallbackFaceCss = FACES.map(
  ({ weight, sources, widthRatio }) => `@font-face {
    font-family: 'Inter Fallback';
    font-weight: ${weight};
    src: ${sources.join(', ')};
    size-adjust: ${percent(widthRatio)};
    ascent-override: ${percent(INTER_ASCENT / widthRatio)};
    descent-override: ${percent(INTER_DESCENT / widthRatio)};
    line-gap-override: 0%;
  }`,
).join('\n');
