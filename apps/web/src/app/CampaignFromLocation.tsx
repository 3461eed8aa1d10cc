import { CampaignCode } from '../features/demo';
import { selectSystemConfiguration } from '../features/subscription/system-configuration-slice';
import { useAppSelector } from './hooks';

/** Hands the configured default campaign to the campaign code keeper (features do not meet). */
export function CampaignFromLocation() {
  const configuredDefault = useAppSelector(
    (state) => selectSystemConfiguration(state).configuration?.defaultCampaignCode ?? null,
  );
  return <CampaignCode configuredDefault={configuredDefault} />;
}
