import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // No data: URLs, so the CSP can keep img-src and font-src at 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
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
});
