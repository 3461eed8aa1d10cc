import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STORY_ELEMENT_LIMITS, storyElementUpsertRequestSchema } from '@storyloom/contracts';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import type { KnowledgeUpload } from './knowledge.js';

export type UpsertRequest = z.output<typeof storyElementUpsertRequestSchema>;

/** What `POST /storyElement/upsert` sent, read in full but not yet checked beyond its shape. */
export type UpsertForm = {
  request: UpsertRequest;
  /** The avatarFile part; tooLarge when it passed the upload limit (data is then empty). */
  avatar: { data: Buffer; tooLarge: boolean } | null;
  knowledge: KnowledgeUpload[];
};

const REQUEST_DATA_MAX_BYTES = 256 * 1024;
const MAX_KNOWLEDGE_FILES =
  STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement + /* one over, to name the limit */ 1;

/**
 * For registering @fastify/multipart. Busboy stops a file at fileSize without throwing: one byte
 * over the largest allowed upload tells us it was more, and we answer with our own message.
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: STORY_ELEMENT_LIMITS.avatarUploadMaxBytes + 1,
    fieldSize: REQUEST_DATA_MAX_BYTES,
    fields: 5,
    // requestData (as a file), one avatar, the knowledge files and a little room for the 400s.
    files: MAX_KNOWLEDGE_FILES + 10,
    parts: MAX_KNOWLEDGE_FILES + 15,
  },
};

/** Reads a stream to its end, keeping at most maxBytes (the rest is read and dropped). */
async function readLimited(stream: Readable, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  const truncated = (stream as Readable & { truncated?: boolean }).truncated === true;
  const tooLarge = size > maxBytes || truncated;
  return { data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge };
}

function parseRequestData(raw: unknown): UpsertRequest {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('The requestData part is not valid JSON.');
    }
  }
  const result = storyElementUpsertRequestSchema.safeParse(value);
  if (!result.success) {
    throw new AppError(
      'validation_failed',
      `requestData: ${z.prettifyError(result.error).replaceAll('\n', ' ')}`,
      400,
    );
  }
  return result.data;
}

function multipartLimitError(error: unknown): AppError | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(
      'too_many_parts',
      `That form has too many parts; an element takes at most ${STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement} knowledge documents.`,
      413,
    );
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return badRequest('The requestData part is not valid JSON.');
  }
  if (isMalformedForm(error)) return malformedForm();
  return null;
}

const malformedForm = () =>
  new AppError(
    'malformed_form',
    'The form could not be read: it was cut short or its boundary is missing or wrong. Please send it again.',
    400,
  );

/**
 * The multipart parser's own complaints about the body (no boundary, cut short, no closing
 * boundary) and a request closed mid-form: the client's fault, never a server error.
 */
function isMalformedForm(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return true;
  return /^Multipart: |^Boundary required$|unexpected end of multipart data/i.test(error.message);
}

/**
 * Reads every part of the upsert form before anything is checked or written. Parts are always
 * read to their end (oversized ones are dropped while reading), so an error can be answered
 * cleanly after the whole request arrived. Unknown or repeated parts are a 400.
 */
export async function readUpsertForm(request: FastifyRequest): Promise<UpsertForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the element as multipart/form-data.', 415);
  }
  // Filled by take(); an object because TypeScript does not follow assignments in closures.
  const form: { requestData?: unknown; sawRequestData: boolean } & Omit<UpsertForm, 'request'> = {
    sawRequestData: false,
    avatar: null,
    knowledge: [],
  };
  // The first problem is answered, after the whole form was read.
  const problems: AppError[] = [];
  const problem = (error: AppError) => problems.push(error);

  const take = async (part: Multipart) => {
    if (part.fieldname === 'requestData') {
      if (form.sawRequestData) problem(badRequest('Send requestData only once.'));
      form.sawRequestData = true;
      if (part.type === 'field') {
        form.requestData = part.value;
        return;
      }
      const { data, tooLarge } = await readLimited(part.file, REQUEST_DATA_MAX_BYTES);
      if (tooLarge) problem(new AppError('request_too_large', 'requestData is too large.', 413));
      form.requestData = data.toString('utf8');
      return;
    }
    if (part.type === 'file' && part.fieldname === 'avatarFile') {
      const read = await readLimited(part.file, STORY_ELEMENT_LIMITS.avatarUploadMaxBytes);
      // A browser sends an empty, unnamed part for a file input left empty: no picture.
      if (!read.tooLarge && read.data.length === 0 && !part.filename) return;
      if (form.avatar) problem(badRequest('Send at most one avatarFile.'));
      form.avatar = read;
      return;
    }
    if (part.type === 'file' && part.fieldname === 'newKnowledgeData') {
      const read = await readLimited(part.file, STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes);
      if (!read.tooLarge && read.data.length === 0 && !part.filename) return;
      form.knowledge.push({ fileName: part.filename, declaredType: part.mimetype, ...read });
      return;
    }
    if (part.type === 'file') await readLimited(part.file, 0);
    const fileExpected = part.fieldname === 'avatarFile' || part.fieldname === 'newKnowledgeData';
    problem(
      badRequest(
        fileExpected
          ? `${part.fieldname} must be a file.`
          : `Unknown form part "${part.fieldname.slice(0, 60)}": send requestData, avatarFile and newKnowledgeData.`,
      ),
    );
  };

  try {
    for await (const part of request.parts()) {
      await take(part);
    }
  } catch (error) {
    throw multipartLimitError(error) ?? error;
  }
  if (problems[0]) throw problems[0];
  if (!form.sawRequestData) throw badRequest('The form needs a requestData part.');
  return {
    request: parseRequestData(form.requestData),
    avatar: form.avatar,
    knowledge: form.knowledge,
  };
}
