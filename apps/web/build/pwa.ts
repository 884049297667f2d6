import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

/**
 * Paths the server answers itself, never the app: the API, the metrics and the public drink
 * pages (apps/server/src/http/web-app.ts `isClientRoute`, areas/drinks/public-drink-pages.ts).
 * The worker lets them go to the network; every other navigation gets the precached index.html.
 */
export const NETWORK_ONLY_PATHS = [/^\/api(?:\/|$)/, /^\/metrics(?:\/|$)/, /^\/public(?:\/|$)/];

/**
 * The installable app (docs/architecture.md, "Offline"): the web manifest, its icons generated
 * from the logo at build time (@vite-pwa/assets-generator, minimal 2023 preset: 64, 192, 512,
 * maskable 512, apple-touch 180) and a Workbox service worker that precaches the app shell and
 * the hashed assets. The page registers it itself after the first paint (app/offline/register-worker.ts),
 * so the plugin injects no script; a new worker waits until the person chooses to reload.
 */
export function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: null,
    registerType: 'prompt',
    pwaAssets: {
      image: 'src/shared/logo.svg',
      // The logo lives with the app's code (shared/Logo.tsx), not in public/: the generator reads it
      // there and writes the icons at the root of the build.
      integration: { publicDir: fileURLToPath(new URL('../src/shared', import.meta.url)) },
      // index.html names its own icons (the hashed logo, the apple-touch icon).
      includeHtmlHeadLinks: false,
      preset: {
        transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
        // The logo's own green behind it, so the mask and the home screen show no white ring.
        maskable: { sizes: [512], padding: 0.2, resizeOptions: { background: '#2f6f5e' } },
        apple: { sizes: [180], padding: 0.2, resizeOptions: { background: '#2f6f5e' } },
      },
      overrideManifestIcons: true,
      injectThemeColor: false,
    },
    manifest: {
      name: 'Ordna',
      short_name: 'Ordna',
      description: 'Your notes, time, shopping, recipes and more in one place.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The light page; the theme-color meta follows the person's theme at run time
      // (public/theme-boot.js, app/PreferenceSync.tsx), dark bars included.
      theme_color: '#ffffff',
      background_color: '#f7f6f2',
    },
    workbox: {
      // The .br/.gz twins are the server's business: the worker caches what the browser decoded.
      // (The plugin adds the manifest itself: listed twice, Workbox would refuse the whole list.)
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['**/*.{br,gz}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY_PATHS,
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once (there is no older one to wait for), so the
      // app reads offline without a reload; later ones wait for the person (registerType prompt).
      clientsClaim: true,
      // Area chunks may grow past Workbox's 2 MiB default (the password word list).
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}
