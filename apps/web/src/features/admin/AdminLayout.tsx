import { NavLink, Outlet } from 'react-router';
import { adminSections } from '../../config/paths';
import './admin.css';

/** The admin area's frame: its sections' navigation and the current section. */
export function AdminLayout() {
  return (
    <div className="admin-area">
      <h1 className="admin-area__title">Admin</h1>
      <nav aria-label="Admin sections" className="admin-area__nav">
        <ul>
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path}>{section.title}</NavLink>
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
