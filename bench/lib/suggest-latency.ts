import { latencies, percentile } from './load';

// Suggestions while typing (docs/decisions/0064-search-suggestions.md), as a shopper's box asks for them: each word
// typed a letter at a time from its second letter, plain, with synonyms, Hindi, misspelled, with an age or a child.
const TYPED = [
  'frock',
  'kurta pyjama',
  'lehenga',
  'jacket',
  'unicorn frock',
  'peacock kurta',
  'party dress',
  'night suit',
  't-shirt',
  'dinosaur tee',
  'blazer',
  'girls party',
  'frock 3 years',
  'boys kurta',
  'butterfly',
  'floral cotton',
  'फ्रॉक',
  'कुर्ता',
  'lehnga',
  'jaket',
  'elefant',
  'pink frok',
  'denim shorts',
  'festive',
];

/** Every beginning of each text from its second character: what the box sends as a shopper types. */
const SUGGEST_TEXTS: readonly string[] = [
  ...new Set(TYPED.flatMap((text) => [...text].slice(1).map((_, i) => [...text].slice(0, i + 2).join('')))),
].filter((text) => text.trim().length > 1 && !text.endsWith(' '));

const pathOf = (text: string) => `/api/user/search/suggest?q=${encodeURIComponent(text)}`;

/**
 * The p95 of suggestions the catalog cache has not seen, with 2 concurrent clients: the shop caches a suggestion
 * under its words, so every text is asked once; the first 20 warm the route and are not counted.
 */
export async function suggestP95(baseUrl: string): Promise<{ p95: number; p50: number; count: number }> {
  const warm = SUGGEST_TEXTS.slice(0, 20).map(pathOf);
  const measured = SUGGEST_TEXTS.slice(20).map(pathOf);
  await latencies(baseUrl, warm, { count: warm.length, concurrency: 2, warmup: 0 });
  const samples = await latencies(baseUrl, measured, { count: measured.length, concurrency: 2, warmup: 0 });
  return { p95: percentile(samples, 95), p50: percentile(samples, 50), count: samples.length };
}
