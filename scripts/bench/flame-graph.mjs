// `node scripts/bench/flame-graph.mjs <profile.cpuprofile> <out.svg> [title]`: a flame graph of a V8
// CPU profile (`node --cpu-prof`), as an SVG a Markdown page can show. Each box is a function in its
// call stack, as wide as the time spent in it and in what it called; hover shows the share. Frames
// are coloured by where their code lives: Duet, a dependency, Node or V8 (native, GC).
import { readFileSync, writeFileSync } from 'node:fs';

const WIDTH = 1200;
const ROW = 16;
const MIN_WIDTH = 0.5;

const [input, output, title = 'CPU profile'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(input, 'utf8'));

const selfTime = new Map();
profile.samples.forEach((id, index) =>
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const totalOf = (node) => {
  node.total ??=
    (selfTime.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + totalOf(nodes.get(id)), 0);
  return node.total;
};
const root = profile.nodes[0];
// Waiting (the event loop idle) is left out of the picture and given as a share in its title.
const idle = (root.children ?? [])
  .map((id) => nodes.get(id))
  .find((node) => node.callFrame.functionName === '(idle)');
const sampled = totalOf(root);
if (idle) root.children = root.children.filter((id) => id !== idle.id);
root.total = undefined;
const total = totalOf(root);

function origin({ url }) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return { name: dependency[1], colour: '#e8a33d' };
  if (url.includes('dist/server.js')) return { name: 'duet', colour: '#d9534f' };
  if (url.startsWith('node:')) return { name: 'node', colour: '#5b9bd5' };
  return { name: 'native', colour: '#9e9e9e' };
}

const escape = (text) =>
  text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);
const boxes = [];
let depthReached = 0;
function draw(node, x, depth) {
  const width = (totalOf(node) / total) * WIDTH;
  if (width < MIN_WIDTH) return;
  depthReached = Math.max(depthReached, depth);
  const { functionName, lineNumber } = node.callFrame;
  const where = origin(node.callFrame);
  const label = `${functionName || '(anonymous)'} · ${where.name}${lineNumber >= 0 ? `:${lineNumber + 1}` : ''}`;
  const share = `${((totalOf(node) / total) * 100).toFixed(1)} %`;
  boxes.push({ x, depth, width, label, share, colour: where.colour });
  let childX = x;
  for (const id of node.children ?? []) {
    const child = nodes.get(id);
    draw(child, childX, depth + 1);
    childX += (totalOf(child) / total) * WIDTH;
  }
}
draw(root, 0, 0);

const height = (depthReached + 1) * ROW + 40;
const rows = boxes.map(({ x, depth, width, label, share, colour }) => {
  const y = height - 20 - (depth + 1) * ROW;
  const text = width > 40 ? label.slice(0, Math.floor(width / 6.5)) : '';
  return `<g><title>${escape(`${label}: ${share}`)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${Math.max(width - 0.3, 0.2).toFixed(1)}" height="${ROW - 1}" fill="${colour}" rx="1"/>${text ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11}">${escape(text)}</text>` : ''}</g>`;
});
writeFileSync(
  output,
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="10">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="4" y="14" font-size="12">${escape(title)}: ${(sampled / 1e6).toFixed(1)} s sampled, ${(((sampled - total) / sampled) * 100).toFixed(0)} % of it idle (left out); red Duet, orange dependencies, blue Node, grey native and GC</text>
${rows.join('\n')}
</svg>
`,
);
console.log(`Wrote ${output}: ${boxes.length} frames`);
