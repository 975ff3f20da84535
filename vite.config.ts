import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: Vite's coming native config loader (Node itself) resolves no extensionless import.
import { runtimeCaching } from './src/web/pwa/offline-caching.ts';

/**
 * Production builds render with Preact through its React compatibility layer: the same components, about 50 kB
 * less gzipped JavaScript on every first load (see docs/decisions/0018-preact-in-production.md). Development and the
 * unit tests keep React, whose development warnings catch mistakes; the browser journeys run the built shop.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The browser app lives in src/web; the server serves dist/web in production.
export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    // Scripts, styles and icons compressed once, at build time, as hard as the formats go (brotli 11, gzip 9): the
    // server sends these files as they are (spa.ts). Compressed per request instead, at the fast settings a server
    // must use, the entry was larger in brotli than in gzip (62.1 kB against 61.0 kB).
    // The installable shop: its manifest, and a service worker that keeps the app shell and the catalog seen for a
    // dropped network (src/web/pwa/offline-caching.ts says what is kept; the app registers it after load).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'LittleHope — Kids’ Clothing',
        short_name: 'LittleHope',
        description: 'Clothes for boys and girls aged 2 to 11, in rupees, delivered across India.',
        lang: 'en-IN',
        start_url: '/?source=installed',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#cf3a36',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: the entry's code and styles, the offline page, the icon (the manifest's icons are added by the
        // plugin). Lazily loaded screens are kept as they are first used (runtime caching), so a phone does not
        // download the back office's code.
        globPatterns: ['assets/index-*.{js,css}', 'offline.{html,css,js}', 'favicon.svg'],
        navigateFallback: null,
        runtimeCaching,
        // The first visit's page is taken over as soon as the worker is ready, so the pages it opens next are kept.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    compression({
      include: /\.(js|css|svg)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: command === 'build' && process.env.WEB_RENDERER !== 'react' ? preactAliases : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the page-weight benchmark (which files are back-office only); not served.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically stays in the entry file, instead of being split into shared
        // chunks (the framework, the query library, the messages): on a slow phone network each extra file of
        // the first load costs a round trip. Lazily loaded screens still get files of their own.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      onLog(level, log, handler) {
        // The router feature-detects useOptimistic (absent in Preact) and falls back; nothing to report.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
}));
