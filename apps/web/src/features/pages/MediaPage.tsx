import { useId } from 'react';
import { Link } from 'react-router';
import mediaIndex from '../../../content/media/index.md?raw';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { articles, formatArticleDate } from './articles';
import { useLanguage } from '../../lib/i18n';
import { usePagesT } from './i18n';
import { MarkdownPage } from './MarkdownPage';
import { withProductName } from './render-markdown';

/** /media: the press page, then every article, newest first. */
export function MediaPage() {
  const { productName } = useRuntimeConfig();
  const titleId = useId();
  const { t } = usePagesT();
  const { language } = useLanguage();

  return (
    <MarkdownPage source={mediaIndex}>
      <section className="article-list" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('articles')}</h2>
        <ul className="article-list__items">
          {articles.map((article) => (
            <li key={article.id} className="article-list__item">
              <h3 className="article-list__title">
                <Link to={`${paths.media}/${article.id}`}>
                  {withProductName(article.title, productName)}
                </Link>
              </h3>
              <p className="article-list__date">
                <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time>
              </p>
              <p className="article-list__summary">
                {withProductName(article.summary, productName)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </MarkdownPage>
  );
}
