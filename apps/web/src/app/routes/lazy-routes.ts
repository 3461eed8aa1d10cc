import { lazy } from 'react';

// Pages a first visit to /story does not need load on demand, each as its own chunk; only the
// story start is in the main bundle. The sign-in screens share one small chunk (and the
// better-auth client loads only when a form is sent), so a signed-out first visit carries neither.

export const LibraryRoute = lazy(() =>
  import('./LibraryRoute').then((module) => ({ default: module.LibraryRoute })),
);
export const SettingsRoute = lazy(() =>
  import('./SettingsRoute').then((module) => ({ default: module.SettingsRoute })),
);
/** /parents: the family page (child profiles, rules, chats, safety alerts). */
export const ParentsRoute = lazy(() =>
  import('./ParentsRoute').then((module) => ({ default: module.ParentsRoute })),
);
export const MarketplaceRoute = lazy(() =>
  import('./MarketplaceRoutes').then((module) => ({ default: module.MarketplaceRoute })),
);
export const ProductRoute = lazy(() =>
  import('./MarketplaceRoutes').then((module) => ({ default: module.ProductRoute })),
);
/** /view/{segment}: a share link, or the owner's story in the reader (pdf.js loads later still). */
export const ViewRoute = lazy(() =>
  import('./ViewRoute').then((module) => ({ default: module.ViewRoute })),
);
/** /story/demo/{code}: a campaign's finished example, with the book and the players. */
export const DemoRoute = lazy(() =>
  import('./DemoRoute').then((module) => ({ default: module.DemoRoute })),
);
export const AdminLayout = lazy(() =>
  import('../../features/admin/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);
export const AdminSectionPage = lazy(() =>
  import('../../features/admin/AdminSectionPage').then((module) => ({
    default: module.AdminSectionPage,
  })),
);
export const RequireAdmin = lazy(() =>
  import('../../features/auth/components/RequireAdmin').then((module) => ({
    default: module.RequireAdmin,
  })),
);

const loadSignInPages = () => import('./SignInPages');
export const LoginPage = lazy(() =>
  loadSignInPages().then((module) => ({ default: module.LoginPage })),
);
export const VerifyEmailPage = lazy(() =>
  loadSignInPages().then((module) => ({ default: module.VerifyEmailPage })),
);
export const ResetPasswordPage = lazy(() =>
  loadSignInPages().then((module) => ({ default: module.ResetPasswordPage })),
);

/**
 * The wizard's Ready step with the book and the works (app/story): what a story ends with, never
 * what a first visit starts with, so it loads when the wizard gets there.
 */
export const StoryReadyStep = lazy(() =>
  import('../story/ReadyStepWithBookAndWorks').then((module) => ({
    default: module.ReadyStepWithBookAndWorks,
  })),
);

/** The chat pages, with the library's reader for the family's characters. */
export const ChatRoute = lazy(() =>
  import('../chat/ChatRoutes').then((module) => ({ default: module.ChatRoute })),
);
export const ChatPickRoute = lazy(() =>
  import('../chat/ChatRoutes').then((module) => ({ default: module.ChatPickRoute })),
);
/** The Contacts dialog: loaded the first time the top bar or the credits bar opens it. */
export const Contacts = lazy(() =>
  import('../chat/Contacts').then((module) => ({ default: module.Contacts })),
);

/** The call page and the voice test (issue 21), with the audio capture they bring. */
export const CallRoute = lazy(() =>
  import('../calls/CallRoutes').then((module) => ({ default: module.CallRoute })),
);
export const VoiceTestRoute = lazy(() =>
  import('../calls/CallRoutes').then((module) => ({ default: module.VoiceTestRoute })),
);
