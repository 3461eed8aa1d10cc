import { StoryElementType, type SharedContent, type SharedElement } from '@storyloom/contracts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { nameLetterOf } from '../../components/ui/initials';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorText } from '../../lib/i18n';
import { useSharedViewT } from './i18n';
import { fetchSharedContent } from './shared-view-api';
import './shared-view.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'shown'; content: SharedContent }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

/** The picture URLs in the payload are already signed; the smallest fitting one is used. */
function SharedPicture({ element, large }: { element: SharedElement; large?: boolean }) {
  const { t } = useSharedViewT();
  const [failed, setFailed] = useState(false);
  const image = element.image;
  const src = image ? (large ? image.original : (image.small ?? image.original)) : null;
  if (!src || failed) {
    return (
      <div className="shared-view__picture shared-view__picture--none" aria-hidden="true">
        {nameLetterOf(element.name, '★')}
      </div>
    );
  }
  return (
    <img
      className="shared-view__picture"
      src={src}
      alt={t('pictureOf', { name: element.name })}
      onError={() => setFailed(true)}
    />
  );
}

interface SharedViewPageProps {
  /**
   * What to show when nothing is shared under the code. /view/{id} also opens the owner's own
   * stories (docs/product.md, "Readings of unclear points" 3), so the app hands the segment on
   * instead of saying "gone".
   */
  renderNotFound?: () => ReactNode;
}

/** /view/{shortCode}: what someone shared, for anyone holding the link; nothing can change. */
export function SharedViewPage({ renderNotFound }: SharedViewPageProps = {}) {
  const { code = '' } = useParams();
  const api = useApiClient();
  const { t } = useSharedViewT();
  const translateError = useErrorText();
  const { productName } = useRuntimeConfig();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const content = await fetchSharedContent(api, code);
      setPhase(content ? { kind: 'shown', content } : { kind: 'gone' });
    } catch (error) {
      setPhase({
        kind: 'failed',
        message: error instanceof Error ? error.message : 'An unknown error occurred',
      });
    }
  }, [api, code]);

  useEffect(() => {
    void load();
  }, [load]);

  if (phase.kind === 'loading') {
    return (
      <Card className="shared-view shared-view--center">
        <Spinner label={t('loading')} />
      </Card>
    );
  }

  if (phase.kind === 'gone' && renderNotFound) return <>{renderNotFound()}</>;

  if (phase.kind === 'gone' || phase.kind === 'failed') {
    const gone = phase.kind === 'gone';
    return (
      <Card className="shared-view shared-view--center" aria-labelledby="shared-view-title">
        <h1 id="shared-view-title">{gone ? t('goneTitle') : t('failedTitle')}</h1>
        <p>{gone ? t('goneText') : t('failedText', { message: translateError(phase.message) })}</p>
        <div className="shared-view__actions">
          {!gone && <Button onClick={() => void load()}>{t('tryAgain')}</Button>}
          <ButtonLink to={paths.story} variant={gone ? 'primary' : 'secondary'}>
            {t('makeYourOwn', { productName })}
          </ButtonLink>
        </div>
      </Card>
    );
  }

  const { element, members } = phase.content;
  const isBag = element.type === StoryElementType.Bag;
  return (
    <Card className="shared-view" aria-labelledby="shared-view-title">
      <p className="shared-view__kicker">{t('kicker', { type: t(`types.${element.type}`) })}</p>
      <div className="shared-view__hero">
        <SharedPicture element={element} large />
        <div>
          <h1 id="shared-view-title">{element.name}</h1>
          {element.description && <p className="shared-view__description">{element.description}</p>}
        </div>
      </div>
      {isBag && (
        <>
          <h2 className="shared-view__heading">{t('insideCount', { number: members.length })}</h2>
          {members.length === 0 ? (
            <p>{t('emptyBag')}</p>
          ) : (
            <ul className="shared-view__grid" aria-label={t('inside')}>
              {members.map((member) => (
                <li key={member.id} className="shared-view__card">
                  <article aria-label={member.name}>
                    <SharedPicture element={member} />
                    <div className="shared-view__card-body">
                      <p className="shared-view__type">{t(`types.${member.type}`)}</p>
                      <h3>{member.name}</h3>
                      {member.description && <p>{member.description}</p>}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="shared-view__actions">
        <ButtonLink to={paths.story}>{t('makeYourOwn', { productName })}</ButtonLink>
      </div>
    </Card>
  );
}
