import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { hrToMs } from './span-rows.js';
import { SPAN_ATTRIBUTE } from './span-scope.js';

// Prometheus series counted from finished spans: one place sees every request, job and AI call.
// Kept in this process's memory; each process is scraped on its own (docs/operations.md).

const BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

type Labels = Record<string, string>;

class Series {
  readonly counts = new Map<string, number>();
  readonly histograms = new Map<string, { buckets: number[]; sum: number; count: number }>();

  count(labels: Labels): void {
    const key = labelText(labels);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  observe(labels: Labels, seconds: number): void {
    const key = labelText(labels);
    const histogram = this.histograms.get(key) ?? {
      buckets: BUCKETS.map(() => 0),
      sum: 0,
      count: 0,
    };
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.buckets[index]! += 1;
    });
    histogram.sum += seconds;
    histogram.count += 1;
    this.histograms.set(key, histogram);
  }
}

const escape = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ');
const formatLabels = (labels: Labels) =>
  Object.entries(labels)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(',');
// The same few label sets come back on every request: each is formatted once.
const formatted = new Map<string, string>();
const MAX_REMEMBERED_LABEL_SETS = 10_000;
const labelText = (labels: Labels) => {
  let key = '';
  for (const name in labels) key += `${name}\u0000${labels[name]}\u0000`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatLabels(labels);
    if (formatted.size < MAX_REMEMBERED_LABEL_SETS) formatted.set(key, text);
  }
  return text;
};

export class SpanMetrics implements SpanProcessor {
  readonly #http = new Series();
  readonly #jobs = new Series();
  readonly #ai = new Series();

  onStart(_span: Span, _parentContext: Context): void {}

  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes;
    const seconds = hrToMs(span.duration) / 1000;
    const failed = span.status.code === 2;
    switch (attributes[SPAN_ATTRIBUTE.category]) {
      case 'http': {
        const route = String(attributes['http.route'] ?? '');
        const method = String(attributes['http.request.method'] ?? '');
        const status = String(attributes['http.response.status_code'] ?? 'aborted');
        this.#http.count({ method, route, status });
        this.#http.observe({ method, route }, seconds);
        break;
      }
      case 'job': {
        const job = String(attributes['job.name'] ?? span.name);
        this.#jobs.count({ job, status: String(attributes['job.status'] ?? 'unknown') });
        this.#jobs.observe({ job }, seconds);
        break;
      }
      case 'provider': {
        const capability = String(attributes['ai.capability'] ?? 'text');
        const model = String(attributes['ai.model'] ?? '');
        this.#ai.count({ capability, model, status: failed ? 'error' : 'ok' });
        this.#ai.observe({ capability, model }, seconds);
        break;
      }
    }
  }

  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}

  /** The counted series in Prometheus's text format. */
  exposition(): string {
    return [
      counter('storyloom_http_requests_total', 'HTTP requests answered', this.#http),
      histogram('storyloom_http_request_duration_seconds', 'HTTP request time', this.#http),
      counter('storyloom_job_attempts_total', 'Job attempts by outcome', this.#jobs),
      histogram('storyloom_job_attempt_duration_seconds', 'Job attempt time', this.#jobs),
      counter('storyloom_ai_calls_total', 'AI provider calls by outcome', this.#ai),
      histogram('storyloom_ai_call_duration_seconds', 'AI provider call time', this.#ai),
    ].join('');
  }
}

function counter(name: string, help: string, series: Series): string {
  const lines = [...series.counts].map(([labels, value]) => `${name}{${labels}} ${value}`);
  return `# HELP ${name} ${help}\n# TYPE ${name} counter\n${lines.map((l) => `${l}\n`).join('')}`;
}

function histogram(name: string, help: string, series: Series): string {
  const lines: string[] = [];
  for (const [labels, data] of series.histograms) {
    const prefix = labels ? `${labels},` : '';
    BUCKETS.forEach((bound, index) => {
      lines.push(`${name}_bucket{${prefix}le="${bound}"} ${data.buckets[index]}`);
    });
    lines.push(`${name}_bucket{${prefix}le="+Inf"} ${data.count}`);
    lines.push(`${name}_sum{${labels}} ${data.sum}`);
    lines.push(`${name}_count{${labels}} ${data.count}`);
  }
  return `# HELP ${name} ${help}\n# TYPE ${name} histogram\n${lines.map((l) => `${l}\n`).join('')}`;
}

/** A gauge's lines, for the figures read at scrape time (queue depth, live connections). */
export function gauge(name: string, help: string, values: [Labels, number][]): string {
  const lines = values.map(([labels, value]) => {
    const text = labelText(labels);
    return `${name}${text ? `{${text}}` : ''} ${value}\n`;
  });
  return `# HELP ${name} ${help}\n# TYPE ${name} gauge\n${lines.join('')}`;
}
