import { z } from 'zod';

// The object-storage part of the environment. config.ts (the only reader of process.env) merges
// this shape into its schema and calls s3ConfigFrom; everything else receives the parsed S3Config.

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

export const s3EnvShape = {
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

/** Files in an S3-compatible bucket (MinIO, Garage, Ceph, Cloudflare R2, AWS S3). */
export type S3Config = {
  /** e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key rather than https://bucket.endpoint/key; MinIO and most self-hosted servers want it. */
  forcePathStyle: boolean;
};

export const DEFAULT_S3_REGION = 'us-east-1';

/** The four settings without which there is no bucket to talk to. */
const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

type S3Env = z.output<z.ZodObject<typeof s3EnvShape>>;

// S3's own rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The bucket when every required setting is given, undefined when none is (files stay in the local
 * folder), or the list of what is wrong. Secrets never appear in a problem.
 */
export function s3ConfigFrom(
  env: S3Env,
): { ok: true; s3: S3Config | undefined } | { ok: false; problems: string[] } {
  const given = [...REQUIRED, ...OPTIONAL].filter((name) => env[name] !== undefined);
  if (given.length === 0) return { ok: true, s3: undefined };
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  const problems: string[] = [];
  if (missing.length > 0) {
    problems.push(
      `S3: set ${REQUIRED.join(', ')} together (or none, to keep files in DATA_DIR/files); missing ${missing.join(', ')}`,
    );
  }
  const endpoint = env.S3_ENDPOINT;
  if (endpoint !== undefined && !z.url({ protocol: /^https?$/ }).safeParse(endpoint).success) {
    problems.push('S3_ENDPOINT: an http(s) address, such as http://minio:9000');
  }
  if (env.S3_BUCKET !== undefined && !BUCKET_NAME.test(env.S3_BUCKET)) {
    problems.push(
      'S3_BUCKET: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    s3: {
      endpoint: (endpoint as string).replace(/\/+$/, ''),
      region: env.S3_REGION ?? DEFAULT_S3_REGION,
      bucket: env.S3_BUCKET as string,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    },
  };
}
