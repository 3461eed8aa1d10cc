import { FeedbackPanel } from './FeedbackPanel';
import { ProductReportsPanel } from './ProductReportsPanel';
import { SeedCategoriesPanel } from './SeedCategoriesPanel';

export function MaintenanceSection() {
  return (
    <div className="admin-tools">
      <SeedCategoriesPanel />
      <ProductReportsPanel />
      <FeedbackPanel />
    </div>
  );
}
