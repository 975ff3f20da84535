// The import directions of docs/architecture.md section 1, enforced by the linter:
//   contract imports only contract and zod; web never imports server (nor server-only packages);
//   server never imports web; a web feature never imports another feature; the shared layers of web (api, components,
//   lib) never import a feature, so what several features use cannot come to depend on one of them.
import path from 'node:path';

const SRC = path.resolve('src');
const SERVER_ONLY_PACKAGES = [
  'fastify',
  '@fastify/',
  'drizzle-orm',
  'drizzle-kit',
  '@electric-sql/pglite',
  'pg',
  'sharp',
  'nodemailer',
  'ioredis',
  'node:',
];

const SHARED_WEB_LAYERS = ['api', 'components', 'lib'];

function areaOf(absolutePath) {
  const relative = path.relative(SRC, absolutePath);
  if (relative.startsWith('..')) return { area: 'outside' };
  const [area, second, third] = relative.split(path.sep);
  return {
    area,
    feature: area === 'web' && second === 'features' ? third : undefined,
    sharedLayer: area === 'web' && SHARED_WEB_LAYERS.includes(second) ? second : undefined,
  };
}

function problemFor(fileArea, specifier, filename) {
  const isRelative = specifier.startsWith('.');
  if (!isRelative) {
    const testTool =
      /\.test\.tsx?$/.test(filename) &&
      (specifier === 'vitest' || specifier.startsWith('vitest/') || specifier === 'fast-check');
    if (fileArea.area === 'contract' && specifier !== 'zod' && !specifier.startsWith('zod/') && !testTool) {
      return `src/contract may import only zod, not '${specifier}'`;
    }
    if (
      fileArea.area === 'web' &&
      SERVER_ONLY_PACKAGES.some(
        (p) => specifier === p || specifier.startsWith(p.endsWith('/') || p.endsWith(':') ? p : `${p}/`),
      )
    ) {
      return `browser code must not import the server-only package '${specifier}'`;
    }
    return undefined;
  }
  const target = areaOf(path.resolve(path.dirname(filename), specifier));
  if (fileArea.area === 'contract' && target.area !== 'contract')
    return 'src/contract may import only src/contract';
  if (fileArea.area === 'web' && target.area === 'server') return 'browser code must not import server code';
  if (fileArea.area === 'server' && target.area === 'web') return 'server code must not import browser code';
  if (fileArea.sharedLayer && target.feature) {
    return `src/web/${fileArea.sharedLayer} is shared and must not import feature '${target.feature}'; move what it needs to src/web/${fileArea.sharedLayer}`;
  }
  if (fileArea.feature && target.feature && fileArea.feature !== target.feature) {
    return `feature '${fileArea.feature}' must not import feature '${target.feature}'; move shared pieces to components/ or contract/`;
  }
  return undefined;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Import directions between contract, server, web and features' },
  },
  create(context) {
    const fileArea = areaOf(context.filename);
    if (fileArea.area === 'outside') return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const message = problemFor(fileArea, node.source.value, context.filename);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
