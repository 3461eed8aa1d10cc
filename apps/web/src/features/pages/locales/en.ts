/** Titles and navigation of the content pages (their bodies are Markdown in apps/web/content). */
export const pagesEn = {
  help: 'Help',
  allArticles: 'All articles',
  articleMissingTitle: 'We couldn’t find that article',
  articleMissingText:
    'It may have moved, or the link may be missing a letter. The articles we have are all on the media page.',
  articles: 'Articles',
  tour: {
    title: 'See the guided tour again',
    text: 'Short tips point out where things are, once on each page. Skip them any time.',
    show: 'Show me the guided tour again',
    on: 'The tour is on again. It will show you around as you go.',
    start: 'Start on the story page',
  },
};
