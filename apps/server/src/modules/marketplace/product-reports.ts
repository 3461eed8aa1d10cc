import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ProductReportList, ProductState } from '@storyloom/contracts';
import { user } from '../../db/schema/auth.js';
import { marketplaceProducts, marketplaceReports } from '../../db/schema/marketplace.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { alreadyReported } from './marketplace.errors.js';
import { selectProductCard } from './marketplace.repository.js';
import { assertVisible } from './product-view.js';

/** Any signed-in user, once per product; only products they can see can be reported. */
export async function reportProduct(
  deps: MarketplaceDeps,
  caller: Pick<RequestUser, 'id' | 'admin'>,
  productId: string,
  reason: string,
): Promise<{ productId: string; reported: true }> {
  assertVisible(await selectProductCard(deps.db, productId), caller);
  const inserted = await deps.db
    .insert(marketplaceReports)
    .values({ productId, userId: caller.id, reason, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ productId: marketplaceReports.productId });
  if (inserted.length === 0) throw alreadyReported();
  return { productId, reported: true };
}

const creatorName = sql<string>`coalesce(nullif(trim(${user.name}), ''), split_part(${user.email}, '@', 1))`;

/** For administrators: reported products, most reported first, each with its reasons. */
export async function listReports(deps: MarketplaceDeps): Promise<ProductReportList> {
  const products = await deps.db
    .select({
      productId: marketplaceProducts.id,
      title: marketplaceProducts.title,
      state: marketplaceProducts.state,
      creatorName,
      reportCount: count(),
    })
    .from(marketplaceReports)
    .innerJoin(marketplaceProducts, eq(marketplaceProducts.id, marketplaceReports.productId))
    .innerJoin(user, eq(user.id, marketplaceProducts.ownerId))
    .groupBy(marketplaceProducts.id, user.name, user.email)
    .orderBy(desc(count()), asc(marketplaceProducts.id));
  const reports = await deps.db
    .select()
    .from(marketplaceReports)
    .orderBy(asc(marketplaceReports.createdAt));
  return {
    items: products.map((product) => ({
      ...product,
      state: product.state as ProductState,
      reports: reports
        .filter((report) => report.productId === product.productId)
        .map((report) => ({
          reason: report.reason,
          createdDateTimeUtcEpoch: report.createdAt.getTime(),
        })),
    })),
  };
}
