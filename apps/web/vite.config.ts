import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

/** The commit when there is one, plus the build time: every build differs, a rebuild of one commit too. */
function createBuildId(): string {
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return sha ? `${sha}-${time}` : time;
  } catch {
    return time;
  }
}

const BUILD_ID = process.env.DUET_BUILD_ID ?? createBuildId();

/** `dist/version.json`: what open tabs compare their own build id with (lib/version-check.ts). */
function versionFile(buildId: string): Plugin {
  return {
    name: 'duet:version-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ build_id: buildId })}\n`,
      });
    },
  };
}

/**
 * Manrope without a late swap: with `font-display: optional` a browser that has the font within
 * about 100 ms of the first paint (the server preloads it) uses it, and otherwise keeps the fallback
 * for that page instead of redrawing its text a second later. Fontsource ships `swap`. ADR 0022.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'duet:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource-variable\/manrope\/.*\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * `//# allFunctionsCalledOnLoad` atop the chunks every first load runs: the entry and what it
 * imports statically. Chrome (136 and later) then compiles all their functions on a background
 * thread while the file streams in, instead of each on the main thread when it is first called,
 * which made the start of a page one long task on a slow phone. ADR 0022.
 * The comment goes in after minification (which drops comments); the hash of those chunks' file
 * names takes it into account.
 */
function compileHintsForFirstLoad(): Plugin {
  const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
  const firstLoad = new Set<string>();
  return {
    name: 'duet:compile-hints-for-first-load',
    apply: 'build',
    renderStart() {
      firstLoad.clear();
    },
    renderChunk(_code, _chunk, _options, { chunks }) {
      if (firstLoad.size > 0) return null;
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks[fileName]?.imports ?? []) visit(imported);
      };
      for (const chunk of Object.values(chunks)) if (chunk.isEntry) visit(chunk.fileName);
      return null;
    },
    augmentChunkHash(chunk) {
      return firstLoad.has(chunk.fileName) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      // After Vite's own, which puts the preload map of dynamic imports atop the entry.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && firstLoad.has(file.preliminaryFileName))
            file.code = COMPILE_HINT + file.code;
      },
    },
  };
}

/**
 * Two builds: the browser's (`dist/`, with `.vite/manifest.json`, which the server reads to inline a
 * page's CSS and preload its chunks) and, with `--ssr`, the server's render of the same routes
 * (`dist-server/entry-server.js`, see src/entry-server.tsx).
 */
/**
 * React Router's package resolves to its development build under every condition; the production
 * one differs only in leaving out its development warnings. The browser's build takes it.
 */
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  plugins: [
    react(),
    fontDisplayOptional(),
    ...(isSsrBuild ? [] : [versionFile(BUILD_ID), compileHintsForFirstLoad(), pwa()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        manifest: true,
        // No data: URLs, so the CSP can keep img-src and font-src at 'self'.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            // Every module the entry imports statically runs on every first load: one chunk for all of
            // them instead of a dozen, since each file of a first load is compressed on its own and
            // small ones compress poorly (issue 33).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
          treeshake: {
            // @duet/contracts builds zod schemas at module level; the web app only needs its constants,
            // route table and types. Declaring zod builders pure lets unused schemas (and zod) drop out.
            manualPureFunctions: ['z'],
            moduleSideEffects: [{ test: /\/packages\/contracts\/src\//, sideEffects: false }],
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: { port: 4173 },
}));

function pwa() {
  return VitePWA({
    // Registered by lib/service-worker.ts after `load`, so it costs the first page nothing.
    injectRegister: false,
    registerType: 'autoUpdate',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Duet',
      short_name: 'Duet',
      description:
        'Приватные фантазии и свидания для пар: отмечайте, что нравится, и планируйте вечера вдвоём.',
      lang: 'ru',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#160E1A',
      theme_color: '#160E1A',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // Our own small worker (src/service-worker/sw.ts): the same precaching and navigation
    // fallback as the generated one had, plus the push handlers (ADR 0024).
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectManifest: {
      // The shell: index.html, every JS and CSS chunk, the fonts and the icons. Not version.json.
      globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
    },
  });
}
