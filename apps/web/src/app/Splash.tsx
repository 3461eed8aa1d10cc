import { APP_VERSION } from '@storyloom/contracts';
import { Spinner } from '../components/ui/Spinner';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import './splash.css';

/** Shown while saved state is restored (and, later, while sign-in state is unknown). */
export function Splash() {
  const { productName } = useRuntimeConfig();
  return (
    <main id="main" className="splash" aria-busy="true">
      <h1 className="splash__name">{productName}</h1>
      <p className="splash__version">{APP_VERSION}</p>
      <Spinner label="Loading…" />
    </main>
  );
}
