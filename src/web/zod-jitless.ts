// zod compiles fast object parsers with `new Function` unless told not to, and probes for it first; the shop's
// Content Security Policy (script-src 'self', no 'unsafe-eval') refuses both, and every probe shows up as a CSP
// violation. This is z.config({ jitless: true }) set through zod's shared global, before any zod module loads, so
// that the first page pays no bytes of zod for it.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
