import type { FastifyBaseLogger } from 'fastify';
import { SIZES, type Category, type Gender } from '../../contract/constants';
import { rupeesToPaise } from '../../contract/money';
import { storeDrawing } from '../images/pipeline';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { productImages, products, productSizes } from '../db/schema';
import {
  garmentSvg,
  type GarmentCut,
  type GarmentShape,
  type GarmentStyle,
  type GarmentView,
  type Pattern,
} from './demo-art';
import { DAY_MS } from '../../contract/dates';

/** Colour stories of the demo garments: main, accent, backdrop. */
const COLOURS = {
  pink: { main: '#ec5f8f', accent: '#ffd35c', backdrop: '#fde8ef' },
  sky: { main: '#3d8fe0', accent: '#ffb73d', backdrop: '#e4f1fd' },
  mint: { main: '#3fae7a', accent: '#ff7b54', backdrop: '#e6f6ee' },
  lilac: { main: '#9557d6', accent: '#f5c542', backdrop: '#f1e8fb' },
  navy: { main: '#27407a', accent: '#e94f4f', backdrop: '#e8ecf6' },
  mustard: { main: '#e9a425', accent: '#2f6fb5', backdrop: '#fdf3dc' },
  red: { main: '#d83a3a', accent: '#f5c542', backdrop: '#fde6e3' },
  teal: { main: '#1d9a9a', accent: '#ff9b73', backdrop: '#def4f2' },
  peach: { main: '#ff9a76', accent: '#6c5bd4', backdrop: '#fff0e8' },
  maroon: { main: '#8e2443', accent: '#f5c542', backdrop: '#f9e6ec' },
  olive: { main: '#6e8b3d', accent: '#f2e3c6', backdrop: '#eff3e4' },
  white: { main: '#f7f4ee', accent: '#3d8fe0', backdrop: '#e9eef6' },
} as const;
type Colour = keyof typeof COLOURS;

interface DemoProduct {
  name: string;
  category: Category;
  gender: Gender;
  shape: GarmentShape;
  colour: Colour;
  pattern?: Pattern;
  price: number;
  /** Percent off; the discount price is rounded to a shop price ending in 9. */
  off: number;
  description: string;
}

// prettier-ignore
const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'Floral Cotton Frock with Bow Belt', category: 'Casual Wear', gender: 'Girls', shape: 'frock', colour: 'pink', pattern: 'florals', price: 899, off: 30, description: 'A breezy pure-cotton frock with puff sleeves, a contrast bow belt and a twirl-ready flared skirt. Soft on the skin for hot Indian summers; back zip for easy dressing.' },
  { name: 'Boys Printed Cotton T-Shirt', category: 'Casual Wear', gender: 'Boys', shape: 'tshirt', colour: 'sky', price: 449, off: 20, description: 'Everyday crew-neck tee in bio-washed cotton jersey with a playful star print. Colour-fast, pre-shrunk and easy to pair with shorts or joggers.' },
  { name: 'Striped Half-Sleeve Tee', category: 'Casual Wear', gender: 'Unisex', shape: 'tshirt', colour: 'mint', pattern: 'stripes', price: 399, off: 15, description: 'Classic Breton-style stripes on a soft cotton tee with ribbed neck. A wardrobe staple for school picnics and weekend play.' },
  { name: 'Denim-Look Pull-On Shorts', category: 'Casual Wear', gender: 'Boys', shape: 'shorts', colour: 'navy', price: 549, off: 25, description: 'Comfortable knit shorts with a denim look, elastic waistband with drawstring and two side pockets for treasures found at the park.' },
  { name: 'Girls Polka Dot Everyday Frock', category: 'Casual Wear', gender: 'Girls', shape: 'frock', colour: 'red', pattern: 'dots', price: 749, off: 35, description: 'Cheerful polka dots on a cotton-rich frock with a fitted bodice and gathered skirt. Machine washable and made for all-day play.' },
  { name: 'Hooded Zipper Jacket', category: 'Casual Wear', gender: 'Unisex', shape: 'jacket', colour: 'mustard', price: 1299, off: 30, description: 'Light quilted jacket with a snug hood, full-length zip and patch pockets. Perfect for Delhi winter mornings and hill-station holidays.' },
  { name: 'Checked Casual Shirt', category: 'Casual Wear', gender: 'Boys', shape: 'shirt', colour: 'teal', pattern: 'checks', price: 699, off: 20, description: 'Soft brushed-cotton checked shirt with a button-down front and chest pocket. Roll-up sleeves for a smart-casual look.' },
  { name: 'Rainbow Stripe Cotton Shorts', category: 'Casual Wear', gender: 'Girls', shape: 'shorts', colour: 'peach', pattern: 'stripes', price: 399, off: 10, description: 'Bright striped shorts in breathable cotton with an elasticated waist. Pairs with every tee in her cupboard.' },
  { name: 'Graphic Print Round-Neck Tee', category: 'Casual Wear', gender: 'Girls', shape: 'tshirt', colour: 'lilac', price: 449, off: 25, description: 'A soft lilac tee with a shimmering star graphic. Made from combed cotton that stays soft wash after wash.' },
  { name: 'Winter Puffer Jacket', category: 'Casual Wear', gender: 'Boys', shape: 'jacket', colour: 'navy', price: 1799, off: 40, description: 'Warm quilted puffer with a padded hood, zip front and fleece-lined pockets. Water-resistant outer shell for chilly school runs.' },
  { name: 'Sleeveless Summer Frock', category: 'Casual Wear', gender: 'Girls', shape: 'frock', colour: 'mint', price: 649, off: 20, description: 'Light mulmul cotton frock with a contrast waistband and scalloped hem. Keeps her cool through Chennai afternoons.' },
  { name: 'Boys Everyday Cotton Tee', category: 'Casual Wear', gender: 'Boys', shape: 'tshirt', colour: 'red', price: 349, off: 14, description: 'A bright red cotton tee with a printed badge. Simple, soft and ready for the playground.' },

  { name: 'Boys Formal Shirt with Pocket', category: 'Formal Wear', gender: 'Boys', shape: 'shirt', colour: 'white', price: 799, off: 20, description: 'Crisp full-sleeve formal shirt in easy-iron cotton blend, with a neat collar and chest pocket. Ideal for school functions and family occasions.' },
  { name: 'Party Blazer Set with Bow Tie', category: 'Formal Wear', gender: 'Boys', shape: 'blazer', colour: 'navy', price: 2499, off: 30, description: 'A sharp two-button blazer with a white shirt and detachable bow tie. Tailored for weddings, birthdays and annual-day stages.' },
  { name: 'School Pinafore Dress', category: 'Formal Wear', gender: 'Girls', shape: 'frock', colour: 'navy', price: 899, off: 15, description: 'Smart pinafore-style dress with a fitted bodice and box-pleat-look skirt. Durable poly-cotton that survives the school week.' },
  { name: 'Slim-Fit Checked Formal Shirt', category: 'Formal Wear', gender: 'Boys', shape: 'shirt', colour: 'sky', pattern: 'checks', price: 849, off: 25, description: 'Fine checked shirt with a slim fit and long sleeves. Pairs with chinos for a polished look at family dinners.' },
  { name: 'Maroon Waistcoat Blazer Set', category: 'Formal Wear', gender: 'Boys', shape: 'blazer', colour: 'maroon', price: 2799, off: 35, description: 'Festive-formal blazer set in rich maroon with a matching bow tie and white shirt. Soft lining keeps it comfortable through long functions.' },
  { name: 'Girls Formal Collar Dress', category: 'Formal Wear', gender: 'Girls', shape: 'frock', colour: 'teal', price: 1099, off: 20, description: 'Elegant A-line dress with a Peter Pan collar look and satin waist bow. Made for recitals, prize days and photo sessions.' },
  { name: 'Oxford Cotton Shirt', category: 'Formal Wear', gender: 'Unisex', shape: 'shirt', colour: 'white', price: 749, off: 10, description: 'A classic white Oxford shirt with button cuffs. Breathable cotton that works for school uniforms and smart days out.' },
  { name: 'Mini Gentleman Blazer', category: 'Formal Wear', gender: 'Boys', shape: 'blazer', colour: 'olive', price: 1999, off: 25, description: 'Single-breasted olive blazer with a contrast pocket square look, shirt and bow. Lightweight for Indian weather.' },
  { name: 'Pleated Formal Frock', category: 'Formal Wear', gender: 'Girls', shape: 'frock', colour: 'lilac', price: 999, off: 30, description: 'A soft lilac frock with a pleated skirt and bow belt, for school functions and family celebrations.' },
  { name: 'Boys Striped Formal Shirt', category: 'Formal Wear', gender: 'Boys', shape: 'shirt', colour: 'mint', pattern: 'stripes', price: 699, off: 15, description: 'Fine pinstripe shirt with a classic collar. Wrinkle-resistant fabric keeps him smart all day.' },

  { name: 'T-Shirt and Shorts Combo Set', category: 'Combo Sets', gender: 'Boys', shape: 'combo', colour: 'sky', price: 799, off: 30, description: 'A matching cotton tee and pull-on shorts set. Two pieces, endless playtime, and zero mix-and-match worries.' },
  { name: 'Girls Tee and Shorts Set', category: 'Combo Sets', gender: 'Girls', shape: 'combo', colour: 'pink', price: 749, off: 25, description: 'Pretty pink tee with matching shorts in soft cotton. An easy summer set for home, holidays and play dates.' },
  { name: 'Pack of 2 Casual Combo Sets', category: 'Combo Sets', gender: 'Unisex', shape: 'combo', colour: 'mustard', price: 1299, off: 35, description: 'Value pack of two tee-and-shorts sets in cheerful colours. Pre-washed cotton that stays soft and keeps its shape.' },
  { name: 'Cotton Night Suit Set', category: 'Combo Sets', gender: 'Unisex', shape: 'nightwear', colour: 'lilac', pattern: 'stars', price: 899, off: 30, description: 'Star-print pyjama set with a button-front top and elastic-waist pyjama. Super-soft cotton nightwear for sweet dreams.' },
  { name: 'Boys Printed Pyjama Set', category: 'Combo Sets', gender: 'Boys', shape: 'nightwear', colour: 'navy', pattern: 'stars', price: 849, off: 20, description: 'Night suit with a full-sleeve shirt and pyjama in soft cotton, with a starry-sky print he will love at bedtime.' },
  { name: 'Girls Night Suit with Moon Print', category: 'Combo Sets', gender: 'Girls', shape: 'nightwear', colour: 'pink', pattern: 'stars', price: 899, off: 25, description: 'Pyjama set in breathable cotton with a moon-and-stars print. Relaxed fit and covered elastic for comfy nights.' },
  { name: 'Striped Tee and Shorts Combo', category: 'Combo Sets', gender: 'Boys', shape: 'combo', colour: 'teal', pattern: 'stripes', price: 699, off: 20, description: 'Nautical striped tee paired with solid shorts. Easy-care cotton for beach days and backyard cricket.' },
  { name: 'Track Jacket and Jogger Combo', category: 'Combo Sets', gender: 'Unisex', shape: 'tracksuit', colour: 'red', price: 1499, off: 30, description: 'A zip-up track jacket with matching joggers. Brushed inner fabric for cool evenings and morning walks.' },
  { name: 'Polka Tee and Shorts Set', category: 'Combo Sets', gender: 'Girls', shape: 'combo', colour: 'peach', pattern: 'dots', price: 699, off: 15, description: 'Two-piece summer set with a polka-dot tee and bright shorts. Lightweight cotton for active days.' },

  { name: 'Boys Cotton Kurta Pyjama Set', category: 'Ethnic Wear', gender: 'Boys', shape: 'kurta', colour: 'mustard', price: 1199, off: 30, description: 'Festive cotton kurta with mandarin collar, gold-tone buttons and embroidered hem, paired with a comfortable churidar pyjama. Perfect for Diwali pujas and weddings.' },
  { name: 'Silk-Blend Festive Kurta Set', category: 'Ethnic Wear', gender: 'Boys', shape: 'kurta', colour: 'maroon', price: 1599, off: 35, description: 'Rich silk-blend kurta with a zari-look border and matching pyjama. Lined for comfort so he can celebrate all evening.' },
  { name: 'Girls Lehenga Choli with Dupatta', category: 'Ethnic Wear', gender: 'Girls', shape: 'lehenga', colour: 'pink', price: 2499, off: 40, description: 'A flared lehenga with gota-patti border, a matching choli and a sheer dupatta. Twirl-worthy for sangeet, mehendi and festive days.' },
  { name: 'Navratri Chaniya Choli', category: 'Ethnic Wear', gender: 'Girls', shape: 'lehenga', colour: 'red', price: 1999, off: 30, description: 'Vibrant garba-ready chaniya choli with mirror-work-inspired motifs and a flowing skirt. Light enough to dance all nine nights.' },
  { name: 'Girls Cotton Kurti with Leggings', category: 'Ethnic Wear', gender: 'Girls', shape: 'kurta', colour: 'teal', price: 899, off: 25, description: 'An easy cotton kurti with a contrast yoke and printed border, paired with soft leggings. For temple visits and family lunches.' },
  { name: 'Festive Sherwani-Style Kurta', category: 'Ethnic Wear', gender: 'Boys', shape: 'kurta', colour: 'white', price: 1899, off: 30, description: 'Ivory sherwani-style kurta with a colourful border and pyjama. A regal look for weddings and festive photographs.' },
  { name: 'Pattu Pavadai Silk Lehenga', category: 'Ethnic Wear', gender: 'Girls', shape: 'lehenga', colour: 'mustard', price: 2299, off: 35, description: 'Traditional South Indian pattu pavadai in a silk blend with a bright zari border. Made for Onam, Pongal and temple festivals.' },
  { name: 'Yellow Haldi Kurta Set', category: 'Ethnic Wear', gender: 'Unisex', shape: 'kurta', colour: 'peach', price: 999, off: 20, description: 'A soft cotton kurta set in sunny tones for haldi ceremonies and summer festivals. Breathable and easy to wash.' },
  { name: 'Lilac Anarkali Lehenga Set', category: 'Ethnic Wear', gender: 'Girls', shape: 'lehenga', colour: 'lilac', price: 2699, off: 30, description: 'A dreamy lilac lehenga with gold-tone motifs, padded choli and dupatta. Soft lining keeps delicate skin comfortable.' },
  { name: 'Boys Bandhgala Kurta', category: 'Ethnic Wear', gender: 'Boys', shape: 'kurta', colour: 'navy', price: 1399, off: 25, description: 'A navy bandhgala-collar kurta with pyjama and golden buttons, for Eid, Diwali and family weddings.' },
  { name: 'Green Mehendi Kurta Pyjama', category: 'Ethnic Wear', gender: 'Boys', shape: 'kurta', colour: 'mint', price: 1099, off: 20, description: 'Fresh green cotton kurta pyjama with a printed hem border. A light, happy outfit for mehendi and pujas.' },

  { name: 'Full Zip Track Suit', category: 'Sports Wear', gender: 'Boys', shape: 'tracksuit', colour: 'navy', price: 1399, off: 30, description: 'Sporty track suit with a full-zip jacket, contrast side stripes and cuffed joggers. Moisture-wicking fabric for PT class and football practice.' },
  { name: 'Girls Active Track Suit', category: 'Sports Wear', gender: 'Girls', shape: 'tracksuit', colour: 'pink', price: 1399, off: 25, description: 'A stretchy, quick-dry track suit with a zip jacket and joggers. Ready for skating, dance class and sports day.' },
  { name: 'Dri-Fit Sports Tee', category: 'Sports Wear', gender: 'Unisex', shape: 'tshirt', colour: 'teal', price: 499, off: 20, description: 'Lightweight quick-dry tee with breathable mesh feel. Keeps kids cool through cricket nets and sports periods.' },
  { name: 'Running Shorts with Drawstring', category: 'Sports Wear', gender: 'Boys', shape: 'shorts', colour: 'red', price: 449, off: 15, description: 'Light running shorts with an elastic drawstring waist and breathable fabric for sprints, swims and summer camps.' },
  { name: 'Football Jersey Tee', category: 'Sports Wear', gender: 'Boys', shape: 'tshirt', colour: 'mustard', pattern: 'stripes', price: 599, off: 25, description: 'A team-style striped jersey in breathable polyester. For budding footballers who live on the field.' },
  { name: 'Sports Windcheater Jacket', category: 'Sports Wear', gender: 'Unisex', shape: 'jacket', colour: 'sky', price: 1499, off: 35, description: 'Lightweight windcheater with a hood and zip pockets. Folds small for school trips and monsoon mornings.' },
  { name: 'Girls Yoga Shorts', category: 'Sports Wear', gender: 'Girls', shape: 'shorts', colour: 'lilac', price: 399, off: 10, description: 'Stretchy, soft shorts with a wide waistband for yoga, dance and gym class.' },
  { name: 'Training Track Suit', category: 'Sports Wear', gender: 'Unisex', shape: 'tracksuit', colour: 'olive', price: 1599, off: 30, description: 'All-weather training suit with side stripes and ribbed cuffs. Brushed inside for cool mornings.' },
  { name: 'Sports Day Tee and Shorts', category: 'Sports Wear', gender: 'Girls', shape: 'combo', colour: 'mint', price: 799, off: 20, description: 'A quick-dry tee with matching shorts, made for sports day races and summer camp.' },
  { name: 'Cricket Practice Tee', category: 'Sports Wear', gender: 'Boys', shape: 'tshirt', colour: 'white', price: 449, off: 10, description: 'Classic white practice tee with a ribbed collar. Breathable and stain-resistant for long sessions at the nets.' },

  { name: 'Tulle Party Frock with Sequins', category: 'Party Wear', gender: 'Girls', shape: 'partyFrock', colour: 'lilac', pattern: 'checks', price: 1899, off: 40, description: 'A layered tulle party frock with sparkling sequins, puff sleeves and a satin bow belt. Fully lined so it never scratches.' },
  { name: 'Princess Birthday Party Dress', category: 'Party Wear', gender: 'Girls', shape: 'partyFrock', colour: 'pink', price: 2299, off: 35, description: 'A princess-style party dress with a sweetheart bodice, layered net skirt and shimmer accents. The star of every birthday.' },
  { name: 'Red Velvet Party Frock', category: 'Party Wear', gender: 'Girls', shape: 'partyFrock', colour: 'red', price: 1999, off: 30, description: 'Soft velvet-look party frock with a gold-dot net overlay and bow. For Christmas parties and winter weddings.' },
  { name: 'Boys Party Blazer Suit', category: 'Party Wear', gender: 'Boys', shape: 'blazer', colour: 'maroon', price: 2999, off: 35, description: 'A three-piece look party suit: blazer, shirt and bow tie in a festive maroon. Ready for receptions and birthday bashes.' },
  { name: 'Party Wear Shirt with Bow', category: 'Party Wear', gender: 'Boys', shape: 'blazer', colour: 'sky', price: 1799, off: 25, description: 'A dapper blazer set with a crisp shirt and bow tie. Soft inner lining for comfort through long celebrations.' },
  { name: 'Golden Sequin Lehenga', category: 'Party Wear', gender: 'Girls', shape: 'lehenga', colour: 'maroon', price: 2999, off: 30, description: 'A festive lehenga with a golden border, shimmering motifs and a matching dupatta, for weddings and Diwali parties.' },
  { name: 'Mint Ballerina Party Dress', category: 'Party Wear', gender: 'Girls', shape: 'partyFrock', colour: 'mint', pattern: 'dots', price: 1599, off: 25, description: 'A ballerina-inspired party dress with a tulle skirt and sparkle dots. Light, twirly and photo-ready.' },
  { name: 'Festive Party Kurta', category: 'Party Wear', gender: 'Boys', shape: 'kurta', colour: 'red', price: 1699, off: 30, description: 'A bright party kurta with embroidered yoke and golden buttons, with a soft pyjama. For sangeet nights and festive parties.' },
  { name: 'Sparkle Party Jacket', category: 'Party Wear', gender: 'Unisex', shape: 'jacket', colour: 'lilac', price: 1499, off: 20, description: 'A shimmery bomber-style party jacket that layers over dresses and tees alike.' },
  { name: 'Peach Party Frock with Net', category: 'Party Wear', gender: 'Girls', shape: 'partyFrock', colour: 'peach', price: 1399, off: 20, description: 'Soft peach party frock with a netted skirt, bow belt and tiny sequins.' },
  { name: 'Navy Party Blazer', category: 'Party Wear', gender: 'Boys', shape: 'blazer', colour: 'navy', price: 2599, off: 40, description: 'A navy party blazer with shirt and bow tie. Smart, light and made to move on the dance floor.' },
  { name: 'Boys Cotton Vest, Pack of 3', category: 'Casual Wear', gender: 'Boys', shape: 'vest', colour: 'white', price: 399, off: 10, description: 'Soft rib-knit cotton vests with a deep armhole, to wear under school shirts or alone on hot afternoons.' },
  { name: 'Stretch Denim Pants', category: 'Casual Wear', gender: 'Unisex', shape: 'pants', colour: 'navy', price: 999, off: 25, description: 'Five-pocket pants in soft stretch denim with an adjustable inner waistband, for school trips and weekend outings.' },
];

/** How many demo products are created "today" (they carry the New badge). */
const CREATED_TODAY = 6;

/** Stable ids so that journeys and docs can name demo products: 00000000-0000-4000-8000-000000000001 … */
export function demoProductId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const DEMO_PRODUCT_COUNT = DEMO_PRODUCTS.length;

/** A shop price: the discounted rupee amount rounded down to end in 9. */
function discounted(price: number, off: number): number {
  const rounded = Math.floor((price * (100 - off)) / 1000) * 10 + 9;
  return Math.min(rounded, price);
}

/** Deterministic stock per size: mostly in stock, a few sold-out sizes, one product sold out in all but one. */
function stockFor(index: number): number[] {
  return SIZES.map((_, s) => {
    if (index === 7) return s === 2 ? 3 : 0;
    const value = (index * 7 + s * 13) % 23;
    return value < 3 ? 0 : value;
  });
}

const MOTIFS = ['star', 'heart', 'flower', 'rocket'] as const;

/**
 * The cut and print of a demo product, read from its name where it says (sleeveless, full sleeve, collar, floral,
 * striped …) and otherwise varied by its place in the list, so that no two products share a picture.
 */
function demoLook(
  p: Pick<DemoProduct, 'name' | 'pattern'>,
  index: number,
): { cut: GarmentCut; pattern: Pattern } {
  const name = p.name.toLowerCase();
  const has = (...words: string[]) => words.some((word) => name.includes(word));
  const sleeves: GarmentCut['sleeves'] = has('sleeveless', 'vest')
    ? 'none'
    : has('half-sleeve', 'jersey', 'sports', 'dri-fit')
      ? 'short'
      : has('full', 'formal', 'winter', 'oxford', 'night suit', 'pyjama')
        ? 'long'
        : (['short', 'long', 'short', 'none'] as const)[index % 4];
  const neck: GarmentCut['neck'] = has('collar', 'polo', 'cricket', 'bandhgala')
    ? 'collar'
    : has('haldi', 'kurti', 'v-neck')
      ? 'v'
      : (['round', 'v', 'collar'] as const)[index % 3];
  const pattern: Pattern =
    p.pattern ??
    (has('floral', 'flower')
      ? 'florals'
      : has('stripe')
        ? 'stripes'
        : has('check')
          ? 'checks'
          : has('polka')
            ? 'dots'
            : has('festive', 'sherwani', 'chaniya', 'anarkali', 'mehendi', 'pattu', 'sequin')
              ? 'motifs'
              : (['plain', 'florals', 'plain', 'motifs', 'plain'] as const)[index % 5]!);
  return {
    cut: {
      sleeves,
      neck,
      flare: has('pinafore', 'school')
        ? 0
        : has('twirl', 'ballerina', 'princess', 'tulle')
          ? 2
          : ((index % 3) as 0 | 1 | 2),
      layers: has('tulle', 'layered', 'princess')
        ? 3
        : has('pleated', 'net')
          ? 2
          : ((1 + (index % 2)) as 1 | 2),
      motif: has('graphic', 'star') ? 'star' : MOTIFS[index % MOTIFS.length],
    },
    pattern: p.pattern ?? pattern,
  };
}

/** Size of the demo drawings (4:5, like a product photo). */
const DRAWING_SIZE = { width: 1200, height: 1500 } as const;

/** The demo product's picture from one view: its garment in its own colours, cut and print. */
export function demoPicture(index: number, view: GarmentView): string {
  const p = DEMO_PRODUCTS[index]!;
  const look = demoLook(p, index);
  const style: GarmentStyle = { ...COLOURS[p.colour], pattern: look.pattern, cut: look.cut };
  return garmentSvg(p.shape, style, view);
}

/** The views each demo product has: front, back, and a close look at the fabric. */
const VIEWS: readonly GarmentView[] = [0, 1, 2];

/** Loads the demo catalog; every product has its own three drawings (identical drawings are stored once). */
export async function seedDemoCatalog(db: Db, logger: FastifyBaseLogger, now: Date): Promise<number> {
  const started = Date.now();
  const stored = new Map<string, Promise<string>>();
  const picture = (index: number, view: GarmentView) => {
    const svg = demoPicture(index, view);
    let id = stored.get(svg);
    if (!id) {
      id = storeDrawing(db, svg, DRAWING_SIZE);
      stored.set(svg, id);
    }
    return id;
  };
  const imageIds: string[][] = [];
  for (const [index] of DEMO_PRODUCTS.entries()) {
    imageIds.push(await Promise.all(VIEWS.map((view) => picture(index, view))));
  }

  await inTransaction(db, async (tx) => {
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p, i) => ({
        id: demoProductId(i + 1),
        name: p.name,
        description: p.description,
        category: p.category,
        gender: p.gender,
        pricePaise: rupeesToPaise(p.price),
        discountPricePaise: rupeesToPaise(discounted(p.price, p.off)),
        // Spread over the last two months; the first few are today's new arrivals (IST day of `now`).
        createdAt:
          i < CREATED_TODAY
            ? new Date(now.getTime() - i * 60_000)
            : new Date(now.getTime() - (i - 4) * DAY_MS * 0.9),
      })),
    );
    await tx
      .insert(productSizes)
      .values(
        DEMO_PRODUCTS.flatMap((_, i) =>
          stockFor(i).map((stock, s) => ({ productId: demoProductId(i + 1), size: SIZES[s]!, stock })),
        ),
      );
    await tx
      .insert(productImages)
      .values(
        imageIds.flatMap((ids, i) =>
          ids.map((imageId, position) => ({ productId: demoProductId(i + 1), position, imageId })),
        ),
      );
  });
  logger.info(
    { products: DEMO_PRODUCTS.length, pictures: stored.size, ms: Date.now() - started },
    'demo catalog loaded',
  );
  return DEMO_PRODUCTS.length;
}
