import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { deleteStoryElement, userMessageOf } from './library-api';
import { storyElementRemoved } from './story-elements-slice';

interface DeleteDialogProps {
  element: StoryElement;
  onClose: () => void;
  /** After the element is gone (its card, which opened this, is gone too). */
  onDeleted: () => void;
}

/** Asks before deleting, naming what goes. */
export function DeleteDialog({ element, onClose, onDeleted }: DeleteDialogProps) {
  const api = useApiClient();
  const dispatch = useDispatch();
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await deleteStoryElement(api, element.id);
      dispatch(storyElementRemoved(element.id));
      onDeleted();
    } catch (error) {
      setProblem(userMessageOf(error));
      setDeleting(false);
    }
  };

  return (
    <Dialog title={`Delete ${element.name}?`} onClose={onClose} className="library-dialog">
      <p>
        This cannot be undone.
        {element.type === StoryElementType.Bag && ' What is inside the bag stays in your library.'}
      </p>
      {problem && (
        <p className="library-message library-message--error" role="alert">
          {problem}
        </p>
      )}
      <div className="library-form__buttons">
        <Button
          className="library-danger"
          onClick={() => void confirm()}
          aria-busy={deleting}
          disabled={deleting}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
