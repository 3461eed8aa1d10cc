import { CampaignsPanel } from '../campaigns/CampaignsPanel';
import { FeedbackPanel } from './FeedbackPanel';
import { DiagnosticsPanel, PaymentConfigurationPanel } from './OperatorActionsPanel';
import { ProductReportsPanel } from './ProductReportsPanel';
import { RemindersPanel } from './RemindersPanel';
import { SeedCategoriesPanel } from './SeedCategoriesPanel';

export function MaintenanceSection() {
  return (
    <div className="admin-tools">
      <RemindersPanel />
      <DiagnosticsPanel />
      <PaymentConfigurationPanel />
      <CampaignsPanel />
      <SeedCategoriesPanel />
      <ProductReportsPanel />
      <FeedbackPanel />
    </div>
  );
}
