import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { loadErrorGroups } from '../operations-api';
import { useAdminLoad } from '../use-admin-load';

/** Errors the web app and the server reported, grouped, the most recently seen first. */
export function ErrorGroupsPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad('error-groups', () => loadErrorGroups(api));
  return (
    <section className="admin-panel" aria-labelledby="admin-errors-title">
      <h3 id="admin-errors-title">{t('errors.title')}</h3>
      <Button variant="secondary" onClick={reload}>
        {t('errors.refreshErrors')}
      </Button>
      {state.kind === 'loading' && <Spinner label={t('errors.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('errors.none')} />
        ) : (
          <ul className="admin-error-groups">
            {state.data.map((group) => (
              <li key={group.fingerprint}>
                <details>
                  <summary>
                    <strong>{t('errors.count', { count: group.count })}</strong> ·{' '}
                    {t(`errors.kinds.${group.kind}`, { defaultValue: group.kind })} ·{' '}
                    {group.message}
                  </summary>
                  <p className="admin-muted">
                    {t('errors.seen', {
                      first: formatUtc(group.firstSeenUtcEpoch),
                      last: formatUtc(group.lastSeenUtcEpoch),
                      users: group.users,
                    })}
                    {group.path ? ` · ${group.path}` : ''}
                  </p>
                  {group.stack && <pre className="admin-stack">{group.stack}</pre>}
                </details>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
