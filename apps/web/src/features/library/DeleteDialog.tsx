import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { deleteStoryElement, userMessageOf } from './library-api';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
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
  const { t } = useLibraryT();
  const translateError = useErrorText();

  const confirm = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await deleteStoryElement(api, element.id);
      dispatch(storyElementRemoved(element.id));
      onDeleted();
    } catch (error) {
      setProblem(translateError(userMessageOf(error)));
      setDeleting(false);
    }
  };

  return (
    <Dialog
      title={t('delete.title', { name: element.name })}
      onClose={onClose}
      className="library-dialog"
    >
      <p>
        {t('delete.cannotUndo')}
        {element.type === StoryElementType.Bag && t('delete.bagContentsStay')}
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
          {deleting ? t('delete.deleting') : t('delete.delete')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
