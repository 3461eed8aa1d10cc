import { signInReturningTo } from '../../config/paths';
import { MarketplacePage } from '../../features/marketplace/MarketplacePage';
import { ProductPage } from '../../features/marketplace/ProductPage';
import { useSignInState } from './sign-in-state';

export function MarketplaceRoute() {
  return <MarketplacePage signIn={useSignInState()} />;
}

export function ProductRoute() {
  return <ProductPage signIn={useSignInState()} signInPath={signInReturningTo} />;
}
