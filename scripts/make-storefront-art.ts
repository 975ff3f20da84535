// Draws the home page's hero and Shop Now banners from the demo garment illustrations and writes them as WebP
// into public/images, and the favicon's PNG from public/favicon.svg (committed; run again after changing the
// drawings: npx tsx scripts/make-storefront-art.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { garmentGroup, type GarmentShape, type GarmentStyle } from '../src/server/seed/demo-art';

const OUT = path.resolve('public/images');
const LIMIT_BYTES = 150 * 1024;

interface Piece {
  shape: GarmentShape;
  style: GarmentStyle;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

function scene(width: number, height: number, background: string, blobs: string, pieces: Piece[]): string {
  const garments = pieces
    .map(
      (p, i) =>
        `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0} 300 375) scale(${p.scale})">${garmentGroup(p.shape, p.style, `s${i}`)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background}${blobs}${garments}</svg>`;
}

const pink: GarmentStyle = { main: '#ec5f8f', accent: '#ffd35c', backdrop: '#fde8ef', pattern: 'dots' };
const sky: GarmentStyle = { main: '#3d8fe0', accent: '#ffb73d', backdrop: '#e4f1fd', pattern: 'plain' };
const mint: GarmentStyle = { main: '#3fae7a', accent: '#ff7b54', backdrop: '#e6f6ee', pattern: 'stripes' };
const lilac: GarmentStyle = { main: '#9557d6', accent: '#f5c542', backdrop: '#f1e8fb', pattern: 'checks' };
const mustard: GarmentStyle = { main: '#e9a425', accent: '#2f6fb5', backdrop: '#fdf3dc', pattern: 'plain' };
const maroon: GarmentStyle = { main: '#8e2443', accent: '#f5c542', backdrop: '#f9e6ec', pattern: 'plain' };
const navy: GarmentStyle = { main: '#27407a', accent: '#e94f4f', backdrop: '#e8ecf6', pattern: 'plain' };

const heroBackground = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4cf"/><stop offset="1" stop-color="#ffe3de"/></linearGradient></defs><rect width="1600" height="640" fill="url(#bg)"/>`;
const heroBlobs = `<circle cx="1180" cy="330" r="290" fill="#ffffff" opacity="0.55"/><circle cx="1480" cy="90" r="120" fill="#c4efdf" opacity="0.8"/><circle cx="860" cy="560" r="90" fill="#ddd4ff" opacity="0.7"/><circle cx="120" cy="80" r="60" fill="#ffc7bd" opacity="0.6"/>`;
const hero = scene(1600, 640, heroBackground, heroBlobs, [
  { shape: 'frock', style: pink, x: 760, y: 40, scale: 0.78, rotate: -8 },
  { shape: 'kurta', style: mustard, x: 1010, y: 30, scale: 0.8 },
  { shape: 'tshirt', style: mint, x: 1250, y: 120, scale: 0.68, rotate: 8 },
]);

const banner = (background: string, pieces: Piece[]) =>
  scene(
    1200,
    500,
    `<rect width="1200" height="500" fill="${background}"/>`,
    `<circle cx="900" cy="250" r="230" fill="#ffffff" opacity="0.5"/><circle cx="1130" cy="60" r="80" fill="#ffffff" opacity="0.45"/>`,
    pieces,
  );
const girls = banner('#fde8ef', [
  { shape: 'lehenga', style: lilac, x: 600, y: 20, scale: 0.62, rotate: -6 },
  { shape: 'partyFrock', style: pink, x: 830, y: 40, scale: 0.6, rotate: 6 },
]);
const boys = banner('#e4f1fd', [
  { shape: 'blazer', style: maroon, x: 600, y: 20, scale: 0.62, rotate: -6 },
  { shape: 'tracksuit', style: navy, x: 840, y: 30, scale: 0.6, rotate: 6 },
  { shape: 'shorts', style: sky, x: 1000, y: 220, scale: 0.35 },
]);

const outputs: [string, string, number][] = [
  ['hero-1600.webp', hero, 1600],
  ['hero-800.webp', hero, 800],
  ['banner-girls.webp', girls, 1200],
  ['banner-girls-600.webp', girls, 600],
  ['banner-boys.webp', boys, 1200],
  ['banner-boys-600.webp', boys, 600],
];
// The round category pictures of the home strip and the no-results page (shown 56–64 px, drawn at 128 px).
const ICON = 128;
const icon = (backdrop: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON}" height="${ICON}" viewBox="0 0 600 600"><circle cx="300" cy="300" r="300" fill="${backdrop}"/>${body}</svg>`;
const garmentIcon = (backdrop: string, pieces: Piece[]) =>
  icon(
    backdrop,
    pieces
      .map(
        (p, i) =>
          `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0} 300 375) scale(${p.scale})">${garmentGroup(p.shape, p.style, `i${i}`)}</g>`,
      )
      .join(''),
  );
const ink = '#2d2a3e';
const categoryIcons: [string, string][] = [
  ['kids', garmentIcon('#ffe89e', [{ shape: 'combo', style: sky, x: 45, y: 10, scale: 0.85 }])],
  ['girls', garmentIcon('#ffe3de', [{ shape: 'frock', style: pink, x: 45, y: 0, scale: 0.85 }])],
  ['boys', garmentIcon('#dcebfb', [{ shape: 'tshirt', style: mint, x: 45, y: 0, scale: 0.85 }])],
  [
    'accessories',
    icon(
      '#c4efdf',
      `<path d="M130 360 Q130 170 300 170 Q470 170 470 360 Z" fill="#ff7b54"/><path d="M110 350 L520 350 Q560 360 520 395 L110 395 Z" fill="#e9a425"/><circle cx="300" cy="165" r="22" fill="#e9a425"/><path d="M300 190 L300 350" stroke="#ffffff" stroke-width="10" opacity="0.6"/>`,
    ),
  ],
  [
    'baby-care',
    icon(
      '#eee9ff',
      `<path d="M220 140 L380 140 L470 220 L420 280 L390 250 L390 420 Q300 470 210 420 L210 250 L180 280 L130 220 Z" fill="#a996f2"/><path d="M250 140 Q300 200 350 140" fill="none" stroke="#ffffff" stroke-width="14"/><circle cx="270" cy="430" r="12" fill="#ffffff"/><circle cx="330" cy="430" r="12" fill="#ffffff"/><circle cx="300" cy="300" r="40" fill="#ffd35c"/>`,
    ),
  ],
  [
    'nutrition',
    icon(
      '#fff4cf',
      `<path d="M120 300 L480 300 Q470 450 300 470 Q130 450 120 300 Z" fill="#3fae7a"/><ellipse cx="300" cy="300" rx="180" ry="36" fill="#f7f4ee"/><circle cx="250" cy="285" r="26" fill="#ec5f8f"/><circle cx="320" cy="280" r="22" fill="#ffb73d"/><circle cx="365" cy="292" r="18" fill="#e94f4f"/><path d="M420 150 L350 290" stroke="${ink}" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,
    ),
  ],
  [
    'soft-toys',
    icon(
      '#ffe3de',
      `<circle cx="200" cy="170" r="55" fill="#b07a4a"/><circle cx="400" cy="170" r="55" fill="#b07a4a"/><circle cx="300" cy="260" r="130" fill="#c98d57"/><ellipse cx="300" cy="430" rx="140" ry="110" fill="#c98d57"/><ellipse cx="300" cy="300" rx="55" ry="42" fill="#f2d2ad"/><circle cx="255" cy="235" r="14" fill="${ink}"/><circle cx="345" cy="235" r="14" fill="${ink}"/><circle cx="300" cy="285" r="16" fill="${ink}"/><ellipse cx="300" cy="440" rx="70" ry="60" fill="#f2d2ad"/>`,
    ),
  ],
  ['ethnic-wear', garmentIcon('#fdf3dc', [{ shape: 'kurta', style: mustard, x: 45, y: 5, scale: 0.82 }])],
  ['party-wear', garmentIcon('#f1e8fb', [{ shape: 'partyFrock', style: lilac, x: 45, y: 5, scale: 0.85 }])],
  ['casual-wear', garmentIcon('#e4f1fd', [{ shape: 'shorts', style: sky, x: 45, y: -40, scale: 0.85 }])],
  ['combo-sets', garmentIcon('#f9e6ec', [{ shape: 'nightwear', style: navy, x: 45, y: 5, scale: 0.82 }])],
];

fs.mkdirSync(OUT, { recursive: true });
for (const [name, svg] of categoryIcons) {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toBuffer();
  fs.writeFileSync(path.join(OUT, `category-${name}.webp`), bytes);
  console.log(`category-${name}.webp: ${(bytes.length / 1024).toFixed(1)} KB`);
}
for (const [name, svg, width] of outputs) {
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80, effort: 6 }).toBuffer();
  if (bytes.length > LIMIT_BYTES) throw new Error(`${name} is ${bytes.length} bytes, over the 150 KB budget`);
  fs.writeFileSync(path.join(OUT, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}

// Pages link the PNG: an SVG favicon costs the page's main thread a document of its own while the page loads.
const favicon = await sharp(path.resolve('public/favicon.svg'), { density: 300 })
  .resize(64, 64)
  .png({ compressionLevel: 9, palette: true })
  .toBuffer();
fs.writeFileSync(path.resolve('public/favicon.png'), favicon);
console.log(`favicon.png: ${(favicon.length / 1024).toFixed(1)} KB`);
