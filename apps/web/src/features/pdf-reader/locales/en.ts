/** The PDF reader's texts (English ships in the reader's chunk; see lib/i18n). */
export const pdfReaderEn = {
  reader: {
    opening: 'Opening the book…',
    openFailedTitle: 'The book could not be opened',
    openFailed: 'We couldn’t open this book. Please try again.',
    label: '{{title}} (PDF)',
    toolbar: 'Reader controls',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{total}}',
    zoomOut: 'Zoom out',
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    fitWidth: 'Fit width',
    download: 'Download',
    pages: 'Pages',
    page: 'Page {{page}}',
  },
  page: {
    fetching: 'Fetching your book…',
    notReadyTitle: 'This book is not finished yet',
    notReadyText:
      'The story is still being written, or it has no finished version. Open it again once it is ready.',
    backToStory: 'Back to your story',
    failedTitle: "We couldn't open your book",
  },
};
