// `npm start`: runs the compiled shop (dist/server/main.js) with plain node in production mode, building it first
// only when the build is missing or older than its sources, so `npm ci && npm start` works on a fresh clone and a
// restart of a built shop starts in seconds. Plain JavaScript, no dependencies: a production install
// (`npm ci --omit=dev`) has no TypeScript runner and no build tools, and needs none to start a build it was given.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', 'build-stamp.json');
const server = path.join(root, 'dist', 'server', 'main.js');
// What the build is made from; tests are not part of it.
const SOURCES = ['src', 'public', 'scripts/build.ts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The newest modification time among the files under `entry` (0 when it does not exist). */
function newestUnder(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return isTest(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestUnder(path.join(entry, name)));
  return newest;
}

function buildAge() {
  try {
    return fs.statSync(stamp).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The build tools come with the development install only. */
const canBuild = () =>
  fs.existsSync(path.join(root, 'node_modules', 'vite')) &&
  fs.existsSync(path.join(root, 'node_modules', 'esbuild'));

const builtAt = buildAge();
const sourcesAt = Math.max(...SOURCES.map((entry) => newestUnder(path.join(root, entry))));
if (builtAt === undefined || sourcesAt > builtAt) {
  if (canBuild()) {
    console.warn(
      builtAt === undefined ? 'No build yet: building the shop…' : 'Sources changed: rebuilding the shop…',
    );
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  } else if (builtAt === undefined) {
    console.error(
      'No build to start (dist/): run `npm run build` where the development dependencies are installed.',
    );
    process.exit(1);
  } else {
    // A production install with a build copied next to sources whose file times say newer (a copy that did not
    // keep them): the build is what was shipped.
    console.warn(
      'The sources look newer than the build, but this install cannot build: starting the build as shipped.',
    );
  }
}

process.chdir(root);
process.env.NODE_ENV = 'production';
await import(pathToFileURL(server).href);
