// Draws the home hero's art (560 x 480 SVG): an office window at dusk over the Las Vegas valley,
// the ledger open on the desk below it, in the brand's colours. It fills the half of the hero the
// headline leaves empty on a wide screen. Shapes only, no text, so it looks the same everywhere.
// Used by art.mjs; node builtins only.

export function heroOffice(C) {
  const W = 560, H = 480, sill = 330;
  const defs = `<clipPath id="f"><rect width="${W}" height="${H}" rx="24"/></clipPath>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/>` +
    `<stop offset=".45" stop-color="${C.navy2}"/><stop offset=".78" stop-color="#3A5C9A"/><stop offset="1" stop-color="#F3C77E"/></linearGradient>` +
    `<radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.gold}" stop-opacity=".85"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2A3B57"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>`;

  // the sky, the sun going down behind the Spring Mountains, the valley's towers
  let s = `<rect width="${W}" height="${sill}" fill="url(#sky)"/><circle cx="150" cy="292" r="120" fill="url(#sun)"/>` +
    `<path d="M0 280 L60 246 L120 266 L190 226 L250 258 L320 232 L400 262 L470 238 L560 266 V${sill} H0 Z" fill="#2B4675" opacity=".8"/>`;
  const towers = [
    [24, 44, 70], [72, 30, 50], [110, 38, 96], [160, 52, 62], [226, 34, 120], [266, 46, 84], [318, 30, 104],
    [356, 56, 70], [420, 36, 132], [462, 44, 90], [512, 40, 64],
  ];
  let lights = '';
  for (const [x, w, h] of towers) {
    s += `<rect x="${x}" y="${sill - h}" width="${w}" height="${h}" fill="${C.navy2}"/>`;
    // lit windows on a fixed pattern, so every build draws the same city
    for (let yy = sill - h + 10; yy < sill - 8; yy += 12) {
      for (let xx = x + 6; xx < x + w - 6; xx += 10) {
        if ((xx * 7 + yy * 3) % 11 < 3) lights += `M${xx} ${yy}h4v5h-4z`;
      }
    }
  }
  s += `<path d="${lights}" fill="${C.gold}" opacity=".7"/>`;
  // the tower at the north end of the Strip, and a pyramid to the south
  s += `<path d="M296 ${sill} V148 h8 V${sill} Z" fill="${C.navy2}"/><path d="M286 156 h28 l-4 -14 h-20 Z" fill="${C.navy2}"/>` +
    `<path d="M299 122 h2 v20 h-2 Z" fill="${C.navy2}"/><circle cx="300" cy="121" r="2.5" fill="#F07A6A"/>` +
    `<path d="M480 ${sill} L520 270 L560 ${sill} Z" fill="#1A3560"/><path d="M520 270 V200" stroke="#F3E3C0" stroke-width="2" opacity=".5"/>`;
  // the window frame: mullions and a deep sill
  s += `<path d="M186 0 V${sill} M374 0 V${sill}" stroke="${C.graphite}" stroke-width="12"/>` +
    `<path d="M0 116 H${W}" stroke="${C.graphite}" stroke-width="8"/>` +
    `<rect y="${sill}" width="${W}" height="14" fill="${C.graphite}"/>`;
  // the desk, and on it: the open ledger, a pen, a coffee, a plant
  s += `<rect y="${sill + 14}" width="${W}" height="${H - sill - 14}" fill="url(#desk)"/>` +
    `<path d="M0 ${sill + 14} H${W}" stroke="#FFFFFF" stroke-opacity=".12" stroke-width="2"/>`;
  const book = `<g transform="translate(138 372) rotate(-4)">` +
    `<path d="M0 6 L132 0 L136 78 L4 86 Z" fill="${C.mist}"/><path d="M136 0 L268 8 L264 92 L136 78 Z" fill="${C.white}"/>` +
    `<path d="M0 86 L136 80 L264 92 L264 98 L136 86 L0 92 Z" fill="${C.line}"/>` +
    `<path d="M134 0 L138 80" stroke="${C.slate}" stroke-opacity=".35" stroke-width="2"/>` +
    [0, 1, 2, 3, 4].map((i) => `<path d="M14 ${22 + i * 13} L120 ${17 + i * 13}" stroke="${C.line}" stroke-width="3"/>` +
      `<path d="M152 ${20 + i * 13} L${i === 4 ? 204 : 248} ${24 + i * 13}" stroke="${i === 4 ? C.mint : C.line}" stroke-width="3"/>`).join('') +
    `<path d="M92 ${22 + 4 * 13 - 6} l6 6 l12 -12" stroke="${C.mint}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`;
  const pen = `<g transform="translate(418 420) rotate(-28)"><rect width="92" height="8" rx="4" fill="${C.gold}"/><path d="M92 0 L106 4 L92 8 Z" fill="${C.line}"/></g>`;
  const coffee = `<ellipse cx="70" cy="438" rx="38" ry="9" fill="#000" opacity=".25"/>` +
    `<path d="M42 380 H98 L92 436 Q70 444 48 436 Z" fill="${C.white}"/><path d="M98 392 Q118 394 114 410 Q110 424 94 422" stroke="${C.white}" stroke-width="7" fill="none"/>` +
    `<ellipse cx="70" cy="380" rx="28" ry="6" fill="#6B4A32"/><rect x="48" y="402" width="44" height="8" fill="${C.blue}"/>`;
  let plant = `<path d="M470 372 H530 L522 420 H478 Z" fill="${C.slate}"/>`;
  for (const [dx, a, l] of [[0, -90, 60], [-6, -120, 54], [6, -60, 54], [-4, -145, 44], [4, -35, 44]]) {
    const r = (a * Math.PI) / 180, x2 = 500 + dx + l * Math.cos(r), y2 = 372 + l * Math.sin(r);
    plant += `<path d="M${500 + dx} 372 Q${(500 + dx + x2) / 2 - 8} ${(372 + y2) / 2} ${x2.toFixed(1)} ${y2.toFixed(1)} Q${(500 + dx + x2) / 2 + 10} ${(372 + y2) / 2 + 4} ${500 + dx} 372 Z" fill="${C.mint}"/>`;
  }
  s += book + pen + coffee + plant;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>` +
    `<g clip-path="url(#f)">${s}</g></svg>\n`;
}
