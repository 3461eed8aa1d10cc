import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const minio = {
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'storyloom',
  S3_ACCESS_KEY_ID: 'storyloom',
  S3_SECRET_ACCESS_KEY: 'a-very-secret-key',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('S3 settings', () => {
  it('keep files in the local folder when none is set, or all are blank', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: ' ', S3_REGION: '' }).s3).toBeUndefined();
  });

  it('read a bucket from the four required settings, with defaults for the rest', () => {
    expect(loadConfig(minio).s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'storyloom',
      accessKeyId: 'storyloom',
      secretAccessKey: 'a-very-secret-key',
      forcePathStyle: true,
    });
    const aws = loadConfig({
      ...minio,
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(aws).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it('name exactly what is missing when only some are set, never a secret', () => {
    const problems = problemsOf({ S3_BUCKET: 'storyloom', S3_SECRET_ACCESS_KEY: 'hush-hush' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('missing S3_ENDPOINT, S3_ACCESS_KEY_ID');
    expect(problems.join()).not.toContain('hush-hush');
    // A region alone is a half-made setting too.
    expect(problemsOf({ S3_REGION: 'eu-west-1' })[0]).toContain(
      'missing S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it('list every wrong value at once', () => {
    const problems = problemsOf({
      ...minio,
      S3_ENDPOINT: 'minio:9000',
      S3_BUCKET: 'My_Bucket',
    });
    expect(problems).toEqual([
      'S3_ENDPOINT: an http(s) address, such as http://minio:9000',
      expect.stringMatching(/^S3_BUCKET: 3 to 63 lowercase letters/),
    ]);
    expect(problemsOf({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(/^S3_FORCE_PATH_STYLE/);
  });

  it('are listed in .env.example, which copied as it is keeps the local folder', () => {
    const example = readFileSync(
      path.resolve(import.meta.dirname, '../../../../../.env.example'),
      'utf8',
    );
    const settings = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const name of [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_REGION',
      'S3_FORCE_PATH_STYLE',
    ]) {
      expect(settings, name).toHaveProperty(name);
    }
    expect(loadConfig(settings).s3).toBeUndefined();
  });
});
