import { createContext } from 'react';

/**
 * Where an error box sends the original message it replaced by the heavy-load text; the app
 * provides the error reporter (features/telemetry), tests and stories may leave it out.
 */
export const ErrorReportContext = createContext<((message: string) => void) | null>(null);
