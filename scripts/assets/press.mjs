// Draws a wordmark for each publication the seed's media mentions name (360 x 112 SVG, shown at
// 180 x 56), in one neutral ink so a row of them reads as a press strip, not as a set of brands.
// The fonts are the two metric families every system has (Times New Roman or Liberation Serif,
// Arial or Liberation Sans), and each line is fitted to its width (textLength), so a mark keeps
// its shape whichever of them, or whichever fallback, the browser picks. Used by art.mjs; node
// builtins only.

const SERIF = "'Times New Roman', 'Liberation Serif', Times, serif";
const SANS = "Arial, 'Liberation Sans', Helvetica, sans-serif";
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/**
 * Text set to an exact width: `x` is its left edge, `w` the width it fills. Words are sized to
 * about that width in the metric fonts, so they are barely scaled; `tracked` caps reach it by
 * letter spacing alone.
 */
const fit = (x, y, w, s, size, { font = SANS, weight = 400, fill, italic = false, tracked = false } = {}) =>
  `<text x="${x}" y="${y}" textLength="${w}" lengthAdjust="${tracked ? 'spacing' : 'spacingAndGlyphs'}" font-family="${font}" ` +
  `font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} fill="${fill}">${esc(s)}</text>`;

const mark = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="112" viewBox="0 0 360 112" role="img" aria-labelledby="t">` +
  `<title id="t">${esc(title)}</title>${body}</svg>\n`;

export function pressWordmarks(C) {
  const ink = C.graphite, soft = C.slate;
  return {
    'vegas-business-weekly': mark('Vegas Business Weekly',
      fit(20, 66, 250, 'VEGAS', 71, { weight: 800, fill: ink }) +
      `<rect x="20" y="74" width="250" height="3" fill="${ink}"/>` +
      fit(20, 100, 250, 'BUSINESS WEEKLY', 19, { weight: 600, fill: soft, tracked: true })),
    'silver-state-business-journal': mark('Silver State Business Journal',
      fit(60, 34, 240, 'THE SILVER STATE', 17, { font: SERIF, weight: 600, fill: soft, tracked: true }) +
      `<path d="M20 28 H50 M310 28 H340" stroke="${soft}" stroke-width="1.5"/>` +
      fit(15, 86, 330, 'Business Journal', 45.5, { font: SERIF, weight: 700, fill: ink })),
    'desert-commerce-review': mark('Desert Commerce Review',
      `<circle cx="44" cy="50" r="14" fill="none" stroke="${ink}" stroke-width="3"/>` +
      `<path d="M14 80 L34 62 L46 72 L60 56 L76 80 Z" fill="${ink}"/>` +
      fit(92, 62, 252, 'Desert Commerce', 33, { font: SERIF, weight: 700, fill: ink }) +
      fit(92, 92, 112, 'REVIEW', 17, { weight: 600, fill: soft, tracked: true })),
    'main-street-money-podcast': mark('Main Street Money Podcast',
      `<rect x="28" y="22" width="26" height="44" rx="13" fill="${ink}"/>` +
      `<path d="M18 52 Q18 80 41 80 Q64 80 64 52 M41 80 V94 M28 94 H54" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      fit(84, 56, 260, 'Main Street Money', 29.5, { weight: 800, fill: ink }) +
      fit(84, 88, 104, 'PODCAST', 17, { weight: 700, fill: soft, tracked: true })),
    'henderson-chamber-bulletin': mark('Henderson Chamber Bulletin',
      `<circle cx="50" cy="56" r="34" fill="none" stroke="${ink}" stroke-width="2.5"/><circle cx="50" cy="56" r="27" fill="none" stroke="${ink}" stroke-width="1"/>` +
      fit(39, 67, 22, 'H', 32, { font: SERIF, weight: 700, fill: ink }) +
      fit(100, 46, 240, 'HENDERSON', 28, { weight: 700, fill: ink, tracked: true }) +
      fit(100, 82, 236, 'Chamber Bulletin', 33, { font: SERIF, italic: true, fill: soft })),
    'small-business-ledger': mark('Small Business Ledger',
      fit(20, 46, 196, 'Small Business', 32, { font: SERIF, fill: ink }) +
      `<rect x="226" y="18" width="118" height="40" fill="${ink}"/>` +
      fit(234, 48, 102, 'LEDGER', 24.5, { weight: 800, fill: C.white }) +
      `<path d="M20 72 H344 M20 82 H344 M20 92 H344" stroke="${soft}" stroke-width="1.5"/><path d="M260 66 V98" stroke="${soft}" stroke-width="1.5"/>`),
    'payroll-today': mark('Payroll Today',
      fit(20, 70, 190, 'Payroll', 57, { weight: 800, fill: ink }) +
      fit(218, 70, 120, 'Today', 50, { font: SERIF, italic: true, fill: soft }) +
      `<rect x="20" y="86" width="320" height="6" fill="${ink}"/>`),
    'southern-nevada-entrepreneur': mark('Southern Nevada Entrepreneur',
      fit(20, 32, 200, 'SOUTHERN NEVADA', 16, { weight: 700, fill: soft, tracked: true }) +
      `<path d="M228 27 H340" stroke="${soft}" stroke-width="1.5"/>` +
      fit(16, 86, 328, 'Entrepreneur', 56, { font: SERIF, weight: 700, fill: ink })),
    'accounting-tech-monthly': mark('Accounting Tech Monthly',
      `<rect x="16" y="24" width="64" height="64" rx="10" fill="${ink}"/>` +
      fit(24, 65, 48, 'ATM', 23, { weight: 800, fill: C.white }) +
      fit(96, 52, 248, 'Accounting Tech', 31, { weight: 700, fill: ink }) +
      fit(96, 84, 128, 'MONTHLY', 19, { weight: 600, fill: soft, tracked: true })),
    'kxlv-morning-business-report': mark('KXLV Morning Business Report',
      `<rect x="16" y="20" width="130" height="72" rx="12" fill="${ink}"/>` +
      fit(28, 72, 106, 'KXLV', 40, { weight: 800, fill: C.white }) +
      fit(162, 50, 182, 'MORNING', 34, { weight: 800, fill: ink, tracked: true }) +
      fit(162, 80, 182, 'BUSINESS REPORT', 19, { weight: 600, fill: soft })),
    'mountain-west-small-business': mark('Mountain West Small Business',
      `<path d="M16 84 L46 36 L62 60 L76 44 L104 84 Z" fill="${ink}"/><path d="M40 46 L46 36 L52 46 Z" fill="${C.white}"/>` +
      fit(118, 58, 226, 'Mountain West', 34.5, { font: SERIF, weight: 700, fill: ink }) +
      fit(118, 86, 200, 'SMALL BUSINESS', 17, { weight: 600, fill: soft, tracked: true })),
    'founders-desk': mark("Founder's Desk",
      fit(22, 66, 316, 'Founder’s Desk', 50, { font: SERIF, italic: true, fill: ink }) +
      `<path d="M20 86 H340" stroke="${ink}" stroke-width="2"/><path d="M60 86 V96 M300 86 V96" stroke="${ink}" stroke-width="2"/>`),
  };
}
