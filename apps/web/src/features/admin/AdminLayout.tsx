import { NavLink, Outlet } from 'react-router';
import { adminSections } from '../../config/paths';
import { useAdminT } from './i18n';
import './admin.css';

/** The admin area's frame: its sections' navigation and the current section. */
export function AdminLayout() {
  const { t } = useAdminT();
  return (
    <div className="admin-area">
      <h1 className="admin-area__title">{t('title')}</h1>
      <nav aria-label={t('sectionsNav')} className="admin-area__nav">
        <ul>
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path}>{t(`sections.${section.title}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-area__content">
        <Outlet />
      </div>
    </div>
  );
}
