// `npm run build`: the web app (Vite, into dist/web) and the server (esbuild, into dist/server), then the build
// stamp `npm start` compares with the sources (scripts/start.mjs). Production runs dist/server/main.js with plain
// node: no TypeScript runner, no devDependencies. `--out <dir>` builds elsewhere (the production-start test).
import fs from 'node:fs';
import path from 'node:path';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';

const outFlag = process.argv.indexOf('--out');
const out = path.resolve(outFlag > 0 ? process.argv[outFlag + 1]! : 'dist');
const serverOut = path.join(out, 'server');
const stamp = path.join(out, 'build-stamp.json');

const started = Date.now();
// A build that stops half way must not look fresh: the stamp goes first and comes back last.
fs.rmSync(stamp, { force: true });

await buildWeb({ logLevel: 'warn', build: { outDir: path.join(out, 'web') } });

fs.rmSync(serverOut, { recursive: true, force: true });
await buildServer({
  // The start-up and the command-line migration, flat in one folder so both find ./migrations beside them.
  entryPoints: { main: 'src/server/main.ts', 'migrate-cli': 'src/server/db/migrate-cli.ts' },
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The dependencies stay in node_modules (a production install has them): native and WebAssembly packages
  // (sharp, PGlite) find their files there, and only the shop's own code is compiled.
  packages: 'external',
  // Not minified: a stack trace in the log names the shop's own functions as written.
  logLevel: 'warning',
});
// The committed SQL the migrator reads at start (src/server/db/migrate.ts resolves it beside the running file).
fs.cpSync('src/server/db/migrations', path.join(serverOut, 'migrations'), { recursive: true });
// Node reads dist/server as ES modules wherever the folder is copied to.
fs.writeFileSync(path.join(serverOut, 'package.json'), '{ "type": "module" }\n');

fs.writeFileSync(stamp, `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
console.log(
  `Built ${path.relative(process.cwd(), out) || '.'} (web and server) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
