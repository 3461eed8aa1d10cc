import { lazy, Suspense } from 'react';

// Loaded on demand (docs/product.md, "Screens and navigation"): the plans only cost bytes once
// somebody asks for them.
const SubscriptionDialog = lazy(() =>
  import('./SubscriptionDialog').then((module) => ({ default: module.SubscriptionDialog })),
);

interface SubscriptionPopupProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  /** Sends the window to Checkout; defaults to a full page navigation. */
  navigateTo?: (url: string) => void;
}

export function SubscriptionPopup({
  open,
  onClose,
  productName,
  navigateTo,
}: SubscriptionPopupProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog onClose={onClose} productName={productName} navigateTo={navigateTo} />
    </Suspense>
  );
}
