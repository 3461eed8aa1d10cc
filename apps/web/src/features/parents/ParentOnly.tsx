import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectIsChildMode, type WithActiveProfile } from './active-profile-slice';
import { AskAGrownUp } from './AskAGrownUp';

/** A grown-ups' page: shown to the parent; a device acting as a child gets "Ask a grown-up". */
export function ParentOnly({ children, backTo }: { children: ReactNode; backTo: string }) {
  const childMode = useSelector((state: WithActiveProfile) => selectIsChildMode(state));
  return childMode ? <AskAGrownUp backTo={backTo} /> : children;
}
