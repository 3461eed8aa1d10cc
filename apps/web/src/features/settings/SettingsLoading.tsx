import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { Card } from '../../components/ui/Card';
import { useSettingsT } from './i18n';
import type { Loaded } from './use-loaded';

/** What a section shows until its data is there: words while loading, a retry when it failed. */
export function SettingsLoading({
  state,
  what,
}: {
  state: Exclude<Loaded<unknown>, { status: 'ready' }> & { retry: () => void };
  what: 'profile' | 'preferences' | 'account';
}) {
  const { t } = useSettingsT();
  return (
    <Card className="settings-card settings-card--waiting">
      {state.status === 'loading' ? (
        <Spinner label={t(`loading.${what}`)} />
      ) : (
        <ErrorBox title={t(`loadFailed.${what}`)} message={state.message} onRetry={state.retry} />
      )}
    </Card>
  );
}
