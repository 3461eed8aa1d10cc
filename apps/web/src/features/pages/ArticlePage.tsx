import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { findArticle, formatArticleDate } from './articles';
import { ContentPage, Markdown } from './MarkdownPage';
import { withProductName } from './render-markdown';

function BackToMedia() {
  return (
    <p className="content-page__back">
      <Link to={paths.media}>
        <span aria-hidden="true">← </span>All articles
      </Link>
    </p>
  );
}

/** /media/{articleId}: one article, or a kind word and a way back when there is no such one. */
export function ArticlePage() {
  const { articleId } = useParams();
  const { productName } = useRuntimeConfig();
  const article = findArticle(articleId);

  if (!article) {
    return (
      <ContentPage>
        <h1>We couldn’t find that article</h1>
        <p>
          It may have moved, or the link may be missing a letter. The articles we have are all on
          the media page.
        </p>
        <BackToMedia />
      </ContentPage>
    );
  }

  return (
    <ContentPage>
      <BackToMedia />
      <article className="media-article">
        <h1>{withProductName(article.title, productName)}</h1>
        <p className="media-article__date">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        </p>
        <Markdown source={article.body} />
      </article>
    </ContentPage>
  );
}
