import { useId, useState } from 'react';
import help from '../../../content/help.md?raw';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { MarkdownPage } from './MarkdownPage';

interface HelpPageProps {
  /**
   * Turns the guided tour back on. The tour is another feature, so the app passes this in
   * (spec: the tour "can be re-enabled on the Help page").
   */
  onShowTour: () => void;
}

/** /help: the questions parents ask, and the way back to the guided tour. */
export function HelpPage({ onShowTour }: HelpPageProps) {
  const [tourOn, setTourOn] = useState(false);
  const titleId = useId();

  const showTour = () => {
    onShowTour();
    setTourOn(true);
  };

  return (
    <MarkdownPage source={help}>
      <section className="help-tour" aria-labelledby={titleId}>
        <h2 id={titleId}>See the guided tour again</h2>
        <p>Short tips point out where things are, once on each page. Skip them any time.</p>
        <Button onClick={showTour}>Show me the guided tour again</Button>
        {/* Always present, so screen readers announce the words when they appear. */}
        <p role="status" className="help-tour__status">
          {tourOn ? 'The tour is on again. It will show you around as you go.' : ''}
        </p>
        {tourOn && (
          <ButtonLink to={paths.story} variant="secondary">
            Start on the story page
          </ButtonLink>
        )}
      </section>
    </MarkdownPage>
  );
}
