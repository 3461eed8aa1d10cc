import { demoPagePath, isEmptyDemoContent } from '@storyloom/contracts';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useDemoT } from './i18n';
import { useDemoContent } from './use-demo-content';
import './demo.css';

/** On the story page, for visitors with a running campaign: the way to its finished example. */
export function DemoInvite({ code }: { code: string | null }) {
  const { t } = useDemoT();
  const { productName } = useRuntimeConfig();
  const { data } = useDemoContent(code);
  if (!code || !data || isEmptyDemoContent(data)) return null;
  return (
    <aside className="demo-invite" aria-labelledby="demo-invite-title">
      <h2 id="demo-invite-title">{t('invite.title', { productName })}</h2>
      <p>{t('invite.text', { title: data.storyTitle })}</p>
      <ButtonLink to={demoPagePath(code)}>{t('invite.open')}</ButtonLink>
    </aside>
  );
}
