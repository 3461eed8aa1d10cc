import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { abandonProduct, userMessageOf } from './marketplace-api';

interface AbandonDialogProps {
  productId: string;
  title: string;
  onClose: () => void;
  /** How many copies were removed from the library (0 when they were kept). */
  onAbandoned: (removedCount: number) => void;
}

/** Giving a product back: the copies stay unless the parent chooses otherwise. */
export function AbandonDialog({ productId, title, onClose, onAbandoned }: AbandonDialogProps) {
  const api = useApiClient();
  const name = useId();
  const [removeCopies, setRemoveCopies] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onAbandoned(await abandonProduct(api, productId, removeCopies));
    } catch (error) {
      setProblem(userMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Give back “${title}”?`} onClose={onClose} className="market-dialog">
      <p>You can bring it home again later, as long as it is in the marketplace.</p>
      <fieldset className="market-choice">
        <legend className="market-form__label">The copies in your library</legend>
        <label className="market-choice__option">
          <input
            type="radio"
            name={name}
            checked={!removeCopies}
            onChange={() => setRemoveCopies(false)}
          />
          <span>
            Keep them
            <span className="market-choice__hint">Your stories with them stay as they are.</span>
          </span>
        </label>
        <label className="market-choice__option">
          <input
            type="radio"
            name={name}
            checked={removeCopies}
            onChange={() => setRemoveCopies(true)}
          />
          <span>
            Remove them
            <span className="market-choice__hint">
              The characters, places and notes it brought are deleted. This cannot be undone.
            </span>
          </span>
        </label>
      </fieldset>
      {problem && (
        <p className="market-message market-message--error" role="alert">
          {problem}
        </p>
      )}
      <div className="market-form__buttons">
        <Button
          className={removeCopies ? 'market-danger' : undefined}
          onClick={() => void confirm()}
          aria-busy={busy}
          disabled={busy}
        >
          {busy ? 'Giving it back…' : removeCopies ? 'Give back and remove' : 'Give back'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
