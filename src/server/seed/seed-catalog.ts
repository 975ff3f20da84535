// npm run seed:catalog -- --count 100000
// Adds a large synthetic catalog for benchmarks: rows are generated inside the database in batches (one
// statement per batch inserts products, sizes and pictures), and every product shares one of a few drawings.
import { Redis } from 'ioredis';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { CATEGORIES, GENDERS, SIZES } from '../../contract/constants';
import { openCatalogCache } from '../cache';
import { loadConfig } from '../config';
import { storeDrawing } from '../images/pipeline';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { GARMENT_SHAPES, garmentSvg } from './demo-art';
import path from 'node:path';

const args = process.argv.slice(2);
const countArg = args.indexOf('--count');
const count = countArg >= 0 ? Number(args[countArg + 1]) : 100_000;
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('Usage: npm run seed:catalog -- --count <1..5000000>');
  process.exit(1);
}
const BATCH = 10_000;

const config = loadConfig();
const logger = pino({ level: 'info' });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
const { db } = database;

// One garment word per drawing, in the same order, so that names and pictures agree.
const GARMENT_WORDS: Record<(typeof GARMENT_SHAPES)[number], string> = {
  tshirt: 'T-Shirt',
  shirt: 'Shirt',
  frock: 'Frock',
  partyFrock: 'Party Dress',
  kurta: 'Kurta Set',
  lehenga: 'Lehenga Choli',
  shorts: 'Shorts',
  tracksuit: 'Track Suit',
  jacket: 'Jacket',
  blazer: 'Blazer Set',
  combo: 'Tee and Shorts Combo',
  nightwear: 'Night Suit',
  vest: 'Vest',
  pants: 'Denim Pants',
};
const ADJECTIVES = [
  'Cotton',
  'Printed',
  'Striped',
  'Festive',
  'Everyday',
  'Soft',
  'Classic',
  'Bright',
  'Cosy',
  'Smart',
  'Floral',
  'Checked',
];
const COLOURS = [
  'Pink',
  'Blue',
  'Green',
  'Lilac',
  'Navy',
  'Mustard',
  'Red',
  'Teal',
  'Peach',
  'Maroon',
  'Olive',
  'White',
];

// Prints and motifs make names as varied as a real shop's, so that most searches are selective.
const MOTIFS = [
  'Peacock',
  'Elephant',
  'Mango',
  'Lotus',
  'Rocket',
  'Dinosaur',
  'Unicorn',
  'Rainbow',
  'Tiger',
  'Panda',
  'Butterfly',
  'Paisley',
  'Bandhani',
  'Ikat',
  'Kalamkari',
  'Ajrak',
  'Chikankari',
  'Sunflower',
  'Whale',
  'Robot',
  'Cricket',
  'Football',
  'Star',
  'Moon',
  'Cloud',
  'Kite',
  'Parrot',
  'Lion',
  'Owl',
  'Bunny',
  'Cactus',
  'Anchor',
  'Truck',
  'Train',
  'Balloon',
  'Cherry',
  'Strawberry',
  'Pineapple',
  'Koala',
  'Fox',
];

const started = Date.now();
const imageIds: string[] = [];
for (const shape of GARMENT_SHAPES) {
  imageIds.push(
    await storeDrawing(
      db,
      garmentSvg(shape, { main: '#3d8fe0', accent: '#ffb73d', backdrop: '#e4f1fd', pattern: 'plain' }),
      { width: 1200, height: 1500 },
    ),
  );
}

const textArray = (values: readonly string[]) =>
  sql`(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[])`;
const garments = textArray(GARMENT_SHAPES.map((shape) => GARMENT_WORDS[shape]));
const images = sql`(array[${sql.join(
  imageIds.map((id) => sql`${id}`),
  sql`, `,
)}]::uuid[])`;
const n = sql.raw(String(GARMENT_SHAPES.length));
const nAdjectives = sql.raw(String(ADJECTIVES.length));
const nColours = sql.raw(String(COLOURS.length));
const nMotifs = sql.raw(String(MOTIFS.length));

for (let from = 1; from <= count; from += BATCH) {
  const to = Math.min(count, from + BATCH - 1);
  await db.execute(sql`
    with src as materialized (
      select gen_random_uuid() as id, i, 299 + (i * 37 % 2701) as rupees from generate_series(${from}::int, ${to}::int) as i
    ),
    p as (
      insert into products (id, name, description, category, gender, price_paise, discount_price_paise, created_at)
      select id,
        ${textArray(ADJECTIVES)}[1 + i % ${nAdjectives}] || ' ' || ${textArray(COLOURS)}[1 + (i / 7) % ${nColours}] || ' ' || ${textArray(MOTIFS)}[1 + (i / 13) % ${nMotifs}] || ' ' || ${garments}[1 + i % ${n}],
        'A ' || lower(${textArray(ADJECTIVES)}[1 + (i / 3) % ${nAdjectives}]) || ' ' || lower(${garments}[1 + i % ${n}]) || ' for kids, made from breathable cotton for Indian weather. Easy to wash, soft on skin. Style ' || i || '.',
        ${textArray(CATEGORIES)}[1 + (i / 5) % 6],
        ${textArray(GENDERS)}[1 + (i / 11) % 3],
        rupees * 100,
        (rupees * (100 - (i % 50)) / 100) * 100,
        now() - ((i % 730) || ' days')::interval - ((i % 1440) || ' minutes')::interval
      from src
      returning id
    ),
    s as (
      insert into product_sizes (product_id, size, stock)
      select src.id, size, case when (i + k) % 7 = 0 then 0 else (i * 13 + k * 7) % 40 end
      from src cross join unnest(${textArray(SIZES)}) with ordinality as z(size, k)
      where exists (select 1 from p where p.id = src.id)
    )
    insert into product_images (product_id, position, image_id)
    select src.id, 0, ${images}[1 + i % ${n}] from src where exists (select 1 from p where p.id = src.id)
  `);
  logger.info({ inserted: to, ms: Date.now() - started }, 'synthetic catalog');
}
// VACUUM too: the listing's index-only scans skip the table only for pages the visibility map marks all-visible.
await db.execute(sql`vacuum analyze products`);
await db.execute(sql`vacuum analyze product_sizes`);
await db.execute(sql`vacuum analyze product_images`);
logger.info({ count, ms: Date.now() - started }, 'synthetic catalog ready');
// Shops running on this database cache catalog answers: they are told the catalog changed, as an admin's edit tells
// them, on the same channel (Redis when REDIS_URL is set, else PostgreSQL's NOTIFY).
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
const catalogCache = await openCatalogCache({ config, database, redis });
await catalogCache.invalidate();
await catalogCache.close();
await redis?.quit();
await database.close();
