import { demoPagePath, type CampaignList } from '@storyloom/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { userMessageOf } from '../../../lib/api-client';
import { AdminTable } from '../AdminTable';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { loadCampaigns, setDefaultCampaign } from './campaigns-api';
import { NewCampaignForm } from './NewCampaignForm';

/** Campaigns: make one from your own story, choose the default, see visits and sign-ups. */
export function CampaignsPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad('campaigns', () => loadCampaigns(api));

  return (
    <section className="admin-panel" aria-labelledby="admin-campaigns-title">
      <div className="admin-panel__head">
        <h3 id="admin-campaigns-title">{t('campaigns.title')}</h3>
        <Button variant="secondary" onClick={reload}>
          {t('campaigns.refresh')}
        </Button>
      </div>
      <p>{t('campaigns.lead')}</p>
      {state.kind === 'loading' && <Spinner label={t('campaigns.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.campaigns.length === 0 ? (
          <EmptyMessage message={t('campaigns.none')} />
        ) : (
          <CampaignsTable list={state.data} onChanged={reload} />
        ))}
      <NewCampaignForm onCreated={reload} />
    </section>
  );
}

function CampaignsTable({ list, onChanged }: { list: CampaignList; onChanged: () => void }) {
  const api = useApiClient();
  const { t } = useAdminT();
  const [error, setError] = useState<string | null>(null);

  async function makeDefault(code: string) {
    setError(null);
    try {
      await setDefaultCampaign(api, code);
      onChanged();
    } catch (reason) {
      setError(userMessageOf(reason));
    }
  }

  return (
    <>
      <AdminTable
        caption={t('campaigns.caption')}
        columns={[
          t('campaigns.code'),
          t('campaigns.story'),
          t('campaigns.dates'),
          t('campaigns.visits'),
          t('campaigns.signUps'),
          t('campaigns.default'),
        ]}
      >
        {list.campaigns.map((campaign) => (
          <tr key={campaign.code}>
            <th scope="row">
              <Link to={demoPagePath(campaign.code)}>{campaign.code}</Link>
              <span className="admin-muted"> {campaign.title}</span>
            </th>
            <td>{campaign.storyTitle || campaign.storyId}</td>
            <td>
              {formatUtc(campaign.startsUtcEpoch)} –{' '}
              {campaign.endsUtcEpoch === null
                ? t('campaigns.noEnd')
                : formatUtc(campaign.endsUtcEpoch)}
              <span className="admin-muted">
                {' '}
                {campaign.active ? t('campaigns.running') : t('campaigns.notRunning')}
              </span>
            </td>
            <td>{campaign.visits}</td>
            <td>{campaign.signUps}</td>
            <td>
              {campaign.isDefault ? (
                t('campaigns.isDefault')
              ) : (
                <Button
                  variant="secondary"
                  aria-label={t('campaigns.makeDefaultOf', { code: campaign.code })}
                  onClick={() => void makeDefault(campaign.code)}
                >
                  {t('campaigns.makeDefault')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {error && <ErrorBox message={error} />}
    </>
  );
}
