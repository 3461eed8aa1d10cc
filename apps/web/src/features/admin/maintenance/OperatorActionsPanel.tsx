import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { messageOf } from '../admin-errors';
import { useAdminT } from '../i18n';
import { seedPaymentConfiguration, testChatCompletion } from '../operations-api';

type Outcome = { kind: 'idle' | 'running' } | { kind: 'done' | 'failed'; text: string };

/** One button's call and what it answered, announced to screen readers. */
function useAction() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { t } = useAdminT();
  async function run(action: () => Promise<string>) {
    setOutcome({ kind: 'running' });
    try {
      setOutcome({ kind: 'done', text: await action() });
    } catch (error) {
      setOutcome({ kind: 'failed', text: messageOf(error, t('genericError')) });
    }
  }
  const view = (
    <div aria-live="polite">
      {outcome.kind === 'done' && <p className="admin-result">{outcome.text}</p>}
      {outcome.kind === 'failed' && <ErrorBox message={outcome.text} />}
    </div>
  );
  return { running: outcome.kind === 'running', run, view };
}

/** Writes the payment products into the system configuration (from Stripe, else the template). */
export function PaymentConfigurationPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { running, run, view } = useAction();
  return (
    <section className="admin-panel" aria-labelledby="admin-payments-title">
      <h3 id="admin-payments-title">{t('payments.title')}</h3>
      <p>{t('payments.lead')}</p>
      <Button
        disabled={running}
        onClick={() =>
          run(async () => {
            const result = await seedPaymentConfiguration(api);
            const prices = (result.stripeProducts as { prices?: object } | null)?.prices ?? {};
            return t(`payments.done.${result.source}`, { count: Object.keys(prices).length });
          })
        }
      >
        {t('payments.run')}
      </Button>
      {view}
    </section>
  );
}

/** Sends a test prompt to the text model and shows its reply, latency and usage. */
export function DiagnosticsPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const [prompt, setPrompt] = useState(() => t('diagnostics.defaultPrompt'));
  const { running, run, view } = useAction();

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const result = await testChatCompletion(api, prompt);
      return t('diagnostics.answer', {
        provider: result.provider,
        model: result.model,
        reply: result.reply,
        latency: Math.round(result.latencyMs),
        tokens: result.usage.totalTokens ?? '?',
      });
    });
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-diagnostics-title">
      <h3 id="admin-diagnostics-title">{t('diagnostics.title')}</h3>
      <form className="admin-toolbar" onSubmit={send}>
        <TextField
          label={t('diagnostics.prompt')}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={4000}
          required
        />
        <Button type="submit" disabled={running}>
          {running ? t('diagnostics.running') : t('diagnostics.run')}
        </Button>
      </form>
      {view}
    </section>
  );
}

export { useAction };
