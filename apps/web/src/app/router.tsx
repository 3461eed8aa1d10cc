import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { StoryStartPage } from '../features/story/StoryStartPage';
import { Layout } from './Layout';

/** `/` and unknown paths go to /story, keeping the query (?campaign= works on any page). */
function RedirectToStory() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.story, search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RedirectToStory />} />
        <Route path={paths.storyAll} element={<StoryStartPage />} />
        <Route path={paths.ideas} element={<StoryStartPage />} />
        <Route path="*" element={<RedirectToStory />} />
      </Route>
    </Routes>
  );
}
