import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { EventsSection } from './events/EventsSection';
import { useAdminT } from './i18n';
import { MaintenanceSection } from './maintenance/MaintenanceSection';

/** Sections with real tools, by the title the router passes (config/paths.ts adminSections). */
const sectionTools: Record<string, () => ReactNode> = {
  Events: () => <EventsSection />,
  Maintenance: () => <MaintenanceSection />,
};

/** One admin section: its tools, or a placeholder until the section is built. */
export function AdminSectionPage({ title }: { title: string }) {
  const tools = sectionTools[title];
  const { t } = useAdminT();
  return (
    <Card aria-labelledby="admin-section-title" className="admin-section">
      <h2 id="admin-section-title">{t(`sections.${title}`, { defaultValue: title })}</h2>
      {tools ? tools() : <p>{t('beingBuilt')}</p>}
    </Card>
  );
}
