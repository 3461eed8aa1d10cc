import { useId, useState } from 'react';
import help from '../../../content/help.md?raw';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { usePagesT } from './i18n';
import { useLocalizedMarkdown } from './localized-markdown';
import { MarkdownPage } from './MarkdownPage';

const spanish = () => import('../../../content/es/help.md?raw');

interface HelpPageProps {
  /**
   * Turns the guided tour back on. The tour is another feature, so the app passes this in
   * (docs/product.md, "Screens and navigation": the tour can be brought back from Help).
   */
  onShowTour: () => void;
}

/** /help: the questions parents ask, and the way back to the guided tour. */
export function HelpPage({ onShowTour }: HelpPageProps) {
  const [tourOn, setTourOn] = useState(false);
  const titleId = useId();
  const { t } = usePagesT();
  const source = useLocalizedMarkdown(help, spanish);

  const showTour = () => {
    onShowTour();
    setTourOn(true);
  };

  return (
    <MarkdownPage source={source}>
      <section className="help-tour" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('tour.title')}</h2>
        <p>{t('tour.text')}</p>
        <Button onClick={showTour}>{t('tour.show')}</Button>
        {/* Always present, so screen readers announce the words when they appear. */}
        <p role="status" className="help-tour__status">
          {tourOn ? t('tour.on') : ''}
        </p>
        {tourOn && (
          <ButtonLink to={paths.story} variant="secondary">
            {t('tour.start')}
          </ButtonLink>
        )}
      </section>
    </MarkdownPage>
  );
}
