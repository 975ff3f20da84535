import { z } from 'zod';
import { SIZES, type Gender } from './constants';
import { sizeForAge } from './size-guide';

// How a parent's search is read before the words are searched (docs/decisions/0060-search-hears-age-and-child.md):
// "frock for 3 year old girl", "kurta pyjama 4 yrs", "5 साल की लड़की के लिए फ्रॉक". A number of years becomes the
// child's age (and the size that fits it, from the size guide), a word for boy or girl becomes the child's gender,
// and the little words around them ("for", "old", "के लिए", "saal") are no search words. What is left is searched.

/** A child's gender as the search narrows it: products of that gender and unisex ones. */
const SEARCH_GENDERS = ['Boys', 'Girls'] as const satisfies readonly Gender[];
type SearchGender = (typeof SEARCH_GENDERS)[number];

export const UnderstoodSearchSchema = z.object({
  /** The words searched, as typed (lower-cased), without the age, the gender and the little words. */
  words: z.array(z.string()),
  /** The child's age in years, when the search named one. */
  age: z.number().int().nullable(),
  /** The size that fits that age (size guide); null when no size of the shop fits it or no age was named. */
  size: z.enum(SIZES).nullable(),
  /** Boys or Girls when the search named the child's gender; unisex products are found too. */
  gender: z.enum(SEARCH_GENDERS).nullable(),
});
export type UnderstoodSearch = z.infer<typeof UnderstoodSearchSchema>;

const nfc = (words: string[]) => new Set(words.map((word) => word.normalize('NFC')));

/** Words that say "years" after a number ("3 yrs", "5 साल"). */
const YEAR_WORDS = nfc([
  'y',
  'yr',
  'yrs',
  'year',
  'years',
  'yo',
  'saal',
  'sal',
  'baras',
  'varsh',
  'साल',
  'वर्ष',
  'बरस',
]);
/** Words that say "age" before a number ("age 6", "umar 4"). */
const AGE_WORDS = nfc(['age', 'aged', 'umar', 'umra', 'उम्र', 'आयु']);
const GENDER_WORDS: ReadonlyMap<string, SearchGender> = new Map([
  ...[...nfc(['boy', 'boys', 'son', 'ladka', 'ladke', 'ladko', 'beta', 'लड़का', 'लड़के', 'लड़कों', 'बेटा'])].map(
    (word) => [word, 'Boys'] as const,
  ),
  ...[
    ...nfc([
      'girl',
      'girls',
      'daughter',
      'ladki',
      'ladkiyan',
      'ladkiyon',
      'beti',
      'लड़की',
      'लड़कियां',
      'लड़कियों',
      'बेटी',
    ]),
  ].map((word) => [word, 'Girls'] as const),
]);
/** Little words that tell nothing of the garment, in English, Hinglish and Hindi ("for", "ke liye", "के लिए"). */
const FILLER_WORDS = nfc([
  'for',
  'old',
  'of',
  'the',
  'a',
  'an',
  'my',
  'to',
  'and',
  'kid',
  'kids',
  'child',
  'ke',
  'ki',
  'ka',
  'ko',
  'liye',
  'liya',
  'lie',
  'aur',
  'wala',
  'wali',
  'wale',
  'के',
  'की',
  'का',
  'को',
  'लिए',
  'लिये',
  'और',
  'वाला',
  'वाली',
]);

const DEVANAGARI_ZERO = 0x0966;

/** The words of a search: NFC, lower-cased, Devanagari digits as digits, "3-year-old" apart, punctuation off. */
function phraseWords(query: string): string[] {
  return (
    query
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
      .split(/\s+/)
      // A hyphenated age ("3-year-old") is three words; a size's ages ("2-3", "2-3y") and "t-shirt" stay one.
      .flatMap((word) => (/\d/.test(word) && !/^\d+-\d/.test(word) ? word.split('-') : [word]))
      .map((word) => word.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''))
      .filter((word) => word !== '')
  );
}

/** "3", "3yrs", "3y", "3साल", "2-3" (a size's ages: the first) → the number; with `unit` whether years were said. */
function numberOf(word: string): { n: number; unit: boolean } | undefined {
  const match = /^(\d{1,2})(?:-\d{1,2})?(\p{L}[\p{L}\p{M}]*)?$/u.exec(word);
  if (!match) return undefined;
  const unit = match[2];
  if (unit !== undefined && !YEAR_WORDS.has(unit)) return undefined;
  return { n: Number(match[1]), unit: unit !== undefined };
}

/**
 * What a search asks for: its words, and the child's age (with the size that fits it) and gender when named. A bare
 * number is an age only beside a word of years or age ("pack of 3" stays a word); the first age named counts. Both
 * genders named ("boys and girls") narrow nothing.
 */
export function understandSearch(query: string): UnderstoodSearch {
  const words = phraseWords(query);
  const kept: string[] = [];
  let age: number | null = null;
  const genders = new Set<SearchGender>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const number = numberOf(word);
    const next = words[i + 1];
    if (number && (number.unit || (next !== undefined && YEAR_WORDS.has(next)))) {
      age ??= number.n;
      if (!number.unit) i++;
      continue;
    }
    if (AGE_WORDS.has(word) && next !== undefined && numberOf(next)) {
      age ??= numberOf(next)!.n;
      i++;
      continue;
    }
    const gender = GENDER_WORDS.get(word);
    if (gender) {
      genders.add(gender);
      continue;
    }
    if (FILLER_WORDS.has(word) || YEAR_WORDS.has(word) || AGE_WORDS.has(word)) continue;
    kept.push(word);
  }
  return {
    words: kept,
    age,
    size: age === null ? null : (sizeForAge(age) ?? null),
    gender: genders.size === 1 ? [...genders][0]! : null,
  };
}

/** The search text that asks again for what was understood (a chip removed: its part left out). */
export function searchTextOf(understood: Pick<UnderstoodSearch, 'words' | 'age' | 'gender'>): string {
  return [
    ...understood.words,
    ...(understood.age !== null ? [`${understood.age} years`] : []),
    ...(understood.gender ? [understood.gender.toLowerCase()] : []),
  ].join(' ');
}
