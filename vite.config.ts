import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { languageChunkFileName } from './contract/language-files.js';
import { ACCOUNT_CHECKS_GROUP } from './scripts/account-checks-chunk.js';
import { FIRST_ROUTE_GROUPS } from './scripts/first-route-chunks.js';
import { HISTORY_SCREEN_GROUPS } from './scripts/history-screen-chunks.js';
import { HISTORY_START_GROUPS } from './scripts/history-start-chunks.js';
import { inlineEntryCss } from './scripts/vite-plugin-inline-entry-css.js';
import { legalMarkdown } from './scripts/vite-plugin-legal-markdown.js';
import { linguiPlugins } from './scripts/vite-plugin-lingui.js';
import { preloadHelperUnderWorker } from './scripts/vite-plugin-preload-helper.js';
import { preloadListsWithoutLoaded } from './scripts/vite-plugin-preload-lists.js';
import { prerender } from './scripts/vite-plugin-prerender.js';

const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  resolve: {
    alias: [
      // React 18 has useSyncExternalStore: the pre-18 shim the router and Lingui's React binding
      // ask for (as `…/shim/index.js` and as `…/shim`) is not shipped.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    legalMarkdown(),
    linguiPlugins(),
    react(),
    inlineEntryCss(),
    preloadListsWithoutLoaded(),
    preloadHelperUnderWorker(),
    // The sign-in and legal pages as HTML in every language (decision 465).
    prerender(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons in public/ and manifest.webmanifest are found by the globs below and added by the
      // plugin as well: each is listed once (the plugin's manifest entry carries its revision).
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Screenshots are for the install dialog, not the offline shell; the password dictionaries
        // are for forms that only work online, and so is the staff's back office, whose every
        // screen reads the server (decisions 438 and 445): a customer's device never needs them offline.
        // The PDF writer (about 410 KB) serves the back office's export alone (decision 456).
        globIgnores: [
          '**/screenshots/**',
          'assets/zxcvbn-*.js',
          'assets/{admin,Admin}*.{js,css}',
          'assets/i18n/*/admin-*.js',
          'assets/pdf-writer-*.js',
          // The prerendered pages in every language would add 1.4 MB: the worker keeps the legal
          // pages of the device's language itself (sw/prerendered-pages.ts, decision 465).
          'pages/**',
        ],
      },
      manifest: {
        id: '/',
        name: 'CoinVault: crypto wallet and exchange',
        short_name: 'CoinVault',
        description: 'Buy, swap, send and receive crypto, with values in USD, EUR or AUD.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1d4ed8',
        background_color: '#f3f4f6',
        categories: ['finance'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The richer install dialog: real screens of the app (scripts/pwa-images.ts makes them).
        screenshots: [
          {
            src: '/screenshots/wallet-narrow.png',
            sizes: '360x740',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Your wallet: every coin and its value in your currency',
          },
          {
            src: '/screenshots/wallet-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Your wallet on a larger screen',
          },
        ],
        shortcuts: [
          {
            name: 'Wallet',
            url: '/wallet',
            icons: [{ src: '/icons/shortcut-wallet-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Swap',
            url: '/swap',
            icons: [{ src: '/icons/shortcut-swap-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Receive',
            url: '/assets/receive',
            icons: [{ src: '/icons/shortcut-receive-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Buy',
            url: '/buy-sell',
            icons: [{ src: '/icons/shortcut-buy-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: every browser of the target but Safari before 17
    // has it, and there a preload is only a hint, so the page loads the same, a little later.
    modulePreload: { polyfill: false },
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Each language's catalogs and legal texts in a folder of that language, which the service
        // worker keeps only for the languages in use (contract/language-files.ts, decision 500).
        chunkFileNames: (chunk) => languageChunkFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
        codeSplitting: {
          // What every page runs (React, the router, the state and language libraries, the shell)
          // is the entry itself: one request and one compression window (decision 467).
          // React DOM apart: main.tsx imports it on its own, so evaluating it is a task of its own
          // rather than part of one long first task (the signed-in wallet's blocking time).
          groups: [
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 5,
              // React itself stays in the entry the app's modules evaluate with.
              includeDependenciesRecursively: false,
            },
            // The rest of the first route in a few files: the app, the form parts and the sign-in
            // screen (scripts/first-route-chunks.ts, decision 467).
            ...FIRST_ROUTE_GROUPS,
            // What the history's first page needs, started by the entry, in one file (decision 470).
            ...HISTORY_START_GROUPS,
            // The history screen's code beyond the frame in three files, not twenty (decision 479).
            ...HISTORY_SCREEN_GROUPS,
            // The account calls and the account forms' checks, which the API client leaves out
            // (decision 513), in one file for the forms that ask for an e-mail, a name or a password.
            ACCOUNT_CHECKS_GROUP,
            // The password-strength dictionaries (about 1.6 MB): loaded by the forms that set a
            // password, which need a connection anyway, so they stay out of the precache.
            { name: 'zxcvbn', test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/ },
            // The back office's PDF export writer: named, so the precache can leave it out (decision 456).
            { name: 'pdf-writer', test: /[\\/]node_modules[\\/](pdf-lib|@pdf-lib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
});
