import { LOCAL_STORAGE_KEYS, type TourDevice, type TourStepScope } from '@storyloom/contracts';

/**
 * The guided tour's memory, kept in the browser (docs/product.md, "Client state and persistence"
 * and "Constants and timings"). Every access is guarded: private modes and blocked storage throw,
 * and such failures are ignored ("Errors and failure handling"), so a read then answers "not set"
 * and a write does nothing.
 */

/** Fired on window whenever the tour's settings change, so a mounted host re-evaluates. */
export const TOUR_CHANGED_EVENT = 'storyloom:tour-changed';

const SET = '1';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the tour simply forgets (docs/product.md, "Errors and failure
    // handling").
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as write.
  }
}

const isSet = (key: string): boolean => read(key) === SET;

function announceChange(): void {
  window.dispatchEvent(new Event(TOUR_CHANGED_EVENT));
}

export interface TourPreferences {
  disabled: boolean;
  optedIn: boolean;
  prompted: boolean;
}

export function readTourPreferences(): TourPreferences {
  return {
    disabled: isSet(LOCAL_STORAGE_KEYS.tourDisabled),
    optedIn: isSet(LOCAL_STORAGE_KEYS.tourOptIn),
    prompted: isSet(LOCAL_STORAGE_KEYS.tourPrompted),
  };
}

/** What the host should offer on a page, before looking at which steps remain. */
export type TourDecision = 'none' | 'prompt' | 'tour';

export function decideTour(path: string, device: TourDevice): TourDecision {
  const { disabled, optedIn, prompted } = readTourPreferences();
  if (disabled) return 'none';
  if (optedIn) return isPathSeen(path, device) ? 'none' : 'tour';
  return prompted ? 'none' : 'prompt';
}

/** 'Yes, show me': opted in and prompted, no longer disabled. */
export function acceptTourPrompt(): void {
  write(LOCAL_STORAGE_KEYS.tourOptIn, SET);
  write(LOCAL_STORAGE_KEYS.tourPrompted, SET);
  remove(LOCAL_STORAGE_KEYS.tourDisabled);
}

/** 'Not now': prompted, and disabled until turned on in Settings or on the Help page. */
export function declineTourPrompt(): void {
  write(LOCAL_STORAGE_KEYS.tourPrompted, SET);
  write(LOCAL_STORAGE_KEYS.tourDisabled, SET);
  announceChange();
}

/** 'Disable tour' in the popover, or the Settings toggle turned off. */
export function disableTour(): void {
  write(LOCAL_STORAGE_KEYS.tourDisabled, SET);
  announceChange();
}

export function isTourEnabled(): boolean {
  return !isSet(LOCAL_STORAGE_KEYS.tourDisabled);
}

/**
 * The Settings toggle turned on. Opting in as well is what makes "on" mean something: a
 * visitor who once said 'Not now' is prompted already, so clearing the flag alone would
 * leave the tour silent.
 */
export function enableTour(): void {
  acceptTourPrompt();
  announceChange();
}

/** Turns the tour on again and forgets which pages and steps were seen (the Help page). */
export function reenableTour(): void {
  for (const key of storageKeys()) {
    if (key.startsWith('tourSeen:') || key.startsWith('tourStepSeen:')) remove(key);
  }
  enableTour();
}

function storageKeys(): string[] {
  try {
    const storage = window.localStorage;
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

export function isPathSeen(path: string, device: TourDevice): boolean {
  return isSet(LOCAL_STORAGE_KEYS.tourSeen(path, device));
}

/** Skip, Done or a click on the backdrop. */
export function markPathSeen(path: string, device: TourDevice): void {
  write(LOCAL_STORAGE_KEYS.tourSeen(path, device), SET);
}

export function isStepSeen(stepId: string, scope: TourStepScope): boolean {
  return isSet(LOCAL_STORAGE_KEYS.tourStepSeen(stepId, scope));
}

export function markStepSeen(stepId: string, scope: TourStepScope): void {
  write(LOCAL_STORAGE_KEYS.tourStepSeen(stepId, scope), SET);
}
