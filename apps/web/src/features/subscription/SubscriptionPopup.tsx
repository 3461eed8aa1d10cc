import { lazy, Suspense } from 'react';

// Loaded on demand (spec section 2): the plans only cost bytes once somebody asks for them.
const SubscriptionDialog = lazy(() =>
  import('./SubscriptionDialog').then((module) => ({ default: module.SubscriptionDialog })),
);

interface SubscriptionPopupProps {
  open: boolean;
  onClose: () => void;
  productName: string;
}

export function SubscriptionPopup({ open, onClose, productName }: SubscriptionPopupProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog onClose={onClose} productName={productName} />
    </Suspense>
  );
}
