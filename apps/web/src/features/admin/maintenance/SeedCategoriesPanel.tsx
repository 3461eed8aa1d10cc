import type { SeedCategoriesResponse } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { useApiClient } from '../../../lib/api-client-context';
import { seedCategories } from '../admin-api';
import type { TFunction } from 'i18next';
import { useAdminT } from '../i18n';
import { messageOf } from '../admin-errors';

type SeedState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: SeedCategoriesResponse }
  | { kind: 'failed'; message: string };

/** Adds the marketplace categories that are missing; existing ones are kept as they are. */
export function SeedCategoriesPanel() {
  const api = useApiClient();
  const [state, setState] = useState<SeedState>({ kind: 'idle' });
  const { t } = useAdminT();

  async function reseed() {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await seedCategories(api) });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error, t('genericError')) });
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-seed-title">
      <h3 id="admin-seed-title">{t('seed.title')}</h3>
      <p>{t('seed.lead')}</p>
      <Button onClick={reseed} disabled={state.kind === 'running'}>
        {state.kind === 'running' ? t('seed.running') : t('seed.run')}
      </Button>
      {/* Announced when it changes, so a screen-reader user hears the outcome of the click. */}
      <div aria-live="polite">
        {state.kind === 'done' && <p className="admin-result">{resultText(state.result, t)}</p>}
      </div>
      {state.kind === 'failed' && <ErrorBox message={state.message} />}
    </section>
  );
}

function resultText({ added, total }: SeedCategoriesResponse, t: TFunction): string {
  const kept = t('seed.total', { count: total });
  if (added.length === 0) return t('seed.nothing', { total: kept });
  return t('seed.added', { count: added.length, names: added.join(', '), total: kept });
}
