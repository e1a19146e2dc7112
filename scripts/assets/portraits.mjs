// Draws the team portraits as soft-lit painted busts in a blurred office (480 x 480 SVG), so the
// seeded team reads as people photographed at work rather than as avatars or placeholders.
// Used by art.mjs; node builtins only.

// Skin: highlight, base, shadow.
const SKIN = {
  s1: ['#F6E0D2', '#EBC7B0', '#C99A80'],
  s2: ['#F2D3BA', '#E2B696', '#BC8A6A'],
  s3: ['#E8C09E', '#D19E78', '#A7734F'],
  s4: ['#D9A57C', '#BC8459', '#8E5A38'],
  s5: ['#B7825A', '#9A6642', '#6E4329'],
  s6: ['#9A6846', '#7E5033', '#573420'],
  s7: ['#7A4F33', '#623C25', '#402515'],
};

// Office backdrops, thrown out of focus: wall colours, the window's light, and what stands in the room.
const ROOMS = {
  window: { wall: ['#E9EDF3', '#CBD4E1'], light: '#FBFAF6', accent: '#2F5D50' },
  warm: { wall: ['#EEE5D9', '#D4C3AE'], light: '#FFF8EC', accent: '#6B7F3A' },
  blue: { wall: ['#DCE4F1', '#A9B9D3'], light: '#F4F8FF', accent: '#1F5BD8' },
  sage: { wall: ['#E1E9E2', '#B9CBBF'], light: '#F9FBF6', accent: '#0E7C61' },
  evening: { wall: ['#2A3D5E', '#12213B'], light: '#F3C77E', accent: '#E8A33D' },
};

const f1 = (n) => +n.toFixed(1);

/** The out-of-focus room behind the sitter; `side` is where the window (and the light) is. */
function room(id, kind, side) {
  const r = ROOMS[kind];
  const wx = side < 0 ? 0 : 300;
  let s = `<linearGradient id="${id}w" x1="${side < 0 ? 0 : 1}" y1="0" x2="${side < 0 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${r.wall[0]}"/><stop offset="1" stop-color="${r.wall[1]}"/></linearGradient>`;
  const defs = s;
  s = `<rect width="480" height="480" fill="url(#${id}w)"/>`;
  // window: a bright pane with mullions
  s += `<g filter="url(#${id}b)"><rect x="${wx}" y="-20" width="180" height="330" fill="${r.light}" opacity=".92"/>` +
    `<path d="M${wx + 90} -20 V310 M${wx} 150 H${wx + 180}" stroke="${r.wall[1]}" stroke-width="12" opacity=".7"/>`;
  // shelf with books on the dark side
  const sx = side < 0 ? 330 : 10;
  s += `<rect x="${sx}" y="230" width="150" height="10" fill="${r.wall[1]}" opacity=".9"/>`;
  const books = ['#8C6B4A', r.accent, '#C9B79A', '#5B6778', '#A4553A', r.accent];
  books.forEach((c, i) => {
    const h = 46 + ((i * 17) % 22);
    s += `<rect x="${sx + 14 + i * 19}" y="${230 - h}" width="15" height="${h}" fill="${c}" opacity=".75"/>`;
  });
  // a plant by the window
  const px = side < 0 ? 150 : 330;
  s += `<path d="M${px - 24} 420 h48 l-8 60 h-32 z" fill="#3A3F48" opacity=".6"/>`;
  for (let i = 0; i < 7; i++) {
    const a = -150 + i * 20, rad = (a * Math.PI) / 180;
    s += `<ellipse cx="${f1(px + 70 * Math.cos(rad))}" cy="${f1(400 + 70 * Math.sin(rad))}" rx="30" ry="12" transform="rotate(${a} ${f1(px + 70 * Math.cos(rad))} ${f1(400 + 70 * Math.sin(rad))})" fill="#3E6B4A" opacity=".55"/>`;
  }
  // light falling across the wall, and a few bokeh spots
  s += `<circle cx="${side < 0 ? 60 : 420}" cy="60" r="34" fill="${r.light}" opacity=".5"/>` +
    `<circle cx="${side < 0 ? 130 : 350}" cy="110" r="18" fill="${r.light}" opacity=".45"/></g>`;
  return { defs, body: s };
}

/** Hair drawn behind the head (length, volume) and over it (hairline, fringe). */
function hairShapes(p) {
  const back = {
    long: 'M162 190 C150 110 196 82 240 82 C292 82 334 112 322 196 C326 260 336 318 348 376 C300 392 180 392 132 376 C146 318 156 258 162 190 Z',
    bangs: 'M164 186 C154 108 198 84 240 84 C286 84 328 110 318 190 C322 256 330 316 340 370 C296 384 184 384 140 370 C150 316 158 256 164 186 Z',
    bob: 'M160 188 C150 112 196 84 240 84 C288 84 332 112 322 192 C324 228 330 262 324 286 C300 292 282 280 272 268 L208 268 C198 280 180 292 156 286 C150 262 156 228 160 188 Z',
    bun: 'M240 58 C268 58 284 74 284 96 C284 112 270 122 240 122 C210 122 196 112 196 96 C196 74 212 58 240 58 Z',
    curly: 'M164 200 C150 118 190 88 240 86 C292 86 334 118 318 204 Z',
    afro: 'M152 214 C134 124 182 70 240 70 C298 70 346 124 328 214 C332 246 318 262 302 256 L178 256 C162 262 148 246 152 214 Z',
  }[p.hair];
  const front = {
    long: 'M174 196 C168 132 200 106 246 108 C288 110 312 140 306 196 C298 162 282 142 262 134 C236 156 204 166 174 196 Z',
    bangs: 'M172 178 C168 124 200 104 240 104 C282 104 312 124 308 178 C296 160 284 152 270 150 C248 160 226 160 206 152 C192 154 180 162 172 178 Z',
    bob: 'M172 190 C166 128 200 104 244 106 C286 108 314 134 308 190 C300 160 286 140 266 130 C238 150 206 160 172 190 Z',
    bun: 'M174 178 C172 128 204 108 240 108 C276 108 308 128 306 178 C296 148 272 134 240 134 C208 134 184 148 174 178 Z',
    short: 'M172 182 C166 128 200 100 242 100 C286 100 316 128 308 184 C302 160 294 146 282 138 C258 146 220 146 196 138 C184 148 176 162 172 182 Z',
    quiff: 'M172 184 C164 126 196 92 238 88 C276 84 310 98 314 132 C316 152 312 168 308 184 C302 160 294 146 282 140 C256 148 220 148 196 140 C184 150 176 164 172 184 Z',
    buzz: 'M176 170 C176 126 206 106 240 106 C274 106 304 126 304 170 C296 146 276 134 240 132 C204 134 184 146 176 170 Z',
    curly: 'M170 196 C160 130 196 98 240 98 C284 98 320 130 310 196 C304 168 290 150 272 144 C250 152 228 152 208 144 C190 150 176 168 170 196 Z',
    afro: 'M174 182 C176 132 206 112 240 112 C274 112 304 132 306 182 C296 152 272 140 240 140 C208 140 184 152 174 182 Z',
    wrap: 'M168 176 C160 110 200 72 244 72 C292 72 326 108 314 178 C300 150 276 138 240 138 C204 138 182 150 168 176 Z',
  }[p.hair];
  return { back, front };
}

function clothes(id, p, side, skin) {
  const torso = 'M56 480 C58 428 76 390 120 374 C152 362 188 352 212 332 Q240 346 268 332 C292 352 328 362 360 374 C404 390 422 428 424 480 Z';
  const shade = `<path d="${torso}" fill="url(#${id}c)"/>`;
  const defs = `<linearGradient id="${id}c" x1="${side < 0 ? 0 : 1}" y1="0" x2="${side < 0 ? 1 : 0}" y2="0">` +
    `<stop offset="0" stop-color="#FFFFFF" stop-opacity=".16"/><stop offset=".55" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity=".32"/></linearGradient>`;
  let s = `<path d="${torso}" fill="${p.top}"/>`;
  switch (p.style) {
    case 'blazer':
      s += `<path d="M206 336 L240 430 L274 336 Z" fill="${p.shirt}"/>` +
        (p.shirtCollar ? `<path d="M208 334 L226 372 L240 350 Z M272 334 L254 372 L240 350 Z" fill="${p.shirt}" stroke="#000" stroke-opacity=".08"/>` : `<path d="M214 336 Q240 372 266 336 Z" fill="${skin[1]}"/>`) +
        `<path d="M204 338 L176 372 L208 398 L236 480 L200 480 L150 372 Z M276 338 L304 372 L272 398 L244 480 L280 480 L330 372 Z" fill="${p.top}"/>` +
        `<path d="M204 338 L178 372 L208 398 L238 478 M276 338 L302 372 L272 398 L242 478" stroke="#000" stroke-opacity=".22" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
        (p.necklace ? `<path d="M220 340 Q240 368 260 340" stroke="#D9B46A" stroke-width="2.2" fill="none"/><circle cx="240" cy="358" r="3.2" fill="#E8C27A"/>` : '');
      break;
    case 'collar':
      s += `<path d="M214 334 L240 376 L266 334 Z" fill="${skin[1]}"/>` +
        `<path d="M210 330 L200 368 L238 374 Z M270 330 L280 368 L242 374 Z" fill="${p.shirt || p.top}" stroke="#000" stroke-opacity=".15" stroke-width="1.5"/>` +
        `<path d="M240 376 V480" stroke="#000" stroke-opacity=".18" stroke-width="2.5"/>` +
        `<circle cx="245" cy="410" r="2.6" fill="#000" opacity=".25"/><circle cx="245" cy="450" r="2.6" fill="#000" opacity=".25"/>`;
      break;
    case 'turtleneck':
      s += `<path d="M206 300 L274 300 L280 346 Q240 362 200 346 Z" fill="${p.top}"/>` +
        `<path d="M206 318 Q240 330 274 318 M204 334 Q240 348 276 334" stroke="#000" stroke-opacity=".14" stroke-width="2.5" fill="none"/>`;
      break;
    default: // crew-neck knit
      s += `<path d="M208 334 Q240 370 272 334 Z" fill="${skin[1]}"/>` +
        `<path d="M204 334 Q240 378 276 334" stroke="#000" stroke-opacity=".18" stroke-width="7" fill="none"/>` +
        (p.necklace ? `<path d="M216 344 Q240 372 264 344" stroke="#D9B46A" stroke-width="2" fill="none"/>` : '');
  }
  return { defs, body: s + shade };
}

/** One portrait: room, hair behind, neck and body, head, features, hair over the head, finish. */
export function portrait(id, p) {
  const skin = SKIN[p.skin];
  const side = p.light ?? -1; // -1: the window is on the left
  const rm = room(id, p.room, side);
  const { back, front } = hairShapes(p);
  const cl = clothes(id, p, side, skin);
  const face = 'M240 112 C280 112 306 140 306 190 C306 222 300 248 286 266 C272 284 256 294 240 294 C224 294 208 284 194 266 C180 248 174 222 174 190 C174 140 200 112 240 112 Z';
  const hl = side < 0 ? 0.36 : 0.64;
  const hair = p.hairColor;
  let defs = `<filter id="${id}b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>` +
    `<filter id="${id}s"><feGaussianBlur stdDeviation="5"/></filter>` +
    `<filter id="${id}g" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="${p.skin.length + id.length}"/>` +
    '<feColorMatrix values="0 0 0 0 .5  0 0 0 0 .5  0 0 0 0 .5  1 0 0 0 -.5"/></filter>' +
    `<filter id="${id}f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation=".7"/></filter>` +
    `<radialGradient id="${id}k" cx="${hl}" cy=".42" r=".7"><stop offset="0" stop-color="${skin[0]}"/>` +
    `<stop offset=".55" stop-color="${skin[1]}"/><stop offset="1" stop-color="${skin[2]}"/></radialGradient>` +
    `<linearGradient id="${id}h" x1="${side < 0 ? 0 : 1}" y1="0" x2="${side < 0 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${p.hairLight || hair}"/><stop offset=".6" stop-color="${hair}"/></linearGradient>` +
    `<radialGradient id="${id}v" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#0B1F3A" stop-opacity=".28"/></radialGradient>` +
    `<clipPath id="${id}n"><path d="M212 240 L268 240 L272 340 L208 340 Z"/></clipPath>` +
    `<clipPath id="${id}q"><path d="${face}"/></clipPath>` +
    (front ? `<clipPath id="${id}r"><path d="${front}"/></clipPath>` : '') + rm.defs + cl.defs;

  let s = rm.body;
  // a soft shadow the sitter throws on the wall, away from the window
  s += `<ellipse cx="${240 - side * 40}" cy="300" rx="170" ry="210" fill="#0B1F3A" opacity=".08" filter="url(#${id}b)"/>`;
  // the head sits a little low, so the neck reads short as in a head-and-shoulders photograph
  s += '<g transform="translate(0 12)">';
  if (back) s += `<path d="${back}" fill="url(#${id}h)"/>`;
  // curls: a ring of soft tufts around the crown
  const curls = { curly: [78, 88, 186, 19, 14], afro: [92, 104, 172, 26, 16] }[p.hair];
  if (curls) {
    const [rx, ry, cy, r0, step] = curls;
    for (let a = -196; a <= 16; a += step) {
      const r = (a * Math.PI) / 180;
      s += `<circle cx="${f1(240 + rx * Math.cos(r))}" cy="${f1(cy + ry * Math.sin(r))}" r="${r0}" fill="${hair}"/>`;
    }
  }
  // neck, with the jaw's shadow across its top
  s += `<path d="M212 240 L268 240 L272 330 Q240 350 208 330 Z" fill="${skin[1]}"/>` +
    `<g clip-path="url(#${id}n)"><ellipse cx="240" cy="280" rx="48" ry="34" fill="${skin[2]}" opacity=".85" filter="url(#${id}s)"/></g>`;
  s += '</g>' + cl.body + '<g transform="translate(0 12)">';
  // ears, then the face
  s += `<ellipse cx="175" cy="206" rx="11" ry="21" fill="${side < 0 ? skin[1] : skin[2]}"/><ellipse cx="305" cy="206" rx="11" ry="21" fill="${side < 0 ? skin[2] : skin[1]}"/>`;
  if (p.earrings) s += `<circle cx="174" cy="232" r="3.6" fill="#E8C27A"/><circle cx="306" cy="232" r="3.6" fill="#E8C27A"/>`;
  s += `<path d="${face}" fill="url(#${id}k)"/>`;
  // modelling: the far cheek in shadow, a lit cheekbone, the eye sockets
  s += `<g clip-path="url(#${id}q)" filter="url(#${id}s)">` +
    `<ellipse cx="${240 - side * 62}" cy="214" rx="26" ry="74" fill="${skin[2]}" opacity=".55"/>` +
    `<ellipse cx="${240 + side * 34}" cy="226" rx="16" ry="10" fill="${skin[0]}" opacity=".6"/>` +
    `<ellipse cx="213" cy="200" rx="17" ry="9" fill="${skin[2]}" opacity=".35"/><ellipse cx="267" cy="200" rx="17" ry="9" fill="${skin[2]}" opacity=".35"/>` +
    (p.beard === 'full' ? `<path d="M176 214 C180 262 206 296 240 298 C274 296 300 262 304 214 C296 244 282 254 264 254 C252 246 228 246 216 254 C198 254 184 244 176 214 Z" fill="${hair}" opacity=".95"/>` : '') +
    (p.beard === 'stubble' ? `<path d="M178 222 C184 266 208 296 240 298 C272 296 296 266 302 222 C292 250 276 258 262 256 C252 250 228 250 218 256 C204 258 188 250 178 222 Z" fill="${hair}" opacity=".35"/>` : '') +
    '</g>';
  // features, softened a little as a lens would
  const eye = (x) => `<path d="M${x - 12} 202 Q${x} 193 ${x + 12} 202 Q${x} 207 ${x - 12} 202 Z" fill="#F4EEE8" opacity=".9"/>` +
    `<circle cx="${x + side * -1}" cy="201.5" r="4.6" fill="${p.eyes || '#3B2618'}"/><circle cx="${x + side * -1}" cy="201.5" r="2" fill="#120A06"/>` +
    `<circle cx="${x + side * -1 - 1.5}" cy="200" r="1" fill="#FFFFFF" opacity=".8"/>` +
    `<path d="M${x - 13} 202.5 Q${x} 191 ${x + 13} 202" stroke="#2A1A12" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M${x - 10} 196 Q${x} 189.5 ${x + 10} 195.5" stroke="${skin[2]}" stroke-width="1.4" fill="none" opacity=".7"/>`;
  const brow = p.browColor || hair;
  s += `<g filter="url(#${id}f)">` + eye(213) + eye(267) +
    `<path d="M196 185 Q212 177 229 182 Q213 181 197 188 Z" fill="${brow}" stroke="${brow}" stroke-width="2.4" stroke-linejoin="round"/>` +
    `<path d="M284 185 Q268 177 251 182 Q267 181 283 188 Z" fill="${brow}" stroke="${brow}" stroke-width="2.4" stroke-linejoin="round"/>` +
    // nose: a shadowed side, the tip's light, the nostrils
    `<path d="M${240 - side * 6} 206 C${240 - side * 8} 222 ${240 - side * 12} 234 ${240 - side * 9} 242" stroke="${skin[2]}" stroke-width="3" fill="none" opacity=".55" stroke-linecap="round"/>` +
    `<ellipse cx="${240 + side * 2}" cy="238" rx="6" ry="4" fill="${skin[0]}" opacity=".55"/>` +
    `<path d="M229 244 Q233 240 237 244 M243 244 Q247 240 251 244" stroke="${skin[2]}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity=".8"/>` +
    // lips: a closed, easy smile
    `<path d="M222 262 Q231 256 240 259 Q249 256 258 262 Q240 265 222 262 Z" fill="${p.lips || '#A9625A'}" opacity=".85"/>` +
    `<path d="M223 262.5 Q240 276 257 262.5 Q240 266 223 262.5 Z" fill="${p.lips || '#A9625A'}" opacity=".7"/>` +
    `<path d="M220 261 Q240 268 260 261" stroke="#5A2E28" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".75"/>` +
    `<ellipse cx="240" cy="270" rx="7" ry="2" fill="${skin[0]}" opacity=".45"/>` +
    (p.beard === 'mustache' ? `<path d="M218 256 C226 247 236 250 240 253 C244 250 254 247 262 256 C252 254 246 256 240 256 C234 256 228 254 218 256 Z" fill="${hair}"/>` : '') +
    (p.beard === 'full' ? `<path d="M216 257 C226 247 236 250 240 252 C244 250 254 247 264 257 C252 254 246 256 240 256 C234 256 228 254 216 257 Z" fill="${hair}"/>` : '') +
    '</g>';
  // hair over the head, with a few strands catching the light
  if (front) s += `<path d="${front}" fill="${p.hair === 'wrap' ? p.wrapColor : `url(#${id}h)`}"/>`;
  if (p.hair === 'wrap') {
    s += `<path d="M170 168 C206 140 276 138 312 168 M178 140 C214 112 270 112 302 136" stroke="#000" stroke-opacity=".16" stroke-width="6" fill="none"/>` +
      `<ellipse cx="278" cy="82" rx="34" ry="24" fill="${p.wrapColor}"/><path d="M252 70 C262 88 292 94 304 84" stroke="#000" stroke-opacity=".14" stroke-width="5" fill="none"/>`;
  } else if (front && p.hairLight && p.hair !== 'buzz') {
    s += `<g clip-path="url(#${id}r)"><ellipse cx="${240 + side * 34}" cy="118" rx="40" ry="22" fill="${p.hairLight}" opacity=".45" filter="url(#${id}s)"/></g>`;
  }
  if (p.hair === 'bun') s += `<path d="M196 96 C214 88 266 88 284 96" stroke="#000" stroke-opacity=".18" stroke-width="3" fill="none"/>`;
  if (p.glasses) {
    const g = p.glassesColor || '#1E2633';
    const lens = p.glasses === 'round'
      ? `<circle cx="213" cy="202" r="19"/><circle cx="267" cy="202" r="19"/>`
      : `<rect x="191" y="188" width="44" height="30" rx="9"/><rect x="245" y="188" width="44" height="30" rx="9"/>`;
    s += `<g fill="#FFFFFF" fill-opacity=".07" stroke="${g}" stroke-width="3.2">${lens}</g>` +
      `<path d="M233 200 Q240 195 247 200 M193 198 L176 194 M287 198 L304 194" stroke="${g}" stroke-width="3" fill="none"/>`;
  }
  s += '</g>';
  // a gentle vignette, and a fine grain so the flat fills read as a photograph's
  s += `<rect width="480" height="480" fill="url(#${id}v)"/><rect width="480" height="480" filter="url(#${id}g)" opacity=".22"/>`;
  return { defs, body: s };
}
