import { isEmptyDemoContent } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { userMessageOf } from '../../lib/api-client';
import { useDemoT } from './i18n';
import { useDemoContent } from './use-demo-content';
import './demo.css';

type Phase =
  | { kind: 'offered' }
  | { kind: 'adding' }
  | { kind: 'added' }
  | { kind: 'failed'; message: string };

/**
 * In the wizard, for someone who came through a demo: its characters, to bring into the library
 * (the app passes the marketplace's acquire as onAdd) and choose for their own story.
 */
export function DemoCharactersOffer({
  code,
  onAdd,
}: {
  code: string | null;
  onAdd: (productId: string) => Promise<unknown>;
}) {
  const { t } = useDemoT();
  const { data } = useDemoContent(code);
  const [phase, setPhase] = useState<Phase>({ kind: 'offered' });
  if (!data || isEmptyDemoContent(data) || !data.marketplaceId || data.characters.length === 0)
    return null;
  const names = data.characters.map((character) => character.name).join(', ');

  async function add(productId: string) {
    setPhase({ kind: 'adding' });
    try {
      await onAdd(productId);
      setPhase({ kind: 'added' });
    } catch (error) {
      setPhase({ kind: 'failed', message: userMessageOf(error) });
    }
  }

  return (
    <aside className="demo-invite" aria-labelledby="demo-offer-title">
      <h2 id="demo-offer-title">{t('offer.title')}</h2>
      {phase.kind === 'added' ? (
        <p role="status">{t('offer.added', { names })}</p>
      ) : (
        <>
          <p>{t('offer.text', { names })}</p>
          <Button onClick={() => void add(data.marketplaceId)} disabled={phase.kind === 'adding'}>
            {phase.kind === 'adding' ? t('offer.adding') : t('offer.add')}
          </Button>
          {phase.kind === 'failed' && (
            <p role="alert">{t('offer.failed', { message: phase.message })}</p>
          )}
        </>
      )}
    </aside>
  );
}
