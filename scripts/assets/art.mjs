// Draws every Silver State Books illustration as SVG (node builtins only).
// Usage: node art.mjs WORK_DIR PUBLIC_DIR  -> SVG sources to rasterise in WORK_DIR; the SVGs served
// as they are (badges, press wordmarks, the home hero's art) straight into PUBLIC_DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portrait } from './portraits.mjs';
import { pressWordmarks } from './press.mjs';
import { heroOffice } from './hero.mjs';

const [work, pub] = process.argv.slice(2);
if (!work || !pub) throw new Error('usage: node art.mjs WORK_DIR PUBLIC_DIR');

const C = {
  navy: '#0B1F3A', blue: '#1F5BD8', gold: '#E8A33D', mint: '#0E7C61', mist: '#F5F7FB',
  line: '#E3E8F0', slate: '#5B6778', white: '#FFFFFF', graphite: '#1E2633',
  blueTint: '#DCE6FA', goldTint: '#FBEBD2', mintTint: '#D5EEE6', navy2: '#132E57', blue2: '#3B74E6',
};
const FONT = "'DejaVu Sans', Verdana, Arial, Helvetica, sans-serif";
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>\n';
const writeUnder = (dir, rel, text) => {
  const file = join(dir, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};
/** A source for generate.sh to rasterise. */
const out = (rel, text) => writeUnder(work, rel, text);
/** A final file, served as drawn. */
const publish = (rel, text) => writeUnder(pub, rel, text);
const text = (x, y, s, size, fill, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;

// ---------------------------------------------------------------- team portraits (480 x 480, portraits.mjs)
// room: the backdrop (portraits.mjs ROOMS); light: the window's side, -1 left, 1 right.
const TEAM = {
  elena: { skin: 's2', hair: 'long', hairColor: '#4A2E1B', hairLight: '#8A5A36', top: C.navy, style: 'blazer', shirt: C.mist, necklace: true, earrings: true, room: 'window', light: -1 },
  marcus: { skin: 's6', hair: 'buzz', hairColor: '#1B1410', beard: 'full', top: C.blue, style: 'collar', shirt: C.blueTint, room: 'warm', light: 1 },
  renee: { skin: 's3', hair: 'bob', hairColor: '#161616', hairLight: '#4A4440', glasses: 'square', top: C.mint, style: 'turtleneck', room: 'sage', light: -1, earrings: true },
  tomas: { skin: 's4', hair: 'short', hairColor: '#20160F', hairLight: '#5A4232', beard: 'mustache', top: C.slate, style: 'blazer', shirt: C.white, shirtCollar: true, room: 'blue', light: 1 },
  aisha: { skin: 's7', hair: 'afro', hairColor: '#17100C', hairLight: '#4A362A', top: C.mint, style: 'crew', earrings: true, room: 'warm', light: -1 },
  kevin: { skin: 's1', hair: 'short', hairColor: '#111318', hairLight: '#3A3D46', glasses: 'round', top: '#3B4656', style: 'crew', room: 'evening', light: 1 },
  lucia: { skin: 's4', hair: 'bun', hairColor: '#2A1A12', hairLight: '#5C3C2A', top: C.blue, style: 'blazer', shirt: C.white, earrings: true, room: 'sage', light: 1 },
  nate: { skin: 's1', hair: 'quiff', hairColor: '#9A6A38', hairLight: '#C99A60', browColor: '#7A5230', top: C.navy, style: 'collar', shirt: C.line, room: 'window', light: 1, eyes: '#3E5A70' },
  grace: { skin: 's2', hair: 'bangs', hairColor: '#141414', hairLight: '#3C3838', top: '#6E7F8F', style: 'crew', necklace: true, room: 'blue', light: -1 },
  omar: { skin: 's5', hair: 'curly', hairColor: '#1E1410', beard: 'stubble', top: '#2B3A4F', style: 'blazer', shirt: C.blueTint, shirtCollar: true, room: 'evening', light: -1 },
};
for (const [name, p] of Object.entries(TEAM)) {
  const { defs, body } = portrait(name, p);
  out(`team/${name}.svg`, svg(480, 480, body, defs));
}

// ---------------------------------------------------------------- the home hero's client faces (96 x 96, portraits.mjs)
// The same painted busts as the team, framed close on the head for the hero's small round faces
// ("Some of our clients", shown at 48 px): drawn at 288 px, scaled to 96 by generate.sh.
const CLIENTS = {
  'client-1': { skin: 's3', hair: 'long', hairColor: '#2A1A12', hairLight: '#6A4630', top: C.blue, style: 'crew', earrings: true, room: 'warm', light: -1 },
  'client-2': { skin: 's1', hair: 'short', hairColor: '#6B4A2E', hairLight: '#9A7350', beard: 'stubble', top: C.navy, style: 'collar', shirt: C.line, room: 'window', light: 1, eyes: '#4A6070' },
  'client-3': { skin: 's6', hair: 'wrap', hairColor: '#17100C', wrapColor: '#C4572E', top: C.mint, style: 'crew', necklace: true, room: 'sage', light: -1 },
  'client-4': { skin: 's4', hair: 'quiff', hairColor: '#1A1410', hairLight: '#4A3A30', top: '#3B4656', style: 'blazer', shirt: C.white, shirtCollar: true, room: 'blue', light: -1 },
  'client-5': { skin: 's2', hair: 'bob', hairColor: '#B0803E', hairLight: '#D8AE6A', browColor: '#8A6230', glasses: 'round', top: C.gold, style: 'turtleneck', room: 'window', light: 1 },
  'client-6': { skin: 's5', hair: 'buzz', hairColor: '#2A2420', beard: 'full', top: '#6E7F8F', style: 'collar', shirt: C.blueTint, room: 'warm', light: 1 },
};
for (const [name, p] of Object.entries(CLIENTS)) {
  const { defs, body } = portrait(name, p);
  out(`clients/${name}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="288" viewBox="84 70 312 312"><defs>${defs}</defs>${body}</svg>\n`);
}

function gridLines(w, h, step, op) {
  let d = '';
  for (let x = 0; x <= w; x += step) d += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += step) d += `M0 ${y}H${w}`;
  return `<path d="${d}" stroke="#FFFFFF" stroke-opacity="${op}" stroke-width="1"/>`;
}

// ---------------------------------------------------------------- blog featured images (1200x630)
const doc = (x, y, w, h, rows, opt = {}) => {
  let s = `<g transform="translate(${x} ${y})${opt.rot ? ` rotate(${opt.rot} ${w / 2} ${h / 2})` : ''}">` +
    `<rect x="8" y="10" width="${w}" height="${h}" rx="14" fill="${C.navy}" opacity=".12"/>` +
    `<rect width="${w}" height="${h}" rx="14" fill="${opt.fill || C.white}"/>` +
    `<rect x="24" y="26" width="${w * 0.45}" height="12" rx="6" fill="${opt.head || C.blue}"/>`;
  for (let i = 0; i < rows; i++) {
    const yy = 62 + i * 28;
    if (yy > h - 24) break;
    s += `<rect x="24" y="${yy}" width="${(w - 48) * (i % 3 === 2 ? 0.6 : 0.85)}" height="8" rx="4" fill="${C.line}"/>`;
  }
  return s + (opt.extra || '') + '</g>';
};
const check = (cx, cy, r, fill = C.mint) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.45} ${cy} L${cx - r * 0.1} ${cy + r * 0.35} L${cx + r * 0.5} ${cy - r * 0.35}" stroke="#fff" stroke-width="${r * 0.22}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const coin = (cx, cy, r) => `<circle cx="${cx}" cy="${cy + 4}" r="${r}" fill="#B97A1E"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.gold}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>` +
  text(cx, cy + r * 0.32, '$', r * 0.9, '#fff', 'text-anchor="middle" font-weight="700"');
const coinStack = (cx, by, n, r = 46) => {
  let s = '';
  for (let i = 0; i < n; i++) s += `<ellipse cx="${cx}" cy="${by - i * 16 + 6}" rx="${r}" ry="${r * 0.32}" fill="#B97A1E"/><ellipse cx="${cx}" cy="${by - i * 16}" rx="${r}" ry="${r * 0.32}" fill="${C.gold}"/>`;
  return s;
};
const sparkle = (x, y, r, fill = C.gold) => `<path d="M${x} ${y - r} Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y} Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r} Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y} Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r} Z" fill="${fill}"/>`;
const nevada = (x, y, s, fill, extra = '') =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0 L100 0 L100 98 L95 96 L92 104 L94 122 L88 140 L0 58 Z" fill="${fill}" ${extra}/>`;
const desert = (w, h, base) =>
  `<path d="M0 ${base} L120 ${base - 70} L210 ${base - 30} L330 ${base - 120} L450 ${base - 40} L560 ${base - 90} L700 ${base - 20} L820 ${base - 110} L960 ${base - 50} L1080 ${base - 130} L${w} ${base - 60} L${w} ${h} L0 ${h} Z" fill="#7A3E2C" opacity=".55"/>` +
  `<path d="M0 ${base + 30} C200 ${base - 10} 380 ${base + 10} 600 ${base - 20} C820 ${base - 50} 1000 ${base} ${w} ${base - 10} L${w} ${h} L0 ${h} Z" fill="#C8643C" opacity=".7"/>`;
const skyline = (x0, base, fill) => {
  const b = [[0, 90, 44], [50, 150, 40], [96, 210, 52], [154, 130, 36], [196, 260, 30], [232, 170, 48], [286, 110, 40], [332, 200, 38], [376, 140, 46]];
  return b.map(([dx, hh, ww]) => `<rect x="${x0 + dx}" y="${base - hh}" width="${ww}" height="${hh}" fill="${fill}"/>`).join('') +
    `<path d="M${x0 + 211} ${base - 260} L${x0 + 211} ${base - 300}" stroke="${fill}" stroke-width="4"/>`;
};
const B = {};
B['monthly-close-checklist'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="${C.mist}"/><circle cx="930" cy="300" r="300" fill="${C.blueTint}"/><circle cx="180" cy="560" r="140" fill="${C.goldTint}"/>` +
  `<g transform="translate(250 70)"><rect x="10" y="14" width="380" height="500" rx="22" fill="${C.navy}" opacity=".12"/><rect width="380" height="500" rx="22" fill="#fff"/>` +
  `<rect x="120" y="-22" width="140" height="48" rx="14" fill="${C.navy}"/><rect x="150" y="-8" width="80" height="14" rx="7" fill="${C.gold}"/>` +
  [0, 1, 2, 3, 4].map((i) => (i < 4 ? check(62, 90 + i * 82, 20) : `<circle cx="62" cy="${90 + i * 82}" r="18" fill="none" stroke="${C.line}" stroke-width="5"/>`) +
    `<rect x="102" y="${82 + i * 82}" width="${i % 2 ? 180 : 230}" height="16" rx="8" fill="${i < 4 ? C.line : '#F0F3F8'}"/>`).join('') + '</g>' +
  `<g transform="translate(700 150)"><rect x="8" y="12" width="320" height="300" rx="22" fill="${C.navy}" opacity=".14"/><rect width="320" height="300" rx="22" fill="#fff"/><path d="M0 22 Q0 0 22 0 H298 Q320 0 320 22 V70 H0 Z" fill="${C.blue}"/>` +
  `<rect x="70" y="-16" width="14" height="40" rx="7" fill="${C.navy}"/><rect x="236" y="-16" width="14" height="40" rx="7" fill="${C.navy}"/>` +
  Array.from({ length: 20 }, (_, i) => {
    const cx = 40 + (i % 5) * 60, cy = 108 + Math.floor(i / 5) * 46;
    return i === 19 ? `<circle cx="${cx}" cy="${cy}" r="20" fill="${C.gold}"/>` : `<rect x="${cx - 12}" y="${cy - 8}" width="24" height="16" rx="5" fill="${i < 15 ? C.mintTint : C.line}"/>`;
  }).join('') + '</g>' + sparkle(1080, 120, 22) + sparkle(200, 160, 14, C.blue));
B['cash-vs-accrual'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="url(#g)"/><rect x="0" y="520" width="1200" height="110" fill="${C.navy}" opacity=".25"/>` +
  `<path d="M600 120 V520" stroke="${C.line}" stroke-width="14" stroke-linecap="round"/><path d="M520 530 H680" stroke="${C.line}" stroke-width="18" stroke-linecap="round"/>` +
  `<g transform="rotate(-6 600 150)"><path d="M300 150 H900" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
  `<path d="M320 150 L250 330 M320 150 L390 330 M880 150 L810 330 M880 150 L950 330" stroke="#fff" stroke-opacity=".6" stroke-width="3"/></g>` +
  `<circle cx="600" cy="118" r="20" fill="${C.gold}"/>` +
  `<path d="M230 340 H410 Q400 400 320 400 Q240 400 230 340 Z" fill="#fff"/>` + coinStack(320, 330, 4, 58) + coin(380, 250, 30) +
  `<path d="M790 290 H970 Q960 350 880 350 Q800 350 790 290 Z" fill="#fff"/>` +
  doc(810, 120, 150, 170, 4, { head: C.mint, extra: `<rect x="24" y="130" width="60" height="16" rx="8" fill="${C.gold}"/>` }) +
  `<path d="M150 520 H450 M750 520 H1050" stroke="#fff" stroke-opacity=".2" stroke-width="4"/>` +
  `<g opacity=".9"><rect x="120" y="560" width="90" height="12" rx="6" fill="${C.gold}"/><rect x="990" y="560" width="90" height="12" rx="6" fill="${C.mint}"/></g>`,
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>`);
B['books-cleanup'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="${C.mist}"/><circle cx="300" cy="330" r="250" fill="${C.goldTint}"/><circle cx="900" cy="320" r="250" fill="${C.mintTint}"/>` +
  doc(150, 170, 200, 250, 6, { rot: -18, head: C.slate }) + doc(250, 130, 200, 250, 6, { rot: 12, head: C.gold }) + doc(190, 230, 200, 250, 6, { rot: -4, head: C.slate }) +
  `<path d="M420 120 l30 10 M120 470 l40 -6 M470 470 l20 20" stroke="${C.slate}" stroke-width="5" stroke-linecap="round" opacity=".5"/>` +
  `<path d="M540 315 H660" stroke="${C.blue}" stroke-width="14" stroke-linecap="round"/><path d="M640 285 L676 315 L640 345" stroke="${C.blue}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
  doc(790, 196, 240, 280, 0, { head: C.navy }) + doc(780, 176, 240, 280, 0, { head: C.navy }) +
  doc(770, 156, 240, 280, 7, { head: C.blue, extra: `<path d="M24 240 H216" stroke="${C.navy}" stroke-width="3"/><rect x="150" y="250" width="66" height="12" rx="6" fill="${C.mint}"/>` }) +
  check(1010, 160, 40) + sparkle(740, 120, 20) + sparkle(1080, 470, 14) + sparkle(1110, 300, 10, C.blue));
B['nevada-payroll-basics'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="url(#sky)"/><circle cx="860" cy="330" r="120" fill="${C.gold}" opacity=".9"/>` +
  desert(1200, 630, 430) + skyline(700, 470, C.navy) + `<rect x="0" y="470" width="1200" height="160" fill="${C.navy}"/>` +
  `<path d="M0 500 H1200" stroke="${C.gold}" stroke-opacity=".4" stroke-width="2"/>` +
  `<g transform="translate(110 150) rotate(-4)"><rect x="10" y="14" width="470" height="250" rx="22" fill="#000" opacity=".2"/><rect width="470" height="250" rx="22" fill="#fff"/>` +
  `<rect width="470" height="64" rx="22" fill="${C.mint}"/><rect y="40" width="470" height="24" fill="${C.mint}"/><rect x="28" y="24" width="150" height="16" rx="8" fill="#fff" opacity=".85"/>` +
  `<rect x="28" y="96" width="220" height="12" rx="6" fill="${C.line}"/><rect x="28" y="126" width="170" height="12" rx="6" fill="${C.line}"/><rect x="28" y="156" width="200" height="12" rx="6" fill="${C.line}"/>` +
  `<path d="M28 200 H442" stroke="${C.line}" stroke-width="3"/><rect x="300" y="150" width="142" height="34" rx="17" fill="${C.mintTint}"/><rect x="318" y="162" width="106" height="10" rx="5" fill="${C.mint}"/>` +
  `<path d="M300 226 C320 212 336 236 356 222 C376 208 392 232 414 218" stroke="${C.navy}" stroke-width="4" fill="none" stroke-linecap="round"/></g>` +
  coin(560, 410, 40) + coin(620, 450, 30),
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset=".55" stop-color="${C.blue}"/><stop offset=".85" stop-color="#F2C079"/></linearGradient>`);
B['tipped-employees'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="${C.goldTint}"/><circle cx="600" cy="330" r="260" fill="#fff" opacity=".6"/><rect y="520" width="1200" height="110" fill="${C.navy}"/>` +
  `<path d="M470 200 Q460 170 490 160 H710 Q740 170 730 200 L750 500 Q752 530 720 530 H480 Q448 530 450 500 Z" fill="#fff" opacity=".55" stroke="${C.blue}" stroke-width="8"/>` +
  `<rect x="480" y="132" width="240" height="40" rx="14" fill="${C.navy}"/>` +
  `<rect x="500" y="330" width="190" height="90" rx="8" fill="${C.mint}" transform="rotate(-12 595 375)"/><circle cx="595" cy="375" r="22" fill="#fff" opacity=".4" transform="rotate(-12 595 375)"/>` +
  coin(540, 470, 34) + coin(620, 480, 34) + coin(680, 450, 30) + coin(580, 420, 30) +
  `<path d="M520 260 L560 180 M590 250 L600 160" stroke="${C.mint}" stroke-width="0"/>` +
  doc(830, 150, 220, 330, 5, { rot: 6, head: C.navy, extra: `<path d="M24 210 H196" stroke="${C.line}" stroke-width="3" stroke-dasharray="8 6"/><rect x="24" y="232" width="70" height="14" rx="7" fill="${C.gold}"/><rect x="126" y="232" width="70" height="14" rx="7" fill="${C.gold}"/><rect x="24" y="270" width="172" height="18" rx="9" fill="${C.blueTint}"/>` }) +
  `<g transform="translate(150 170)"><rect width="220" height="150" rx="20" fill="${C.navy}"/><rect x="24" y="30" width="120" height="14" rx="7" fill="${C.gold}"/><rect x="24" y="62" width="170" height="10" rx="5" fill="#fff" opacity=".3"/><rect x="24" y="84" width="140" height="10" rx="5" fill="#fff" opacity=".3"/><circle cx="180" cy="116" r="16" fill="${C.mint}"/></g>` +
  sparkle(760, 140, 18) + sparkle(420, 460, 12, C.blue) + sparkle(1100, 110, 14));
B['form-w4'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="${C.blue}"/><path d="M0 630 L1200 360 V630 Z" fill="${C.navy}" opacity=".5"/>` +
  gridLines(1200, 630, 60, 0.06) +
  `<g transform="translate(360 60) rotate(-3 240 260)"><rect x="12" y="16" width="480" height="560" rx="18" fill="#000" opacity=".2"/><rect width="480" height="560" rx="18" fill="#fff"/>` +
  text(36, 76, 'W-4', 52, C.navy, 'font-weight="700"') + `<rect x="180" y="44" width="260" height="12" rx="6" fill="${C.line}"/><rect x="180" y="66" width="200" height="12" rx="6" fill="${C.line}"/>` +
  `<path d="M36 104 H444" stroke="${C.navy}" stroke-width="4"/>` +
  [0, 1, 2].map((i) => `<rect x="36" y="${130 + i * 56}" width="${i === 1 ? 190 : 408}" height="38" rx="8" fill="none" stroke="${C.line}" stroke-width="3"/>` +
    (i === 1 ? `<rect x="254" y="186" width="190" height="38" rx="8" fill="none" stroke="${C.line}" stroke-width="3"/>` : '')).join('') +
  [0, 1, 2].map((i) => `<rect x="36" y="${310 + i * 40}" width="26" height="26" rx="6" fill="${i === 1 ? C.blue : '#fff'}" stroke="${i === 1 ? C.blue : C.line}" stroke-width="3"/>` +
    (i === 1 ? `<path d="M42 363 L48 369 L58 357" stroke="#fff" stroke-width="4" fill="none"/>` : '') + `<rect x="78" y="${318 + i * 40}" width="${200 + i * 40}" height="10" rx="5" fill="${C.line}"/>`).join('') +
  `<path d="M36 470 H300" stroke="${C.navy}" stroke-width="2"/><path d="M44 456 C70 420 84 470 104 446 C124 422 130 462 156 444 C176 430 190 452 214 440" stroke="${C.blue}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<rect x="330" y="440" width="114" height="34" rx="17" fill="${C.mintTint}"/></g>` +
  `<g transform="translate(840 220) rotate(35)"><rect width="30" height="300" rx="12" fill="${C.gold}"/><rect y="230" width="30" height="40" fill="${C.navy}"/><path d="M0 300 L15 344 L30 300 Z" fill="#F3D7A8"/><path d="M10 330 L15 344 L20 330 Z" fill="${C.navy}"/></g>` +
  sparkle(200, 160, 22) + sparkle(1020, 520, 16) + `<clipPath id="emp"><circle cx="180" cy="470" r="70"/></clipPath><circle cx="180" cy="470" r="70" fill="${C.gold}"/><g clip-path="url(#emp)" fill="${C.navy}"><circle cx="180" cy="450" r="24"/><path d="M124 540 C124 496 150 482 180 482 C210 482 236 496 236 540 Z"/></g>`);
B['modified-business-tax'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="${C.navy}"/>${gridLines(1200, 630, 50, 0.05)}` +
  `<circle cx="320" cy="330" r="230" fill="${C.blue}" opacity=".25"/>` +
  nevada(190, 90, 2.9, C.blue, 'stroke="#9DB8F0" stroke-width="1.2" stroke-linejoin="round"') +
  `<circle cx="420" cy="440" r="14" fill="${C.gold}"/><circle cx="420" cy="440" r="28" fill="none" stroke="${C.gold}" stroke-width="3" opacity=".6"/>` +
  `<g transform="translate(640 120)"><rect width="420" height="380" rx="24" fill="#fff"/><rect x="30" y="30" width="180" height="16" rx="8" fill="${C.navy}"/><rect x="30" y="58" width="120" height="10" rx="5" fill="${C.line}"/>` +
  [110, 150, 130, 200, 180, 240].map((h, i) => `<rect x="${40 + i * 60}" y="${330 - h}" width="40" height="${h}" rx="8" fill="${i === 5 ? C.mint : C.blueTint}"/>`).join('') +
  `<path d="M30 332 H390" stroke="${C.line}" stroke-width="3"/></g>` +
  `<circle cx="1060" cy="130" r="62" fill="${C.gold}"/>` + text(1060, 152, '%', 64, C.navy, 'text-anchor="middle" font-weight="700"') +
  `<g transform="translate(560 470)"><rect width="150" height="100" rx="14" fill="${C.mint}"/><rect x="20" y="24" width="80" height="12" rx="6" fill="#fff" opacity=".85"/><rect x="20" y="50" width="110" height="10" rx="5" fill="#fff" opacity=".45"/><rect x="20" y="70" width="70" height="10" rx="5" fill="#fff" opacity=".45"/></g>` +
  sparkle(140, 120, 16) + sparkle(1130, 540, 12));
B['commerce-tax'] = svg(1200, 630,
  `<rect width="1200" height="630" fill="url(#g)"/>` + desert(1200, 630, 520) + `<rect y="560" width="1200" height="70" fill="${C.navy}"/>` +
  `<g transform="translate(140 110)"><rect width="560" height="400" rx="24" fill="#fff"/><rect x="34" y="32" width="200" height="16" rx="8" fill="${C.navy}"/>` +
  [90, 130, 170, 220, 270, 320].map((h, i) => `<rect x="${50 + i * 82}" y="${360 - h}" width="54" height="${h}" rx="10" fill="${h > 200 ? C.blue : C.blueTint}"/>`).join('') +
  `<path d="M30 160 H530" stroke="${C.gold}" stroke-width="4" stroke-dasharray="14 10"/><rect x="410" y="120" width="116" height="30" rx="15" fill="${C.gold}"/><rect x="428" y="131" width="80" height="8" rx="4" fill="#fff"/>` +
  `<path d="M30 362 H530" stroke="${C.line}" stroke-width="3"/></g>` +
  nevada(820, 120, 1.7, C.navy, 'opacity=".85"') + `<circle cx="968" cy="338" r="10" fill="${C.gold}"/>` +
  `<g transform="translate(880 330)">${coinStack(120, 200, 6, 60)}</g>` + sparkle(1100, 110, 20) + sparkle(780, 470, 12, '#fff'),
  `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blueTint}"/><stop offset="1" stop-color="${C.goldTint}"/></linearGradient>`);
for (const [name, s] of Object.entries(B)) out(`blog/${name}.svg`, s);

// ---------------------------------------------------------------- certification badges (final SVGs, 120x120)
const rosette = (() => {
  let d = '';
  for (let i = 0; i < 48; i++) {
    const a = (i * Math.PI) / 24, r = i % 2 ? 55 : 59;
    d += `${i ? 'L' : 'M'}${(60 + r * Math.cos(a)).toFixed(1)} ${(60 + r * Math.sin(a)).toFixed(1)}`;
  }
  return d + 'Z';
})();
// arc lettering glyph by glyph (renders the same in every SVG engine, unlike textPath)
const glyphW = (ch) => (ch === ' ' ? 2.3 : ch === 'I' ? 2.4 : 'MW'.includes(ch) ? 6.6 : 5.2) + 0.5;
function arc(str, baseR, midR, isTop) {
  const widths = [...str].map(glyphW), total = widths.reduce((a, b) => a + b, 0);
  let acc = -total / 2, s = '';
  [...str].forEach((ch, i) => {
    const centre = acc + widths[i] / 2; acc += widths[i];
    if (ch === ' ') return;
    const deg = ((centre / midR) * 180) / Math.PI * (isTop ? 1 : -1);
    s += `<text x="60" y="${isTop ? 60 - baseR : 60 + baseR}" transform="rotate(${deg.toFixed(1)} 60 60)">${esc(ch)}</text>`;
  });
  return s;
}
const BF = 'Arial, Helvetica, \'DejaVu Sans\', sans-serif';
function badge({ title, ring, disc, centre, centreFill, sub, subFill, topArc, bottomArc, stars }) {
  const starPath = (x) => `<path d="M${x} 80.5l1.8 3.6 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" fill="#E8A33D"/>`;
  const starXs = stars === 1 ? [60] : stars === 2 ? [54, 66] : stars === 3 ? [48, 60, 72] : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(title)}</title>` +
    `<path d="${rosette}" fill="${ring}"/><circle cx="60" cy="60" r="51" fill="none" stroke="#E8A33D" stroke-width="1.6"/>` +
    `<circle cx="60" cy="60" r="35" fill="${disc}"/><circle cx="60" cy="60" r="35" fill="none" stroke="#FFFFFF" stroke-opacity=".35"/>` +
    `<g font-family="${BF}" font-weight="700" text-anchor="middle">` +
    `<g font-size="7" fill="#FFFFFF">${arc(topArc, 41.5, 44, true)}${arc(bottomArc, 47, 44.5, false)}</g>` +
    `<text x="60" y="${sub ? 62 : 68}" font-size="${centre.length > 3 ? 15 : 21}" fill="${centreFill}">${esc(centre)}</text>` +
    (sub ? `<text x="60" y="75" font-size="${sub.length > 7 ? 7.2 : 8.6}" fill="${subFill}" letter-spacing=".4">${esc(sub)}</text>` : '') +
    `</g><circle cx="15" cy="60" r="2.2" fill="#E8A33D"/><circle cx="105" cy="60" r="2.2" fill="#E8A33D"/>` +
    starXs.map((x) => starPath(x)).join('') + '</svg>\n';
}
const BADGES = {
  cpb: { title: 'Certified Professional Bookkeeper (CPB)', ring: C.navy, disc: C.mint, centre: 'CPB', centreFill: '#FFFFFF', topArc: 'CERTIFIED PROFESSIONAL', bottomArc: 'BOOKKEEPER' },
  ea: { title: 'Enrolled Agent (EA)', ring: C.navy, disc: C.gold, centre: 'EA', centreFill: C.navy, topArc: 'ENROLLED AGENT', bottomArc: 'TAX PRACTITIONER' },
  'qbo-advanced': { title: 'QuickBooks Online ProAdvisor – Advanced Certification', ring: C.blue, disc: C.navy, centre: 'QBO', centreFill: '#FFFFFF', sub: 'ADVANCED', subFill: '#E8A33D', topArc: 'QUICKBOOKS ONLINE', bottomArc: 'CERTIFIED PROADVISOR', stars: 3 },
  'qbo-level-1': { title: 'QuickBooks Online ProAdvisor – Level 1 Certification', ring: C.blue, disc: C.navy, centre: 'QBO', centreFill: '#FFFFFF', sub: 'LEVEL 1', subFill: '#E8A33D', topArc: 'QUICKBOOKS ONLINE', bottomArc: 'CERTIFIED PROADVISOR', stars: 1 },
  'qbo-level-2': { title: 'QuickBooks Online ProAdvisor – Level 2 Certification', ring: C.blue, disc: C.navy, centre: 'QBO', centreFill: '#FFFFFF', sub: 'LEVEL 2', subFill: '#E8A33D', topArc: 'QUICKBOOKS ONLINE', bottomArc: 'CERTIFIED PROADVISOR', stars: 2 },
  'qbo-payroll': { title: 'QuickBooks Online Payroll Certification', ring: C.mint, disc: C.navy, centre: 'QBO', centreFill: '#FFFFFF', sub: 'PAYROLL', subFill: '#E8A33D', topArc: 'QUICKBOOKS ONLINE', bottomArc: 'CERTIFIED PROADVISOR', stars: 1 },
};
for (const [name, b] of Object.entries(BADGES)) publish(`images/badges/${name}.svg`, badge(b));

// ---------------------------------------------------------------- press wordmarks and the home hero (final SVGs)
for (const [name, s] of Object.entries(pressWordmarks(C))) publish(`images/press/${name}.svg`, s);
publish('assets/home/hero-office.svg', heroOffice(C));
