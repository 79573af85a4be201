// `npm start`: build when the build is missing or older than its sources, then serve it.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/api/dist/server.js',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = Math.min(
  ...outputs.map((output) => (existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0)),
);
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
