import { Card } from '../../components/ui/Card';

/** One admin section. The admin issue replaces each with its real tools. */
export function AdminSectionPage({ title }: { title: string }) {
  return (
    <Card aria-labelledby="admin-section-title">
      <h2 id="admin-section-title">{title}</h2>
      <p>This section is being built.</p>
    </Card>
  );
}
