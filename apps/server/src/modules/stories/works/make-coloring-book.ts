import { pictureTagForPage, type ColoringPage } from '@storyloom/contracts';
import { drawColoringPage, renderColoringBookPdf } from '../../../engines/coloring-pages/index.js';
import { pageSpecification, pictureRequestFor } from '../story-pictures.js';
import type { Illustrator } from '../stories-deps.js';
import type { WorkMaker } from './story-works.js';

const PAGE_LABEL = { en: 'Page', es: 'Página' } as const;

/**
 * One coloring page per story page, drawn from the same scene (and the same seed) as the page's
 * picture so the characters stand where they stood in the book, then all of them as one PDF.
 * With an image model (drawScene), the model draws each scene as line art, cleaned to 1-bit;
 * without, OpenMoji outlines are composed offline.
 */
export const coloringBookMaker =
  (drawScene: Illustrator | null): WorkMaker<'coloring-book'> =>
  async (source, tools) => {
    const { story, elements } = source;
    const paper = source.options.paper ?? 'a4';
    const pages: ColoringPage[] = [];
    const pngs: Buffer[] = [];
    await tools.progress('planning', 1);
    for (const [index, page] of story.pages.entries()) {
      tools.signal.throwIfAborted();
      const tag = pictureTagForPage(index);
      const description = pageSpecification(page);
      const scene = pictureRequestFor(
        page,
        elements,
        description,
        page.picture?.style ?? 'storybook',
        `${source.sourceArtifactId}/${tag}`,
        { language: story.language, withPageText: true },
      );
      const sceneArt = drawScene
        ? (await drawScene({ ...scene, purpose: 'coloring-page' }, { signal: tools.signal })).png
        : undefined;
      tools.signal.throwIfAborted();
      const drawn = await drawColoringPage({
        scene,
        ...(sceneArt ? { sceneArt } : {}),
        title: story.title,
        pageLabel: `${PAGE_LABEL[story.language]} ${index + 1}`,
        paper,
        language: story.language,
      });
      const png = await tools.store(`coloring-${tag}.png`, drawn.png, 'image/png');
      pages.push({ tag, png, width: drawn.width, height: drawn.height, description });
      pngs.push(drawn.png);
      await tools.progress('drawing', (index + 1) / story.pages.length);
    }
    tools.signal.throwIfAborted();
    const pdfBytes = await renderColoringBookPdf({
      title: story.title,
      language: story.language,
      paper,
      pages: pngs,
    });
    const pdf = await tools.store('coloring-book.pdf', pdfBytes, 'application/pdf');
    await tools.progress('finishing', 1);
    return {
      title: story.title,
      language: story.language,
      paper,
      sourceArtifactId: source.sourceArtifactId,
      pages,
      pdf,
    };
  };

/** The offline coloring book: OpenMoji outlines. */
export const makeColoringBook = coloringBookMaker(null);
