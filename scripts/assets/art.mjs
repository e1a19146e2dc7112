// Draws every Silver State Books illustration as SVG (node builtins only).
// Usage: node art.mjs WORK_DIR BADGE_DIR  -> SVG sources in WORK_DIR, final badge SVGs in BADGE_DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [work, badgeDir] = process.argv.slice(2);
if (!work || !badgeDir) throw new Error('usage: node art.mjs WORK_DIR BADGE_DIR');

const C = {
  navy: '#0B1F3A', blue: '#1F5BD8', gold: '#E8A33D', mint: '#0E7C61', mist: '#F5F7FB',
  line: '#E3E8F0', slate: '#5B6778', white: '#FFFFFF', graphite: '#1E2633',
  blueTint: '#DCE6FA', goldTint: '#FBEBD2', mintTint: '#D5EEE6', navy2: '#132E57', blue2: '#3B74E6',
};
const FONT = "'DejaVu Sans', Verdana, Arial, Helvetica, sans-serif";
const SKIN = {
  s1: ['#F7DAC7', '#E5BBA1'], s2: ['#F0C7A3', '#DAA67F'], s3: ['#E3AE84', '#CA8F63'],
  s4: ['#C98D5E', '#AE7246'], s5: ['#A86C43', '#8D5533'], s6: ['#84502F', '#6B3D22'], s7: ['#5E3720', '#4A2915'],
};
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>\n';
const out = (rel, text) => {
  const file = join(work, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};
const text = (x, y, s, size, fill, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;

// ---------------------------------------------------------------- people (480 x 480 space)
const BODY = 'M56 480 C60 392 128 348 240 346 C352 348 420 392 424 480 Z';
function hairBack(p) {
  const h = p.hairColor;
  switch (p.hair) {
    case 'long': return `<path d="M148 220 C136 128 186 90 240 90 C294 90 344 128 332 220 L346 396 C300 412 180 412 134 396 Z" fill="${h}"/>`;
    case 'wavy': return `<path d="M146 220 C132 128 186 88 240 88 C294 88 348 128 334 220 C340 280 358 330 346 384 C332 398 318 386 304 398 C288 406 272 396 256 402 L224 402 C208 396 192 406 176 398 C162 386 148 398 134 384 C122 330 140 280 146 220 Z" fill="${h}"/>`;
    case 'bob': return `<path d="M144 210 C138 122 190 92 240 92 C290 92 342 122 336 210 L340 300 C328 314 304 314 296 302 L184 302 C176 314 152 314 140 300 Z" fill="${h}"/>`;
    case 'bun': return `<circle cx="240" cy="92" r="38" fill="${h}"/>`;
    case 'ponytail': return `<path d="M296 124 C352 132 378 200 362 286 C356 326 334 346 320 336 C334 292 334 232 300 190 Z" fill="${h}"/>`;
    case 'afro': {
      let s = `<circle cx="240" cy="186" r="118" fill="${h}"/>`;
      for (let a = 0; a < 360; a += 30) {
        const r = (a * Math.PI) / 180;
        s += `<circle cx="${(240 + 112 * Math.cos(r)).toFixed(1)}" cy="${(186 + 112 * Math.sin(r)).toFixed(1)}" r="30" fill="${h}"/>`;
      }
      return s;
    }
    default: return '';
  }
}
function hairFront(p) {
  const h = p.hairColor;
  const sidePart = `<path d="M156 232 C146 136 192 96 244 98 C300 100 336 146 324 238 C316 196 300 168 272 150 C244 178 196 186 156 232 Z" fill="${h}"/>`;
  const cap = `<path d="M158 222 C150 140 192 102 240 102 C288 102 330 140 322 222 C314 186 290 160 240 156 C190 160 166 186 158 222 Z" fill="${h}"/>`;
  switch (p.hair) {
    case 'short': return `<path d="M156 224 C144 140 184 96 240 96 C296 96 336 140 324 224 C318 192 310 170 298 158 C268 170 212 170 182 156 C170 170 162 194 156 224 Z" fill="${h}"/>`;
    case 'quiff': return `<path d="M156 224 C142 140 178 92 234 84 C282 78 322 96 332 132 C338 162 330 196 324 224 C318 192 310 172 298 160 C262 168 206 170 182 156 C170 170 162 194 156 224 Z" fill="${h}"/>`;
    case 'buzz': return `<path d="M162 202 C160 140 196 108 240 108 C284 108 320 140 318 202 C312 176 296 154 240 152 C184 154 168 176 162 202 Z" fill="${h}" opacity=".9"/>`;
    case 'curly': {
      let s = `<path d="M156 224 C144 140 184 100 240 100 C296 100 336 140 324 224 C318 192 306 172 292 164 C262 172 214 172 188 164 C172 174 162 194 156 224 Z" fill="${h}"/>`;
      for (let a = -175; a <= -5; a += 17) {
        const r = (a * Math.PI) / 180;
        s += `<circle cx="${(240 + 80 * Math.cos(r)).toFixed(1)}" cy="${(190 + 84 * Math.sin(r)).toFixed(1)}" r="22" fill="${h}"/>`;
      }
      return s;
    }
    case 'long': case 'wavy': case 'bob': return p.bangs
      ? `<path d="M158 214 C154 132 196 98 240 98 C284 98 326 132 322 214 C316 190 306 176 296 168 L184 168 C174 176 164 190 158 214 Z" fill="${h}"/>`
      : sidePart;
    case 'bun': case 'ponytail': return cap;
    case 'afro': return `<path d="M160 204 C166 150 200 126 240 126 C280 126 314 150 320 204 C324 140 292 108 240 108 C188 108 156 140 160 204 Z" fill="${h}"/>`;
    case 'wrap': {
      const w = p.wrapColor;
      return `<path d="M150 208 C136 120 190 70 246 70 C306 70 348 118 330 208 C322 178 306 160 290 156 C258 148 222 148 190 156 C172 160 158 178 150 208 Z" fill="${w}"/>` +
        `<ellipse cx="286" cy="86" rx="36" ry="26" fill="${w}"/><ellipse cx="248" cy="70" rx="30" ry="22" fill="${w}"/>` +
        `<path d="M160 150 C200 120 280 116 324 150 M168 124 C210 96 276 96 312 120" stroke="${C.navy}" stroke-opacity=".22" stroke-width="8" fill="none"/>`;
    }
    case 'cap': {
      const w = p.capColor;
      return `<path d="M160 214 L160 236 L172 236 L172 200 Z M320 214 L320 236 L308 236 L308 200 Z" fill="${h}"/>` +
        `<path d="M158 182 C158 122 196 94 240 94 C284 94 322 122 322 182 Z" fill="${w}"/>` +
        `<path d="M148 182 Q240 162 332 182 Q344 200 318 202 Q240 188 162 202 Q136 200 148 182 Z" fill="${C.navy}"/>` +
        `<circle cx="240" cy="128" r="13" fill="${C.white}" opacity=".9"/>`;
    }
    default: return '';
  }
}
function top(p, skin) {
  const t = p.top, a = p.accent || C.white, d = p.topDark || 'rgba(0,0,0,.22)';
  const body = `<path d="${BODY}" fill="${t}"/>`;
  switch (p.style) {
    case 'blazer': return `<path d="${BODY}" fill="${t}"/><path d="M204 348 L240 432 L276 348 Z" fill="${a}"/><path d="M214 348 L240 384 L266 348 Z" fill="${skin}"/>` +
      `<path d="M204 346 L184 384 L214 404 L240 470 M276 346 L296 384 L266 404 L240 470" stroke="${d}" stroke-width="6" fill="none" stroke-linejoin="round"/>` +
      (p.necklace ? `<path d="M216 352 Q240 380 264 352" stroke="${C.gold}" stroke-width="4" fill="none"/><circle cx="240" cy="372" r="5" fill="${C.gold}"/>` : '');
    case 'collar': return body + `<path d="M212 346 L240 384 L268 346 Z" fill="${skin}"/>` +
      `<path d="M208 342 L196 382 L238 380 Z M272 342 L284 382 L242 380 Z" fill="${a}"/>` +
      `<path d="M240 382 L240 480" stroke="${d}" stroke-width="4"/><circle cx="248" cy="412" r="4" fill="${a}"/><circle cx="248" cy="448" r="4" fill="${a}"/>`;
    case 'polo': return body + `<path d="M214 346 L240 376 L266 346 Z" fill="${skin}"/>` +
      `<path d="M210 342 L202 370 L236 366 Z M270 342 L278 370 L244 366 Z" fill="${a}"/>` +
      `<path d="M240 370 L240 416" stroke="${d}" stroke-width="4"/><circle cx="246" cy="388" r="3.5" fill="${a}"/><circle cx="246" cy="406" r="3.5" fill="${a}"/>`;
    case 'hoodie': return body + `<path d="M218 346 L240 368 L262 346 Z" fill="${skin}"/>` +
      `<path d="M178 352 C188 394 292 394 302 352" stroke="${d}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      `<path d="M222 388 L218 440 M258 388 L262 440" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`;
    case 'cardigan': return `<path d="${BODY}" fill="${a}"/><path d="M206 348 Q240 380 274 348 Z" fill="${skin}"/>` +
      `<path d="M56 480 C60 392 128 348 206 346 L230 480 Z M424 480 C420 392 352 348 274 346 L250 480 Z" fill="${t}"/>` +
      `<circle cx="226" cy="420" r="4" fill="${C.white}"/><circle cx="228" cy="454" r="4" fill="${C.white}"/>`;
    default: return body + `<path d="M206 348 Q240 384 274 348 Z" fill="${skin}"/><path d="M204 348 Q240 390 276 348" stroke="${d}" stroke-width="6" fill="none"/>` +
      (p.necklace ? `<path d="M214 356 Q240 388 266 356" stroke="${C.gold}" stroke-width="4" fill="none"/>` : '');
  }
}
function person(p) {
  const [skin, shade] = SKIN[p.skin];
  const brow = p.browColor || p.hairColor;
  let s = hairBack(p);
  s += `<path d="M208 262 L208 356 L272 356 L272 262 Z" fill="${skin}"/><path d="M208 292 Q240 330 272 292 L272 270 L208 270 Z" fill="${shade}"/>`;
  s += top(p, skin);
  s += `<ellipse cx="163" cy="222" rx="15" ry="22" fill="${shade}"/><ellipse cx="317" cy="222" rx="15" ry="22" fill="${shade}"/>`;
  if (p.earrings) s += `<circle cx="162" cy="250" r="6" fill="${C.gold}"/><circle cx="318" cy="250" r="6" fill="${C.gold}"/>`;
  s += `<ellipse cx="240" cy="212" rx="78" ry="94" fill="${skin}"/>`;
  const jaw = 'M162 212 C162 292 196 326 240 328 C284 326 318 292 318 212 C314 250 300 264 284 264 C268 252 212 252 196 264 C180 264 166 250 162 212 Z';
  if (p.beard === 'full') s += `<path d="${jaw}" fill="${p.hairColor}"/><ellipse cx="240" cy="268" rx="30" ry="13" fill="${skin}"/>`;
  if (p.beard === 'stubble') s += `<clipPath id="jaw${p.skin}"><ellipse cx="240" cy="212" rx="78" ry="94"/></clipPath><path d="${jaw}" fill="${p.hairColor}" opacity=".3" clip-path="url(#jaw${p.skin})"/>`;
  s += hairFront(p);
  s += `<circle cx="200" cy="248" r="13" fill="#E07A62" opacity=".18"/><circle cx="280" cy="248" r="13" fill="#E07A62" opacity=".18"/>`;
  s += `<ellipse cx="212" cy="216" rx="7.5" ry="9" fill="${C.navy}"/><ellipse cx="268" cy="216" rx="7.5" ry="9" fill="${C.navy}"/>`;
  s += `<circle cx="215" cy="212" r="2.4" fill="#fff"/><circle cx="271" cy="212" r="2.4" fill="#fff"/>`;
  s += `<path d="M195 192 Q211 182 227 190 M253 190 Q269 182 285 192" stroke="${brow}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M240 224 Q233 244 243 248" stroke="${shade}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
  if (p.beard === 'mustache') s += `<path d="M212 258 C222 246 236 248 240 252 C244 248 258 246 268 258 C256 256 248 258 240 258 C232 258 224 256 212 258 Z" fill="${p.hairColor}"/>`;
  s += `<path d="M216 264 Q240 290 264 264 Q240 272 216 264 Z" fill="#6B2A2A"/><path d="M221 266 Q240 272 259 266 L256 271 Q240 276 224 271 Z" fill="#fff"/>`;
  if (p.glasses === 'round') s += `<g fill="none" stroke="${C.navy}" stroke-width="5"><circle cx="211" cy="215" r="23"/><circle cx="269" cy="215" r="23"/><path d="M234 212 Q240 206 246 212 M188 210 L164 204 M292 210 L316 204"/></g>`;
  if (p.glasses === 'square') s += `<g fill="none" stroke="${p.glassesColor || C.navy}" stroke-width="5"><rect x="186" y="196" width="50" height="38" rx="12"/><rect x="244" y="196" width="50" height="38" rx="12"/><path d="M236 212 Q240 207 244 212 M186 208 L164 204 M294 208 L316 204"/></g>`;
  return s;
}
function portraitBg(bg, deco) {
  return `<rect width="480" height="480" fill="${bg}"/>` +
    `<circle cx="240" cy="268" r="196" fill="${deco}" opacity=".55"/>` +
    `<path d="M0 96 H480 M0 144 H480" stroke="${deco}" stroke-width="3" opacity=".7"/>` +
    `<circle cx="404" cy="84" r="14" fill="${C.gold}" opacity=".8"/>`;
}

const TEAM = {
  elena: { skin: 's2', hair: 'wavy', hairColor: '#5A3A22', top: C.navy, style: 'blazer', accent: C.mist, necklace: true, earrings: true, bg: C.blueTint, deco: '#C3D3F5' },
  marcus: { skin: 's6', hair: 'buzz', hairColor: '#1B1410', beard: 'full', top: C.blue, style: 'collar', accent: C.mist, bg: C.goldTint, deco: '#F5D7A8' },
  renee: { skin: 's3', hair: 'bob', hairColor: '#161616', glasses: 'square', top: C.mint, style: 'crew', bg: C.mist, deco: C.line, earrings: true },
  tomas: { skin: 's4', hair: 'short', hairColor: '#20160F', beard: 'mustache', top: C.gold, style: 'collar', accent: '#FFF4E0', topDark: 'rgba(11,31,58,.25)', bg: C.mintTint, deco: '#B6E0D2' },
  aisha: { skin: 's7', hair: 'wrap', wrapColor: C.gold, hairColor: '#120C08', top: C.mint, style: 'crew', earrings: true, bg: C.blueTint, deco: '#C3D3F5' },
  kevin: { skin: 's1', hair: 'short', hairColor: '#111318', glasses: 'round', top: C.slate, style: 'hoodie', accent: C.line, bg: C.goldTint, deco: '#F5D7A8' },
  lucia: { skin: 's4', hair: 'bun', hairColor: '#2A1A12', top: C.blue, style: 'blazer', accent: C.white, earrings: true, bg: C.mintTint, deco: '#B6E0D2' },
  nate: { skin: 's1', hair: 'quiff', hairColor: '#A8743E', browColor: '#8A5E30', top: C.navy, style: 'polo', accent: C.line, bg: C.mist, deco: C.line },
  grace: { skin: 's2', hair: 'long', bangs: true, hairColor: '#141414', top: C.mint, style: 'cardigan', accent: C.mist, bg: C.goldTint, deco: '#F5D7A8' },
  omar: { skin: 's4', hair: 'curly', hairColor: '#1E1410', beard: 'stubble', top: C.slate, style: 'collar', accent: C.blueTint, bg: C.blueTint, deco: '#C3D3F5' },
};
for (const [name, p] of Object.entries(TEAM)) out(`team/${name}.svg`, svg(480, 480, portraitBg(p.bg, p.deco) + person(p)));

// ---------------------------------------------------------------- video reviews
const ICON = {
  tire: `<circle r="20" fill="${C.graphite}"/><circle r="11" fill="${C.line}"/><circle r="4" fill="${C.slate}"/>`,
  sparkle: `<path d="M0 -20 Q3 -3 20 0 Q3 3 0 20 Q-3 3 -20 0 Q-3 -3 0 -20 Z" fill="${C.white}"/>`,
  snow: `<path d="M0 -18 V18 M-15.6 -9 L15.6 9 M-15.6 9 L15.6 -9" stroke="${C.white}" stroke-width="4" stroke-linecap="round"/>`,
  scales: `<path d="M0 -16 V16 M-10 16 H10 M-16 -8 H16 M-16 -8 L-22 6 H-10 Z M16 -8 L10 6 H22 Z" stroke="${C.white}" stroke-width="3" fill="none" stroke-linejoin="round"/>`,
  shirt: `<path d="M-8 -16 L-20 -10 L-16 0 L-11 -2 V16 H11 V-2 L16 0 L20 -10 L8 -16 Q0 -8 -8 -16 Z" fill="${C.white}"/>`,
  leaf: `<path d="M-14 14 C-16 -6 0 -18 18 -18 C18 2 6 16 -14 14 Z M-14 14 L6 -6" fill="${C.white}" stroke="${C.mint}" stroke-width="2.5"/>`,
};
const CLIENTS = {
  javier: { title: 'Owner, Azteca Mobile Tire', services: ['Monthly Bookkeeping', 'Payroll'], icon: 'tire', iconBg: C.gold,
    quote: ['We were nine months behind.', 'Now my P&L lands by the 5th', 'and payroll just runs.'],
    p: { skin: 's4', hair: 'cap', capColor: C.gold, hairColor: '#1A120C', beard: 'mustache', top: C.navy, style: 'polo', accent: C.line } },
  brianna: { title: 'Founder, Fresh Start Cleaning', services: ['Books Cleanup', 'Monthly Bookkeeping'], icon: 'sparkle', iconBg: C.mint,
    quote: ['They untangled two years', 'of messy books. Now every', 'month closes on time.'],
    p: { skin: 's6', hair: 'afro', hairColor: '#1A120D', top: C.mint, style: 'crew', earrings: true } },
  derek: { title: 'Owner, ASAP Air Conditioning', services: ['Job Costing', 'Payroll'], icon: 'snow', iconBg: C.blue,
    quote: ['I see profit on every install', 'now, and my techs get paid', 'right, every single week.'],
    p: { skin: 's1', hair: 'buzz', hairColor: '#6B4A2E', beard: 'stubble', top: C.blue, style: 'polo', accent: C.blueTint } },
  monica: { title: 'Managing Attorney, family law', services: ['Trust Reconciliation', 'Notary Services'], icon: 'scales', iconBg: C.slate,
    quote: ['Our trust account reconciles', 'every month, and a notary', 'is one phone call away.'],
    p: { skin: 's3', hair: 'bob', hairColor: '#3A2418', top: C.navy2, style: 'blazer', accent: C.white, necklace: true, earrings: true } },
  sam: { title: 'Co-owner, Urban Thread', services: ['QuickBooks Setup', 'Tax-Ready Financials'], icon: 'shirt', iconBg: C.blue,
    quote: ['They rebuilt our QuickBooks', 'from scratch. Our CPA got', 'tax-ready books in January.'],
    p: { skin: 's2', hair: 'curly', hairColor: '#2B1E17', glasses: 'square', glassesColor: C.gold, top: C.slate, style: 'hoodie', accent: C.line } },
  rosa: { title: 'Owner, Green Edge Lawn Services', services: ['Payroll', 'Monthly Bookkeeping'], icon: 'leaf', iconBg: C.mint,
    quote: ['Seasonal crew payroll,', 'handled without drama.', 'Not one penalty notice.'],
    p: { skin: 's4', hair: 'ponytail', hairColor: '#24160F', top: C.mint, style: 'collar', accent: C.mintTint, earrings: true } },
};
const navyGrad = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset=".65" stop-color="${C.navy2}"/><stop offset="1" stop-color="#17407F"/></linearGradient>` +
  `<radialGradient id="gl" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.gold}" stop-opacity=".35"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="bl" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.blue}" stop-opacity=".55"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>`;
function gridLines(w, h, step, op) {
  let d = '';
  for (let x = 0; x <= w; x += step) d += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += step) d += `M0 ${y}H${w}`;
  return `<path d="${d}" stroke="#FFFFFF" stroke-opacity="${op}" stroke-width="1"/>`;
}
function avatarDisc(p, cx, cy, r, ring, iconKey, iconBg) {
  const sc = (2 * r) / 400, id = `c${cx}${cy}`;
  return `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
    `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="${ring}"/>` +
    `<g clip-path="url(#${id})"><rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="${C.blueTint}"/>` +
    `<circle cx="${cx}" cy="${cy + r * 0.25}" r="${r * 0.9}" fill="#C3D3F5"/>` +
    `<g transform="translate(${cx - 240 * sc} ${cy - r - 40 * sc}) scale(${sc})">${person(p)}</g></g>` +
    (iconKey ? `<g transform="translate(${cx + r * 0.72} ${cy + r * 0.72})"><circle r="27" fill="${iconBg}" stroke="${C.navy}" stroke-width="4"/>${ICON[iconKey]}</g>` : '');
}
for (const [name, c] of Object.entries(CLIENTS)) {
  // thumbnail 640x360: avatar right, name bottom-left, centre kept calm for a play button
  out(`vr/${name}/thumb.svg`, svg(640, 360,
    `<rect width="640" height="360" fill="url(#bg)"/>${gridLines(640, 360, 40, 0.06)}` +
    `<circle cx="470" cy="190" r="190" fill="url(#bl)"/><circle cx="120" cy="330" r="160" fill="url(#gl)"/>` +
    `<path d="M40 70 H150" stroke="${C.gold}" stroke-width="3"/>` +
    text(40, 52, 'CLIENT STORY', 13, C.gold, 'font-weight="700" letter-spacing="2"') +
    avatarDisc(c.p, 470, 180, 112, 'rgba(255,255,255,.14)', c.icon, c.iconBg) +
    text(40, 276, name[0].toUpperCase() + name.slice(1), 40, C.white, 'font-weight="700"') +
    text(40, 304, c.title, 15, '#F3C77E') +
    text(40, 332, 'Silver State Books', 12, '#AFC0DA', 'letter-spacing="1"'), navyGrad));
  // moving background 800x450, cropped to 640x360 while it pans
  out(`vr/${name}/bg.svg`, svg(800, 450,
    `<rect width="800" height="450" fill="url(#bg)"/>${gridLines(800, 450, 40, 0.055)}` +
    `<circle cx="620" cy="120" r="260" fill="url(#bl)"/><circle cx="160" cy="420" r="220" fill="url(#gl)"/>` +
    `<path d="M0 390 C160 370 260 330 400 320 C540 310 640 250 800 230" stroke="${C.gold}" stroke-opacity=".18" stroke-width="3" fill="none"/>`, navyGrad));
  const L = (body, defs = '') => svg(640, 360, body, defs);
  out(`vr/${name}/l0.svg`, L(avatarDisc(c.p, 132, 150, 86, 'rgba(255,255,255,.16)', c.icon, c.iconBg) +
    text(132, 278, '★★★★★', 20, C.gold, 'text-anchor="middle" letter-spacing="2"') +
    text(132, 326, 'Silver State Books', 12, '#AFC0DA', 'text-anchor="middle" letter-spacing="1"')));
  out(`vr/${name}/l1.svg`, L(text(262, 92, name[0].toUpperCase() + name.slice(1), 36, C.white, 'font-weight="700"')));
  out(`vr/${name}/l2.svg`, L(text(262, 120, c.title, 15, '#F3C77E') + `<path d="M262 138 H330" stroke="${C.gold}" stroke-width="3"/>`));
  c.quote.forEach((q, i) => out(`vr/${name}/l${3 + i}.svg`,
    L((i === 0 ? text(240, 186, '“', 44, C.gold, 'font-weight="700"') : '') + text(262, 178 + i * 30, q, 19, C.white))));
  let x = 262, pills = '';
  for (const s of c.services) {
    const w = Math.round(s.length * 7.4 + 26);
    pills += `<rect x="${x}" y="${290}" width="${w}" height="28" rx="14" fill="rgba(255,255,255,.10)" stroke="${C.gold}" stroke-opacity=".7"/>` +
      text(x + w / 2, 309, s, 12, C.white, 'text-anchor="middle"');
    x += w + 10;
  }
  out(`vr/${name}/l6.svg`, L(pills));
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
mkdirSync(badgeDir, { recursive: true });
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
for (const [name, b] of Object.entries(BADGES)) writeFileSync(join(badgeDir, `${name}.svg`), badge(b));
