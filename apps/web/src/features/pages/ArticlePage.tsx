import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { findArticle, formatArticleDate } from './articles';
import { useLanguage } from '../../lib/i18n';
import { usePagesT } from './i18n';
import { ContentPage, Markdown } from './MarkdownPage';
import { withProductName } from './render-markdown';

function BackToMedia() {
  const { t } = usePagesT();
  return (
    <p className="content-page__back">
      <Link to={paths.media}>
        <span aria-hidden="true">← </span>
        {t('allArticles')}
      </Link>
    </p>
  );
}

/** /media/{articleId}: one article, or a kind word and a way back when there is no such one. */
export function ArticlePage() {
  const { articleId } = useParams();
  const { productName } = useRuntimeConfig();
  const article = findArticle(articleId);
  const { t } = usePagesT();
  const { language } = useLanguage();

  if (!article) {
    return (
      <ContentPage>
        <h1>{t('articleMissingTitle')}</h1>
        <p>{t('articleMissingText')}</p>
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
          <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time>
        </p>
        <Markdown source={article.body} />
      </article>
    </ContentPage>
  );
}
