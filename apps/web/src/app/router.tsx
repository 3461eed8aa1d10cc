import { Navigate, Route, Routes, useLocation } from 'react-router';
import { adminSections, paths } from '../config/paths';
import { AdminLayout } from '../features/admin/AdminLayout';
import { AdminSectionPage } from '../features/admin/AdminSectionPage';
import { AccountCard } from '../features/auth/components/AccountCard';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { LibraryPage } from '../features/library/LibraryPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SharedViewPage } from '../features/shared-view/SharedViewPage';
import { StoryStartPage } from '../features/story/StoryStartPage';
import { TourSettingsCard } from '../features/tour/TourSettingsCard';
import { Layout } from './Layout';
import { Splash } from './Splash';

/** `/` and unknown paths go to /story, keeping the query (?campaign= works on any page). */
function RedirectToStory() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.story, search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The sign-in screens: footer only, no top navigation (spec section 2). */}
      <Route element={<Layout withTopBar={false} />}>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      </Route>

      <Route element={<Layout />}>
        <Route index element={<RedirectToStory />} />
        <Route path={paths.storyAll} element={<StoryStartPage />} />
        <Route path={paths.ideas} element={<StoryStartPage />} />
        {/* Share links: anyone holding one may look, signed in or not. */}
        <Route path={`${paths.view}/:code`} element={<SharedViewPage />} />
        {/* Signed in only. One frame for all pages, so the top bar survives navigation. */}
        <Route element={<RequireAuth whileLoading={<Splash embedded />} />}>
          <Route path={paths.library} element={<LibraryPage />} />
          <Route
            path={paths.settings}
            element={
              <SettingsPage>
                <AccountCard />
                <TourSettingsCard />
              </SettingsPage>
            }
          />
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
