import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { SubscriptionPopup } from '../features/subscription/SubscriptionPopup';
import { useAppSelector } from './hooks';

interface PlansPopup {
  /** Opens the subscription popup (plans, prices, checkout); signed-in users only. */
  open: () => void;
}

const PlansPopupContext = createContext<PlansPopup>({ open: () => undefined });

/**
 * One subscription popup for the page, so the top bar's pricing button, the account menu and a
 * page's "See Pricing & Plans" (the wizard when credits run short) all open the same one.
 */
export function PlansPopupProvider({ children }: { children: ReactNode }) {
  const { productName } = useRuntimeConfig();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [isOpen, setOpen] = useState(false);
  const value = useMemo<PlansPopup>(() => ({ open: () => setOpen(true) }), []);
  return (
    <PlansPopupContext value={value}>
      {children}
      <SubscriptionPopup
        open={isOpen && signedIn}
        onClose={() => setOpen(false)}
        productName={productName}
      />
    </PlansPopupContext>
  );
}

export const usePlansPopup = (): PlansPopup => useContext(PlansPopupContext);
