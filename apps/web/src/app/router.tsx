import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { adminSections, paths } from '../config/paths';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { selectCampaignCode } from '../features/demo';
import { DemoCharactersOffer } from '../features/demo/DemoCharactersOffer';
import { DemoInvite } from '../features/demo/DemoInvite';
import { PublishButton } from '../features/marketplace/PublishButton';
import { selectIsChildMode } from '../features/parents/active-profile-slice';
import { useApiClient } from '../lib/api-client-context';
import * as ContentPages from '../features/pages/lazy-pages';
import { StoryStartPage } from '../features/wizard/StoryStartPage';
import { reenableTour } from '../features/tour/tour-storage';
import { useAppSelector } from './hooks';
import { Layout } from './Layout';
import { usePlansPopup } from './plans-popup';
import { isSavedStorySegment, OpenStoryRoute } from './routes/OpenStoryRoute';
import {
  AdminLayout,
  AdminSectionPage,
  CallRoute,
  ChatPickRoute,
  ChatRoute,
  DemoRoute,
  LibraryRoute,
  LoginPage,
  MarketplaceRoute,
  ParentsRoute,
  ProductRoute,
  RequireAdmin,
  ResetPasswordPage,
  SettingsRoute,
  StoryReadyStep,
  VerifyEmailPage,
  ViewRoute,
  VoiceTestRoute,
} from './routes/lazy-routes';
import { Splash } from './Splash';

/** `/` and unknown paths go to /story, keeping the query (?campaign= works on any page). */
function RedirectToStory() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.story, search, hash }} replace />;
}

// Only someone signed in has a library to read, so a visitor's first load leaves its client out.
const LibraryReader = lazy(() =>
  import('./routes/LibraryReader').then((module) => ({ default: module.LibraryReader })),
);

/**
 * The wizard chooses from the library, and ends with the book and the works; features do not
 * read each other, so they are brought together here.
 */
function StoryRoute() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const campaignCode = useAppSelector(selectCampaignCode);
  const plans = usePlansPopup();
  const api = useApiClient();
  const childMode = useAppSelector(selectIsChildMode);
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <LibraryReader />
        </Suspense>
      )}
      {/* A campaign's example for visitors; its characters for those who signed up from it. */}
      {signedIn ? (
        <DemoCharactersOffer
          code={campaignCode}
          onAdd={async (productId) => {
            // The marketplace's calls bring their schemas: loaded only when someone says yes.
            const { acquireProduct } = await import('../features/marketplace/marketplace-api');
            return acquireProduct(api, productId);
          }}
        />
      ) : (
        <DemoInvite code={campaignCode} />
      )}
      <StoryStartPage
        readyStep={StoryReadyStep}
        onSeePlans={plans.open}
        renderBagActions={childMode ? () => null : (bag) => <PublishButton bag={bag} />}
      />
    </>
  );
}

/** /story/{storyId} opens a saved story; any other single segment stays the wizard's. */
function SavedStoryOrWizard() {
  const { storyId = '' } = useParams();
  return isSavedStorySegment(storyId) ? (
    <OpenStoryRoute storyId={storyId} mainPage={<StoryRoute />} />
  ) : (
    <StoryRoute />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The sign-in screens: footer only, no top bar (docs/product.md, "Pages and routes"). */}
      <Route element={<Layout withTopBar={false} />}>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      </Route>

      <Route element={<Layout />}>
        <Route index element={<RedirectToStory />} />
        <Route path={paths.demo} element={<DemoRoute />} />
        <Route path={paths.storyAll} element={<StoryRoute />} />
        <Route path={paths.savedStory} element={<SavedStoryOrWizard />} />
        {/* Chat, for anyone: /story/all/chat/{characterId} is the Contacts dialog's. */}
        <Route path={paths.storyChat} element={<ChatPickRoute />} />
        <Route path={paths.storyChatWithCharacter} element={<ChatRoute />} />
        {/* Calls for the family (the page asks a visitor to sign in); the voice test for anyone. */}
        <Route path={paths.storyCall} element={<CallRoute />} />
        <Route path={paths.voiceTest} element={<VoiceTestRoute />} />
        <Route path={paths.ideas} element={<StoryRoute />} />
        {/* Share links for anyone; the owner's own stories in the PDF reader (docs/product.md,
            "Readings of unclear points" 3). */}
        <Route path={`${paths.view}/:code`} element={<ViewRoute />} />
        <Route path={paths.marketplace} element={<MarketplaceRoute />} />
        <Route path={`${paths.marketplace}/product/:productId`} element={<ProductRoute />} />
        {/* The content pages, each loaded on demand with its Markdown. */}
        <Route path={paths.terms} element={<ContentPages.TermsPage />} />
        <Route path={paths.privacy} element={<ContentPages.PrivacyPage />} />
        <Route path={paths.childrenSafety} element={<ContentPages.ChildrenSafetyPage />} />
        <Route path={paths.about} element={<ContentPages.AboutPage />} />
        <Route path={paths.help} element={<ContentPages.HelpPage onShowTour={reenableTour} />} />
        <Route path={paths.media} element={<ContentPages.MediaPage />} />
        <Route path={paths.mediaMaterials} element={<ContentPages.MaterialsPage />} />
        <Route path={`${paths.media}/:articleId`} element={<ContentPages.ArticlePage />} />
        {/* Signed in only. One frame for all pages, so the top bar survives navigation. */}
        <Route element={<RequireAuth whileLoading={<Splash embedded />} />}>
          <Route path={paths.library} element={<LibraryRoute />} />
          <Route path={paths.settings} element={<SettingsRoute />} />
          <Route path={paths.parents} element={<ParentsRoute />} />
        </Route>
        <Route path={paths.admin} element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to={adminSections[0].path} replace />} />
            {adminSections.map((section) => (
              <Route
                key={section.path}
                path={section.path}
                element={<AdminSectionPage title={section.title} />}
              />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<RedirectToStory />} />
      </Route>
    </Routes>
  );
}
