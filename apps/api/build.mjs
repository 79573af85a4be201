import { build } from 'esbuild';

// One ESM file for production: our TypeScript (the API and the source-only @duet/* packages)
// bundled, every npm dependency left to node_modules.
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['./src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@duet/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
console.log('Built apps/api/dist/server.js');
