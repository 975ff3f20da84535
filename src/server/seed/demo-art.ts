// Flat illustrations of children's garments, drawn as SVG in the product's colours and rendered to WebP by the
// image pipeline. They make the demo shop look like a shop without shipping photographs.

export const GARMENT_SHAPES = [
  'tshirt',
  'shirt',
  'frock',
  'partyFrock',
  'kurta',
  'lehenga',
  'shorts',
  'tracksuit',
  'jacket',
  'blazer',
  'combo',
  'nightwear',
  'vest',
  'pants',
] as const;
export type GarmentShape = (typeof GARMENT_SHAPES)[number];

export type Pattern = 'plain' | 'stripes' | 'dots' | 'checks' | 'stars' | 'florals' | 'motifs';

/** How a garment is cut; each demo product gets its own, so that no two look alike. */
export interface GarmentCut {
  sleeves?: 'none' | 'short' | 'long';
  neck?: 'round' | 'collar' | 'v';
  /** How far a skirt flares out: 0 straight, 2 a full twirl. */
  flare?: 0 | 1 | 2;
  /** Tiers of a skirt. */
  layers?: 1 | 2 | 3;
  /** The print on a tee's chest. */
  motif?: 'star' | 'heart' | 'flower' | 'rocket' | 'none';
}

export interface GarmentStyle {
  main: string;
  accent: string;
  /** Soft background of the picture. */
  backdrop: string;
  pattern?: Pattern;
  cut?: GarmentCut;
  /** Drawn from behind: no buttons, bows or prints on the front. */
  back?: boolean;
}

/** The three pictures of a product: the front, the back, and a close look at the fabric and neckline. */
export type GarmentView = 0 | 1 | 2;

const W = 600;
const H = 750;

function patternDefs(id: string, style: GarmentStyle): string {
  const { main, accent } = style;
  switch (style.pattern) {
    case 'stripes':
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${main}"/><rect y="26" width="40" height="14" fill="${accent}" opacity="0.85"/></pattern>`;
    case 'dots':
      return `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="${main}"/><circle cx="11" cy="11" r="6" fill="#ffffff" opacity="0.85"/><circle cx="33" cy="33" r="6" fill="${accent}"/></pattern>`;
    case 'checks':
      return `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${main}"/><rect width="24" height="48" fill="${accent}" opacity="0.35"/><rect width="48" height="24" fill="${accent}" opacity="0.35"/></pattern>`;
    case 'florals':
      return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${main}"/><g transform="translate(18 18)" fill="#ffffff" opacity="0.9"><circle cx="0" cy="-8" r="6"/><circle cx="8" cy="-2" r="6"/><circle cx="5" cy="7" r="6"/><circle cx="-5" cy="7" r="6"/><circle cx="-8" cy="-2" r="6"/></g><circle cx="18" cy="18" r="4" fill="${accent}"/><path d="M44 44 q8 -10 14 0 q-8 10 -14 0z" fill="${accent}" opacity="0.8"/><circle cx="50" cy="12" r="3" fill="${accent}"/></pattern>`;
    case 'motifs':
      return `<pattern id="${id}" width="56" height="64" patternUnits="userSpaceOnUse"><rect width="56" height="64" fill="${main}"/><path d="M16 10 q12 10 4 24 q-10 6 -12 -4 q0 -10 8 -20z" fill="${accent}"/><circle cx="14" cy="28" r="3" fill="#ffffff"/><path d="M44 40 q12 10 4 24 q-10 6 -12 -4 q0 -10 8 -20z" fill="#ffffff" opacity="0.7"/></pattern>`;
    case 'stars':
      return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${main}"/><path d="M15 5 l4 9 10 1 -8 6 3 10 -9 -6 -9 6 3 -10 -8 -6 10 -1z" fill="${accent}" opacity="0.9"/><circle cx="45" cy="45" r="5" fill="#fff8dc"/></pattern>`;
    default:
      return `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${main}"/></pattern>`;
  }
}

const outline = 'stroke="#2d2a3e" stroke-opacity="0.18" stroke-width="4" stroke-linejoin="round"';

const MOTIFS = {
  star: 'M300 352 l11 24 26 3 -19 18 5 26 -23 -13 -23 13 5 -26 -19 -18 26 -3z',
  heart: 'M300 430 C240 390 250 340 282 345 Q296 348 300 366 Q304 348 318 345 C350 340 360 390 300 430 Z',
  flower:
    'M300 350 a18 18 0 1 1 0.1 0 M338 380 a18 18 0 1 1 0.1 0 M324 424 a18 18 0 1 1 0.1 0 M276 424 a18 18 0 1 1 0.1 0 M262 380 a18 18 0 1 1 0.1 0',
  rocket: 'M300 345 q26 30 18 80 l-36 0 q-8 -50 18 -80 z M282 425 l-16 18 16 -4 z M318 425 l16 18 -16 -4 z',
} as const;

/** Sleeves of a tee-like top: short caps or long sleeves to the wrist, with a contrast cuff. */
function teeSleeves(fill: string, s: GarmentStyle): string {
  if (s.cut?.sleeves === 'long') {
    return `<path d="M180 150 L95 230 L70 520 L128 528 L160 300 L190 265 Z" fill="${fill}" ${outline}/><path d="M420 150 L505 230 L530 520 L472 528 L440 300 L410 265 Z" fill="${fill}" ${outline}/>
<path d="M70 520 L128 528 L130 505 L73 497 Z" fill="${s.accent}"/><path d="M530 520 L472 528 L470 505 L527 497 Z" fill="${s.accent}"/>`;
  }
  if (s.cut?.sleeves === 'none') return '';
  return `<path d="M180 150 L90 215 L135 300 L190 265 Z" fill="${fill}" ${outline}/><path d="M420 150 L510 215 L465 300 L410 265 Z" fill="${fill}" ${outline}/>
<path d="M135 300 L190 265" stroke="${s.accent}" stroke-width="12"/><path d="M465 300 L410 265" stroke="${s.accent}" stroke-width="12"/>`;
}

/** A neckline: round rib, a V, or a polo collar with buttons. */
function teeNeck(s: GarmentStyle): string {
  if (s.back)
    return `<path d="M220 140 Q300 165 380 140" fill="none" stroke="${s.accent}" stroke-width="14" stroke-linecap="round"/>`;
  if (s.cut?.neck === 'v')
    return `<path d="M220 140 L300 235 L380 140" fill="none" stroke="${s.accent}" stroke-width="14" stroke-linejoin="round"/>`;
  if (s.cut?.neck === 'collar') {
    return `<path d="M220 140 L300 200 L262 232 L228 170 Z" fill="${s.accent}" ${outline}/><path d="M380 140 L300 200 L338 232 L372 170 Z" fill="${s.accent}" ${outline}/>
<circle cx="300" cy="225" r="6" fill="#ffffff"/><circle cx="300" cy="255" r="6" fill="#ffffff"/>`;
  }
  return `<path d="M220 140 Q300 205 380 140" fill="none" stroke="${s.accent}" stroke-width="16" stroke-linecap="round"/>`;
}

function tshirt(fill: string, s: GarmentStyle): string {
  const motif = s.cut?.motif ?? 'star';
  const print =
    s.back || motif === 'none'
      ? ''
      : `<circle cx="300" cy="390" r="62" fill="${s.accent}" opacity="0.9"/><path d="${MOTIFS[motif]}" fill="#fff8dc"/>`;
  return `${teeSleeves(fill, s)}<path d="M220 140 L180 150 L190 265 L190 620 L410 620 L410 265 L420 150 L380 140 Q300 205 220 140 Z" fill="${fill}" ${outline}/>
${teeNeck(s)}${print}`;
}

function shirt(fill: string, s: GarmentStyle, longCoat = false): string {
  const bottom = longCoat ? 640 : 620;
  const short = s.cut?.sleeves === 'short';
  const sleeves = short
    ? `<path d="M170 155 L100 300 L165 325 L188 270 Z" fill="${fill}" ${outline}/><path d="M430 155 L500 300 L435 325 L412 270 Z" fill="${fill}" ${outline}/>
<path d="M100 300 L165 325 L170 305 L108 282 Z" fill="${s.accent}"/><path d="M500 300 L435 325 L430 305 L492 282 Z" fill="${s.accent}"/>`
    : `<path d="M170 155 L110 250 L80 520 L140 530 L185 330 Z" fill="${fill}" ${outline}/><path d="M430 155 L490 250 L520 520 L460 530 L415 330 Z" fill="${fill}" ${outline}/>
<path d="M80 520 L140 530 L143 505 L85 496 Z" fill="${s.accent}"/><path d="M520 520 L460 530 L457 505 L515 496 Z" fill="${s.accent}"/>`;
  const body = `${sleeves}<path d="M225 140 L170 155 L185 330 L190 ${bottom} L410 ${bottom} L415 330 L430 155 L375 140 Z" fill="${fill}" ${outline}/>`;
  if (s.back) {
    return `${body}<path d="M225 140 Q300 120 375 140 L375 170 Q300 150 225 170 Z" fill="#ffffff" ${outline}/>
<path d="M190 250 Q300 275 410 250" fill="none" stroke="#2d2a3e" stroke-opacity="0.2" stroke-width="4"/>`;
  }
  return `${body}
<path d="M225 140 L300 210 L262 238 L238 178 Z" fill="#ffffff" ${outline}/><path d="M375 140 L300 210 L338 238 L362 178 Z" fill="#ffffff" ${outline}/>
<line x1="300" y1="210" x2="300" y2="${bottom}" stroke="#2d2a3e" stroke-opacity="0.2" stroke-width="4"/>
${[270, 340, 410, 480, 550].map((y) => `<circle cx="300" cy="${y}" r="7" fill="${s.accent}"/>`).join('')}
<rect x="330" y="280" width="55" height="60" rx="8" fill="none" stroke="${s.accent}" stroke-width="5"/>`;
}

function blazer(fill: string, s: GarmentStyle): string {
  return `${shirt('#ffffff', { ...s, accent: '#c9c4dc' })}
<path d="M225 140 L170 155 L110 250 L80 520 L140 530 L185 330 L190 640 L292 640 L292 420 L250 300 L245 160 Z" fill="${fill}" ${outline}/>
<path d="M375 140 L430 155 L490 250 L520 520 L460 530 L415 330 L410 640 L308 640 L308 420 L350 300 L355 160 Z" fill="${fill}" ${outline}/>
<path d="M245 160 L250 300 L225 260 L232 170 Z" fill="${s.accent}" opacity="0.6"/><path d="M355 160 L350 300 L375 260 L368 170 Z" fill="${s.accent}" opacity="0.6"/>
<path d="M282 200 L300 215 L318 200 L318 232 L300 218 L282 232 Z" fill="${s.accent}"/>
<circle cx="292" cy="470" r="8" fill="${s.accent}"/><circle cx="292" cy="540" r="8" fill="${s.accent}"/>
<rect x="200" y="500" width="70" height="10" rx="4" fill="${s.accent}" opacity="0.7"/><rect x="330" y="500" width="70" height="10" rx="4" fill="${s.accent}" opacity="0.7"/>`;
}

function frock(fill: string, s: GarmentStyle, party = false): string {
  const cut = s.cut ?? {};
  // The hem spreads with the flare; party frocks have net layers under the skirt.
  const spread = [70, 110, 150][cut.flare ?? 1]!;
  const left = 300 - 90 - spread;
  const right = 300 + 90 + spread;
  const netLayers = party
    ? `<path d="M225 330 L375 330 L${right + 30} 620 Q300 690 ${left - 30} 620 Z" fill="${s.accent}" opacity="0.45"/>
<path d="M225 330 L375 330 L${right + 10} 600 Q300 660 ${left - 10} 600 Z" fill="#ffffff" opacity="0.35"/>`
    : '';
  const sleeves =
    cut.sleeves === 'none'
      ? `<path d="M245 150 L255 110 M355 150 L345 110" stroke="${s.accent}" stroke-width="14" stroke-linecap="round"/>`
      : cut.sleeves === 'long'
        ? `<path d="M240 150 L190 170 L150 400 L195 410 L228 230 Z" fill="${fill}" ${outline}/><path d="M360 150 L410 170 L450 400 L405 410 L372 230 Z" fill="${fill}" ${outline}/>
<path d="M150 400 L195 410 L198 392 L153 383 Z" fill="${s.accent}"/><path d="M450 400 L405 410 L402 392 L447 383 Z" fill="${s.accent}"/>`
        : `<ellipse cx="222" cy="172" rx="48" ry="38" fill="${s.accent}" ${outline}/><ellipse cx="378" cy="172" rx="48" ry="38" fill="${s.accent}" ${outline}/>`;
  // Tiers: a band across the skirt for each layer above the hem.
  const tiers = Array.from({ length: (cut.layers ?? 1) - 1 }, (_, i) => {
    const y = 400 + ((i + 1) * 200) / (cut.layers ?? 1);
    const t = (y - 320) / 280;
    const x1 = 225 - (225 - left) * t;
    const x2 = 375 + (right - 375) * t;
    return `<path d="M${x1} ${y} Q300 ${y + 30} ${x2} ${y}" fill="none" stroke="${s.accent}" stroke-width="10" opacity="0.85"/>`;
  }).join('');
  const collar =
    cut.neck === 'collar' && !s.back
      ? `<path d="M245 150 Q270 200 300 168 Q330 200 355 150 Q300 178 245 150 Z" fill="#ffffff" ${outline}/>`
      : '';
  const sparkles =
    party && !s.back
      ? [
          [170, 560],
          [240, 470],
          [330, 520],
          [410, 580],
          [300, 420],
          [380, 450],
          [210, 600],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#f5c542"/>`)
          .join('')
      : '';
  const front = s.back
    ? `<line x1="300" y1="160" x2="300" y2="320" stroke="#2d2a3e" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="6 6"/>
<path d="M300 326 L270 372 M300 326 L330 372" stroke="${s.accent}" stroke-width="12" stroke-linecap="round"/>`
    : `<path d="M300 326 L262 300 L262 352 Z M300 326 L338 300 L338 352 Z" fill="${s.accent}" ${outline}/><circle cx="300" cy="326" r="11" fill="#ffffff"/>`;
  return `${sleeves}
${netLayers}
<path d="M240 145 Q300 ${s.back ? 160 : 185} 360 145 L378 330 L222 330 Z" fill="${party ? fill : s.main}" ${outline}/>
${collar}
<path d="M225 320 L375 320 L${right} 600 Q300 650 ${left} 600 Z" fill="${fill}" ${outline}/>
${tiers}
<path d="M${left} 600 Q300 650 ${right} 600" fill="none" stroke="${s.accent}" stroke-width="14" stroke-dasharray="2 22" stroke-linecap="round"/>
<rect x="222" y="312" width="156" height="28" rx="10" fill="${s.accent}"/>
${front}
${sparkles}`;
}

function pyjamaLegs(fill: string, top: number, bottom: number, stripe?: string): string {
  const stripes = stripe
    ? `<line x1="212" y1="${top + 10}" x2="215" y2="${bottom}" stroke="${stripe}" stroke-width="10"/><line x1="388" y1="${top + 10}" x2="385" y2="${bottom}" stroke="${stripe}" stroke-width="10"/>`
    : '';
  return `<path d="M200 ${top} L400 ${top} L402 ${bottom} L318 ${bottom} L300 ${top + 80} L282 ${bottom} L198 ${bottom} Z" fill="${fill}" ${outline}/>${stripes}`;
}

function kurta(fill: string, s: GarmentStyle): string {
  const short = s.cut?.sleeves === 'short';
  const sleeves = short
    ? `<path d="M185 155 L120 300 L175 320 L192 270 Z" fill="${fill}" ${outline}/><path d="M415 155 L480 300 L425 320 L408 270 Z" fill="${fill}" ${outline}/>`
    : `<path d="M185 155 L120 250 L95 480 L150 490 L190 320 Z" fill="${fill}" ${outline}/><path d="M415 155 L480 250 L505 480 L450 490 L410 320 Z" fill="${fill}" ${outline}/>`;
  const neck = s.back
    ? `<rect x="262" y="124" width="76" height="20" rx="8" fill="${s.accent}"/>`
    : s.cut?.neck === 'v'
      ? `<path d="M255 142 L300 240 L345 142" fill="none" stroke="${s.accent}" stroke-width="12" stroke-linejoin="round"/>
${[270, 300].map((y) => `<circle cx="300" cy="${y}" r="7" fill="#f5c542"/>`).join('')}`
      : `<rect x="262" y="124" width="76" height="26" rx="8" fill="${s.accent}"/>
<line x1="300" y1="150" x2="300" y2="320" stroke="${s.accent}" stroke-width="6"/>
${[185, 225, 265, 305].map((y) => `<circle cx="300" cy="${y}" r="7" fill="#f5c542"/>`).join('')}`;
  return `${pyjamaLegs('#fff4e0', 520, 700)}${sleeves}
<path d="M235 140 L185 155 L190 320 L180 580 L420 580 L410 320 L415 155 L365 140 Z" fill="${fill}" ${outline}/>
${neck}
<rect x="180" y="550" width="240" height="30" fill="${s.accent}"/>
${[200, 240, 280, 320, 360, 400].map((x) => `<circle cx="${x}" cy="565" r="6" fill="#f5c542"/>`).join('')}
${short ? '' : `<path d="M95 480 L150 490 L152 470 L98 460 Z" fill="${s.accent}"/><path d="M505 480 L450 490 L448 470 L502 460 Z" fill="${s.accent}"/>`}`;
}

function lehenga(fill: string, s: GarmentStyle): string {
  return `<ellipse cx="236" cy="170" rx="34" ry="28" fill="${s.accent}" ${outline}/><ellipse cx="364" cy="170" rx="34" ry="28" fill="${s.accent}" ${outline}/>
<path d="M240 148 Q300 190 360 148 L372 262 L228 262 Z" fill="${s.accent}" ${outline}/>
<path d="M228 255 L372 255 L525 650 Q300 710 75 650 Z" fill="${fill}" ${outline}/>
<path d="M88 622 Q300 680 512 622" fill="none" stroke="#f5c542" stroke-width="22"/>
<path d="M150 470 Q300 510 450 470" fill="none" stroke="#f5c542" stroke-width="8" stroke-dasharray="14 10"/>
${[
  [180, 560],
  [260, 590],
  [340, 590],
  [420, 560],
  [230, 400],
  [300, 420],
  [370, 400],
  [300, 330],
]
  .map(
    ([x, y]) =>
      `<g transform="translate(${x} ${y})"><circle r="9" fill="#f5c542"/><circle r="4" fill="${s.accent}"/></g>`,
  )
  .join('')}
<path d="M360 150 Q460 300 420 640 L455 640 Q500 300 385 145 Z" fill="${s.accent}" opacity="0.55"/>`;
}

function shorts(fill: string, s: GarmentStyle, top = 250): string {
  return `<path d="M170 ${top} L430 ${top} L462 ${top + 310} L322 ${top + 325} L300 ${top + 170} L278 ${top + 325} L138 ${top + 310} Z" fill="${fill}" ${outline}/>
<rect x="170" y="${top}" width="260" height="40" rx="8" fill="${s.accent}"/>
<path d="M292 ${top + 40} q-10 40 -24 60 M308 ${top + 40} q10 40 24 60" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M190 ${top + 60} Q215 ${top + 110} 250 ${top + 60}" fill="none" stroke="${s.accent}" stroke-width="5"/><path d="M410 ${top + 60} Q385 ${top + 110} 350 ${top + 60}" fill="none" stroke="${s.accent}" stroke-width="5"/>`;
}

function tracksuit(fill: string, s: GarmentStyle): string {
  return `${pyjamaLegs(fill, 420, 700, s.accent)}
<path d="M215 120 L170 135 L110 240 L90 430 L145 440 L180 300 L185 440 L415 440 L420 300 L455 440 L510 430 L490 240 L430 135 L385 120 Q300 170 215 120 Z" fill="${fill}" ${outline}/>
<path d="M170 135 L110 240 L90 430 L112 433 L132 245 L185 150 Z" fill="${s.accent}"/><path d="M430 135 L490 240 L510 430 L488 433 L468 245 L415 150 Z" fill="${s.accent}"/>
<line x1="300" y1="150" x2="300" y2="440" stroke="#ffffff" stroke-width="7"/><rect x="293" y="150" width="14" height="26" rx="4" fill="#c9c4dc"/>
<rect x="185" y="418" width="230" height="24" rx="6" fill="${s.accent}"/>`;
}

function jacket(fill: string, s: GarmentStyle): string {
  return `<path d="M230 150 Q300 40 370 150 Z" fill="${s.accent}" ${outline}/>
<path d="M222 145 L170 160 L110 260 L88 520 L148 530 L185 340 L188 620 L412 620 L415 340 L452 530 L512 520 L490 260 L430 160 L378 145 Q300 200 222 145 Z" fill="${fill}" ${outline}/>
${[250, 330, 410, 490, 570].map((y) => `<path d="M192 ${y} Q300 ${y + 14} 408 ${y}" fill="none" stroke="#2d2a3e" stroke-opacity="0.14" stroke-width="5"/>`).join('')}
<line x1="300" y1="180" x2="300" y2="620" stroke="${s.accent}" stroke-width="8"/>
<rect x="210" y="440" width="60" height="70" rx="10" fill="${s.accent}" opacity="0.8"/><rect x="330" y="440" width="60" height="70" rx="10" fill="${s.accent}" opacity="0.8"/>
<rect x="88" y="500" width="60" height="30" rx="8" fill="${s.accent}"/><rect x="452" y="500" width="60" height="30" rx="8" fill="${s.accent}"/>`;
}

function combo(fill: string, s: GarmentStyle): string {
  return `<g transform="translate(75 -40) scale(0.75)">${tshirt(fill, s)}</g><g transform="translate(120 230) scale(0.6)">${shorts(s.accent, { ...s, accent: s.main })}</g>`;
}

function nightwear(fill: string, s: GarmentStyle): string {
  return `<g transform="translate(0 0)">${pyjamaLegs(fill, 440, 705)}</g><g transform="translate(60 -30) scale(0.8)">${shirt(fill, s)}</g>
<path d="M470 90 a40 40 0 1 0 30 66 a32 32 0 1 1 -30 -66 Z" fill="#f5c542"/>`;
}

function vest(fill: string, s: GarmentStyle): string {
  return `<path d="M215 130 L250 130 Q300 230 350 130 L385 130 Q395 230 440 270 L430 640 L170 640 L160 270 Q205 230 215 130 Z" fill="${fill}" ${outline}/>
<path d="M250 130 Q300 230 350 130" fill="none" stroke="${s.accent}" stroke-width="10"/>`;
}

function pants(fill: string, s: GarmentStyle): string {
  return `<path d="M190 130 L410 130 L440 700 L330 700 L300 300 L270 700 L160 700 Z" fill="${fill}" ${outline}/>
<rect x="190" y="130" width="220" height="34" fill="${s.accent}" opacity="0.8"/>
<path d="M210 170 Q230 230 280 200 M390 170 Q370 230 320 200" fill="none" stroke="#f5c542" stroke-width="5"/>
<line x1="300" y1="164" x2="300" y2="290" stroke="#f5c542" stroke-width="5" stroke-dasharray="10 8"/>`;
}

function garmentBody(shape: GarmentShape, fill: string, s: GarmentStyle): string {
  switch (shape) {
    case 'tshirt':
      return tshirt(fill, s);
    case 'shirt':
      return shirt(fill, s);
    case 'frock':
      return frock(fill, s);
    case 'partyFrock':
      return frock(fill, s, true);
    case 'kurta':
      return kurta(fill, s);
    case 'lehenga':
      return lehenga(fill, s);
    case 'shorts':
      return shorts(fill, s);
    case 'tracksuit':
      return tracksuit(fill, s);
    case 'jacket':
      return jacket(fill, s);
    case 'blazer':
      return blazer(fill, s);
    case 'combo':
      return combo(fill, s);
    case 'nightwear':
      return nightwear(fill, s);
    case 'vest':
      return vest(fill, s);
    case 'pants':
      return pants(fill, s);
  }
}

/** The garment alone (a <g>), for composing into bigger pictures such as the home page banners. */
export function garmentGroup(shape: GarmentShape, style: GarmentStyle, idSuffix: string): string {
  const id = `fab-${idSuffix}`;
  return `<defs>${patternDefs(id, style)}</defs><g>${garmentBody(shape, `url(#${id})`, style)}</g>`;
}

/**
 * A product picture: the garment on a soft backdrop with a floor shadow. View 0 is the front, 1 the back (on white,
 * without the front's buttons, bows and prints), 2 a close look at the neckline and fabric.
 */
export function garmentSvg(shape: GarmentShape, style: GarmentStyle, view: GarmentView = 0): string {
  const drawn = view === 1 ? { ...style, back: true } : style;
  const frame =
    view === 2 ? 'translate(300 360) scale(2.4) translate(-300 -260)' : view === 1 ? 'translate(0 6)' : '';
  const backdrop = view === 1 ? `<rect width="${W}" height="${H}" fill="#ffffff" opacity="0.6"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${H * 2}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${style.backdrop}"/>${backdrop}
<circle cx="470" cy="120" r="90" fill="#ffffff" opacity="${view === 0 ? 0.45 : 0}"/>
<circle cx="110" cy="640" r="70" fill="${style.accent}" opacity="${view === 2 ? 0 : 0.12}"/>
<ellipse cx="300" cy="712" rx="210" ry="18" fill="#2d2a3e" opacity="${view === 2 ? 0 : 0.08}"/>
<g transform="${frame}">${garmentGroup(shape, drawn, `${shape}-${view}`)}</g>
</svg>`;
}
