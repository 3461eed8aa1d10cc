import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { EventsSection } from './events/EventsSection';
import { useAdminT } from './i18n';
import { MaintenanceSection } from './maintenance/MaintenanceSection';
import { MigrationsSection } from './migrations/MigrationsSection';
import { MonitoringSection } from './monitoring/MonitoringSection';
import { TracingSection } from './tracing/TracingSection';
import { UsersSection } from './users/UsersSection';

/** Each section's tools, by the title the router passes (config/paths.ts adminSections). */
const sectionTools: Record<string, () => ReactNode> = {
  Tracing: () => <TracingSection />,
  Maintenance: () => <MaintenanceSection />,
  Monitoring: () => <MonitoringSection />,
  Events: () => <EventsSection />,
  'Data migrations': () => <MigrationsSection />,
  Users: () => <UsersSection />,
};

/** One admin section: its heading and its tools. */
export function AdminSectionPage({ title }: { title: string }) {
  const tools = sectionTools[title];
  const { t } = useAdminT();
  return (
    <Card aria-labelledby="admin-section-title" className="admin-section">
      <h2 id="admin-section-title">{t(`sections.${title}`, { defaultValue: title })}</h2>
      {tools?.()}
    </Card>
  );
}
