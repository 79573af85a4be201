// `npm run dev`: the API in watch mode on PORT (3000) and Vite with hot reload on 5173, proxying to it.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// People open Vite's port, so the API's links and payment pages point there (ADR 0004).
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
