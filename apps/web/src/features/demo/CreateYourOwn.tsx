import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { useDemoT } from './i18n';

/** Where "Create your own" goes: sign-up, then back to the wizard (which offers the characters). */
export const createYourOwnPath = (signedIn: boolean) =>
  signedIn ? paths.story : `${paths.login}?mode=create&returnTo=${encodeURIComponent(paths.story)}`;

/** The way from the example to one's own story. */
export function CreateYourOwn({ signedIn }: { signedIn: boolean }) {
  const { t } = useDemoT();
  return (
    <div className="demo__create">
      <p>{t('createLead')}</p>
      <ButtonLink to={createYourOwnPath(signedIn)}>{t('createYourOwn')}</ButtonLink>
    </div>
  );
}
