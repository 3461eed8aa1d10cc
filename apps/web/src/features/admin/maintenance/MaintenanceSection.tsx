import { CampaignsPanel } from '../campaigns/CampaignsPanel';
import { FeedbackPanel } from './FeedbackPanel';
import { ProductReportsPanel } from './ProductReportsPanel';
import { SeedCategoriesPanel } from './SeedCategoriesPanel';

export function MaintenanceSection() {
  return (
    <div className="admin-tools">
      <CampaignsPanel />
      <SeedCategoriesPanel />
      <ProductReportsPanel />
      <FeedbackPanel />
    </div>
  );
}
