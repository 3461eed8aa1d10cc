// `npm run bench`: runs every suite in scripts/bench/ and rewrites docs/performance.md with the
// date, the machine and each suite's rows. Benchmarks measure budgets; tests never time things.
// `npm run bench -- song pdf` runs only the suites whose file names contain one of the words and
// prints their rows without touching docs/performance.md (which always holds a whole run).
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suitesDir = path.join(root, 'scripts', 'bench');

const only = process.argv.slice(2);
const sections = [];
for (const file of readdirSync(suitesDir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()) {
  const suite = await import(pathToFileURL(path.join(suitesDir, file)).href);
  console.log(`\n● ${suite.title}`);
  sections.push({ title: suite.title, markdown: await suite.run({ root }) });
}

if (only.length > 0) {
  for (const { title, markdown } of sections) console.log(`\n## ${title}\n\n${markdown.trim()}`);
  process.exit(0);
}

const cpus = os.cpus();
const machine = [
  `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}`,
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory`,
  `${os.type()} ${os.release()} (${os.arch()})`,
  `Node ${process.versions.node}`,
].join(', ');

const document = [
  '# Performance',
  '',
  'Written by `npm run bench`; do not edit by hand. Each suite lives in `scripts/bench/`.',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${machine}`,
  '',
  ...sections.flatMap(({ title, markdown }) => [`## ${title}`, '', markdown.trim(), '']),
].join('\n');

writeFileSync(path.join(root, 'docs', 'performance.md'), document);
console.log('\nWrote docs/performance.md');
