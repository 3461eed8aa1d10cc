// `npm run bench`: runs every suite in scripts/bench/ and rewrites docs/performance.md with the
// date, the machine and each suite's rows. Benchmarks measure budgets; tests never time things.
// `npm run bench -- song pdf` runs only the suites whose file names contain one of the words and
// replaces just their sections in docs/performance.md, noting when and on what they were re-run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suitesDir = path.join(root, 'scripts', 'bench');
const documentPath = path.join(root, 'docs', 'performance.md');

const only = process.argv.slice(2);
const sections = [];
for (const file of readdirSync(suitesDir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()) {
  const suite = await import(pathToFileURL(path.join(suitesDir, file)).href);
  console.log(`\n● ${suite.title}`);
  sections.push({ title: suite.title, markdown: (await suite.run({ root })).trim() });
}

const cpus = os.cpus();
const machine = [
  `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}`,
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory`,
  `${os.type()} ${os.release()} (${os.arch()})`,
  `Node ${process.versions.node}`,
].join(', ');
const now = new Date().toISOString();
const INTRO =
  'Written by `npm run bench`; do not edit by hand. Each suite lives in `scripts/bench/`.';

/** The document's header lines and its sections, in order. */
function parse(text) {
  const [head, ...rest] = text.split(/^## /m);
  return {
    header: head.trim().split('\n'),
    sections: rest.map((part) => {
      const newline = part.indexOf('\n');
      return { title: part.slice(0, newline).trim(), markdown: part.slice(newline).trim() };
    }),
  };
}

let header;
let allSections;
if (only.length === 0 || !existsSync(documentPath)) {
  header = ['# Performance', '', INTRO, '', `- Date: ${now}`, `- Machine: ${machine}`];
  allSections = sections;
} else {
  const previous = parse(readFileSync(documentPath, 'utf8'));
  allSections = previous.sections.map(
    (section) => sections.find((fresh) => fresh.title === section.title) ?? section,
  );
  for (const fresh of sections) {
    if (!allSections.includes(fresh)) allSections.push(fresh);
  }
  const rerun = new Set(sections.map((section) => section.title));
  header = [
    // Earlier re-runs stay, less the suites measured again now (their date is this run's).
    ...previous.header.flatMap((line) => withoutRerunSuites(line, rerun)),
    `- Re-run: ${now}, ${sections.map((section) => `"${section.title}"`).join(', ')} (${machine})`,
  ];
}

/** A header line, or an earlier re-run's line without the suites re-run now (none left: gone). */
function withoutRerunSuites(line, rerun) {
  const match = /^- Re-run: ([^,]+), ((?:"[^"]*"(?:, )?)+) (\(.*\))$/.exec(line);
  if (!match) return [line];
  const [, date, titles, machine] = match;
  const kept = [...titles.matchAll(/"([^"]+)"/g)]
    .map((found) => found[1])
    .filter((title) => !rerun.has(title));
  if (kept.length === 0) return [];
  return [`- Re-run: ${date}, ${kept.map((title) => `"${title}"`).join(', ')} ${machine}`];
}

const document = [
  ...header,
  '',
  ...allSections.flatMap(({ title, markdown }) => [`## ${title}`, '', markdown, '']),
].join('\n');
writeFileSync(documentPath, document);
console.log(`\nWrote ${path.relative(root, documentPath)}`);
