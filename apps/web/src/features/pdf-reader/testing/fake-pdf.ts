import { WizardPhase, type ArtifactOf, type SavedStory } from '@storyloom/contracts';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import type { PdfDocument, PdfDocumentLoader, PdfPage } from '../pdf-document';

/** pdf.js cannot draw in jsdom: a document of plain pages stands in, recording each drawing. */
export function createFakePdfLoader({ pages = 3, width = 420, height = 595 } = {}) {
  const drawings: { pageNumber: number; scale: number; canvas: HTMLCanvasElement }[] = [];
  const opened: Uint8Array[] = [];
  let failuresLeft = 0;
  const page = (pageNumber: number): PdfPage => ({
    width,
    height,
    render(canvas, scale) {
      drawings.push({ pageNumber, scale, canvas });
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
    renderText(container, scale) {
      const word = document.createElement('span');
      word.textContent = `Words on page ${pageNumber}`;
      word.dataset.scale = String(scale);
      container.append(word);
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
  });
  const destroy = vi.fn();
  const load: PdfDocumentLoader = vi.fn(async (data: Uint8Array) => {
    opened.push(data);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('Invalid PDF structure.');
    }
    const document: PdfDocument = {
      numPages: pages,
      getPage: async (pageNumber) => page(pageNumber),
      destroy,
    };
    return document;
  });
  return {
    load,
    drawings,
    opened,
    destroy,
    failNextOpen() {
      failuresLeft += 1;
    },
  };
}

export const notFound = () =>
  new ApiRequestError('API request failed: 404', 404, {
    error: 'not_found',
    message: 'Not found',
    status: 404,
  });

export function artifact(
  id: string,
  change: Partial<ArtifactOf<'story'>> = {},
): ArtifactOf<'story'> {
  return {
    id,
    storyId: 'story-1',
    kind: 'story',
    status: 'succeeded',
    processTrackingId: 'p-1',
    progress: { stage: 'finishing', percent: 100 },
    result: { title: `Book ${id}`, language: 'en', pages: [] },
    error: null,
    parentBagId: null,
    createdUtcEpoch: 1,
    updatedUtcEpoch: 1,
    ...change,
  };
}

export function story(id: string, artifactIds: string[]): SavedStory {
  return {
    id,
    currentPhase: WizardPhase.Ready,
    event: { description: '' },
    goal: { description: '' },
    challenge: { description: '' },
    instructions: { description: '' },
    storyElements: [],
    options: { length: 'normal', age: 5, language: 'en' },
    title: null,
    artifactIds,
    createdUtcEpoch: 1,
    updatedUtcEpoch: 1,
  };
}

/**
 * The owner's artifacts and stories at the network boundary, plus the PDF download. Share codes
 * are unknown to it (the public call answers 404), as for an id that is not a share code.
 */
export function createFakeReaderApi({
  artifacts = [] as ArtifactOf<'story'>[],
  stories = [] as SavedStory[],
} = {}) {
  const paths: string[] = [];
  const pdfFailures: Error[] = [];
  const pdf = new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' });
  const request = vi.fn(async (path: string) => {
    paths.push(path);
    let match = /^\/artifacts\/([^/]+)$/.exec(path);
    const found =
      match && artifacts.find((candidate) => candidate.id === decodeURIComponent(match?.[1] ?? ''));
    if (match) {
      if (!found) throw notFound();
      return found;
    }
    match = /^\/story\/get\/([^/]+)$/.exec(path);
    const saved =
      match && stories.find((candidate) => candidate.id === decodeURIComponent(match?.[1] ?? ''));
    if (saved) return saved;
    throw notFound();
  });
  const requestBlob = vi.fn(async (path: string) => {
    paths.push(`blob ${path}`);
    const failure = pdfFailures.shift();
    if (failure) throw failure;
    return pdf;
  });
  const publicRequest = vi.fn(async () => {
    throw notFound();
  });
  const api = { request, requestBlob, publicRequest } as unknown as ApiClient;
  return { api, paths, pdf, failNextPdf: (error: Error) => pdfFailures.push(error) };
}
