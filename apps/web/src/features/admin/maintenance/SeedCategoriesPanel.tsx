import type { SeedCategoriesResponse } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { useApiClient } from '../../../lib/api-client-context';
import { seedCategories } from '../admin-api';
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

  async function reseed() {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await seedCategories(api) });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) });
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-seed-title">
      <h3 id="admin-seed-title">Marketplace categories</h3>
      <p>Adds any missing marketplace categories. Existing categories are left unchanged.</p>
      <Button onClick={reseed} disabled={state.kind === 'running'}>
        {state.kind === 'running' ? 'Re-seeding...' : 'Re-seed categories'}
      </Button>
      {/* Announced when it changes, so a screen-reader user hears the outcome of the click. */}
      <div aria-live="polite">
        {state.kind === 'done' && <p className="admin-result">{resultText(state.result)}</p>}
      </div>
      {state.kind === 'failed' && <ErrorBox message={state.message} />}
    </section>
  );
}

function resultText({ added, total }: SeedCategoriesResponse): string {
  const kept = `${total} ${total === 1 ? 'category' : 'categories'} in total.`;
  if (added.length === 0) return `Nothing to add. ${kept}`;
  return `Added ${added.length}: ${added.join(', ')}. ${kept}`;
}
