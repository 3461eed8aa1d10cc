import { APP_VERSION } from '@storyloom/contracts';
import { Spinner } from '../components/ui/Spinner';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { useShellT } from './i18n';
import './splash.css';

interface SplashProps {
  /**
   * Inside the page frame (a route gate) the frame already has the main landmark, so the splash
   * is a plain block there; on its own it is the page's main content.
   */
  embedded?: boolean;
}

/** Shown while saved state is restored and while the sign-in state is unknown. */
export function Splash({ embedded = false }: SplashProps) {
  const { productName } = useRuntimeConfig();
  const { t } = useShellT();
  const content = (
    <>
      <h1 className="splash__name">{productName}</h1>
      <p className="splash__version">{APP_VERSION}</p>
      <Spinner label={t('loading')} />
    </>
  );
  return embedded ? (
    <div className="splash splash--embedded" aria-busy="true">
      {content}
    </div>
  ) : (
    <main id="main" className="splash" aria-busy="true">
      {content}
    </main>
  );
}
