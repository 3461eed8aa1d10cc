import type { MarketplaceCategory, ProductDetails } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import {
  publishProduct,
  unpublishProduct,
  unsafeContentOf,
  userMessageOf,
} from './marketplace-api';
import { ProductCover } from './ProductCover';
import { ProductDetailsForm } from './ProductDetailsForm';
import { STATE_LABELS } from './product-text';

interface OwnerActionsProps {
  product: ProductDetails;
  categories: MarketplaceCategory[];
  onChange: (product: ProductDetails) => void;
}

const STATE_HINTS = {
  draft: 'Only you can see this. Publish it to share it with other families.',
  published: 'Everyone can find this in the marketplace.',
  unpublished: 'Hidden from the marketplace. Families who already have it keep their copies.',
} as const;

/** The creator's view: the state in words, Unpublish or Publish again, and Edit details. */
export function OwnerActions({ product, categories, onChange }: OwnerActionsProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const run = async (work: () => Promise<ProductDetails>) => {
    setBusy(true);
    setProblem(null);
    try {
      onChange({ ...(await work()), isOwner: true });
    } catch (error) {
      setProblem(unsafeContentOf(error)?.message ?? userMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const publishAgain = () =>
    run(() =>
      publishProduct(api, {
        id: product.id,
        title: product.title,
        description: product.description,
        ageMin: product.ageMin,
        ageMax: product.ageMax,
        language: product.language,
        categoryIds: product.categoryIds,
        coverElementId: product.coverElementId ?? null,
      }),
    );

  // The bag's own picture is the cover when no element was chosen; offer to keep it.
  const bagCover =
    product.coverElementId == null && product.cover !== null ? (
      <ProductCover image={product.cover} alt="" />
    ) : null;

  return (
    <div className="market-actions">
      <p className="market-owned">
        <span className={`market-badge market-badge--${product.state}`}>
          {STATE_LABELS[product.state]}
        </span>{' '}
        {STATE_HINTS[product.state]}
      </p>
      {product.state === 'published' ? (
        <Button
          variant="secondary"
          onClick={() => void run(() => unpublishProduct(api, product.id))}
          aria-busy={busy}
          aria-disabled={busy}
        >
          {busy ? 'Unpublishing…' : 'Unpublish'}
        </Button>
      ) : (
        <Button onClick={() => void publishAgain()} aria-busy={busy} aria-disabled={busy}>
          {busy ? 'Publishing…' : product.state === 'draft' ? 'Publish' : 'Publish again'}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Edit details
      </Button>
      {problem && (
        <p className="market-message market-message--error" role="alert">
          {problem}
        </p>
      )}
      {editing && (
        <Dialog
          title={`Edit “${product.title}”`}
          onClose={() => setEditing(false)}
          className="market-dialog market-dialog--wide"
        >
          <ProductDetailsForm
            product={product}
            categories={categories}
            bagCover={bagCover}
            submitLabel={product.state === 'published' ? 'Save changes' : 'Save and publish'}
            onPublished={(saved) => {
              setEditing(false);
              onChange({ ...saved, isOwner: true });
            }}
            onCancel={() => setEditing(false)}
          />
        </Dialog>
      )}
    </div>
  );
}
