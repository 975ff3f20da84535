import v8 from 'node:v8';

/**
 * How far V8 lets its old generation grow past what the last full collection kept, as a percentage: 50 means a heap
 * that kept 60 MB is collected again at 90 MB. Left to itself, V8 let it grow to two or three times that under a
 * sale's load, and the shop's memory rose and fell between about 200 and 290 MB on PostgreSQL while the live data
 * stayed near 60 MB: the answers, query results and cache entries that outlived two young-generation collections
 * piled up as garbage until the next full one. At 50 % the same rush ends at about 175 MB
 * (docs/decisions/0078-heap-grows-by-half.md). Imported first by the entry points, so that it applies from the
 * first full collection on; V8 reads it each time it sets the next limit.
 */
const HEAP_GROWING_PERCENT = 50;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
