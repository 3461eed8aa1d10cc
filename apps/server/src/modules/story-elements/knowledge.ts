import { STORY_ELEMENT_LIMITS, type KnowledgeDocumentSummary } from '@storyloom/contracts';
import { AppError, badRequest } from '../../platform/http/app-error.js';

/** One `newKnowledgeData` file part as read from the form. */
export type KnowledgeUpload = {
  fileName: string;
  declaredType: string;
  data: Buffer;
  /** The part was larger than a knowledge document may be; data holds only its start. */
  tooLarge: boolean;
};

/** A checked document, ready to store. */
export type PreparedKnowledge = {
  title: string;
  mediaType: KnowledgeDocumentSummary['mediaType'];
  sizeBytes: number;
  content: string;
};

const TEXT_EXTENSIONS = new Set(['txt', 'md', 'markdown']);
const MARKDOWN_EXTENSIONS = new Set(['md', 'markdown']);
const FALLBACK_TITLE = 'Note';
const KILOBYTES = STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes / 1024;

/** The last path segment of a client's file name (either slash), without control characters. */
function baseName(fileName: string): string {
  const lastSegment = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** How a file is named in a message: its base name, shortened, quoted. */
export function displayName(fileName: string): string {
  const name = baseName(fileName) || 'the document';
  return `“${name.length > 60 ? `${name.slice(0, 57)}...` : name}”`;
}

/** The title: the base name without its extension, at most 120 characters, else 'Note'. */
export function knowledgeTitle(fileName: string): string {
  const title = splitExtension(baseName(fileName))
    .stem.trim()
    .slice(0, STORY_ELEMENT_LIMITS.knowledgeTitleMax)
    .trim();
  return title || FALLBACK_TITLE;
}

const isTextType = (type: string) => /^text\/(plain|markdown)\b/i.test(type);

/**
 * Checks one uploaded document: a .txt/.md/.markdown file (or, without an extension, declared
 * as text), at most 100 KB, valid UTF-8 without NUL characters. Throws the AppError to answer.
 */
export function prepareKnowledge(upload: KnowledgeUpload): PreparedKnowledge {
  const name = displayName(upload.fileName);
  if (upload.tooLarge || upload.data.length > STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes) {
    throw new AppError(
      'knowledge_too_large',
      `${name} is larger than ${KILOBYTES} KB; a knowledge document can be at most ${KILOBYTES} KB.`,
      413,
    );
  }
  const { extension } = splitExtension(baseName(upload.fileName));
  const acceptable = extension ? TEXT_EXTENSIONS.has(extension) : isTextType(upload.declaredType);
  if (!acceptable) {
    throw new AppError(
      'unsupported_document',
      `${name} is not a text document; knowledge takes .txt, .md or .markdown files.`,
      415,
    );
  }
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(upload.data);
  } catch {
    throw badRequest(`${name} is not valid UTF-8 text.`);
  }
  if (content.includes('\u0000')) throw badRequest(`${name} contains NUL characters.`);
  const markdown =
    MARKDOWN_EXTENSIONS.has(extension) || /^text\/markdown\b/i.test(upload.declaredType);
  return {
    title: knowledgeTitle(upload.fileName),
    mediaType: markdown ? 'text/markdown' : 'text/plain',
    sizeBytes: upload.data.length,
    content,
  };
}

export const tooManyKnowledgeDocuments = () =>
  badRequest(
    `An element can hold at most ${STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement} knowledge documents; remove some first.`,
  );
