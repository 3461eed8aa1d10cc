import {
  STORY_ELEMENT_LIMITS,
  StoryElementType,
  type KnowledgeDocumentSummary,
  type StoryElement,
  type StoryElementInput,
} from '@storyloom/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useApiClient } from '../../lib/api-client-context';
import { AvatarField, type AvatarChoice } from './AvatarField';
import { KnowledgeField } from './KnowledgeField';
import {
  elementOf,
  fetchStoryElementDetails,
  upsertStoryElement,
  userMessageOf,
} from './library-api';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
import { storyElementAdded, storyElementUpdated } from './story-elements-slice';

interface ElementDialogProps {
  /** The element to edit, or the type of a new one. */
  target: { element: StoryElement } | { type: StoryElementType };
  onClose: () => void;
}

const { nameMax, descriptionMax } = STORY_ELEMENT_LIMITS;

/** Creates or edits an element; a failed save keeps everything typed and says why. */
export function ElementDialog({ target, onClose }: ElementDialogProps) {
  const api = useApiClient();
  const dispatch = useDispatch();
  const existing = 'element' in target ? target.element : null;
  const type = existing?.type ?? ('type' in target ? target.type : StoryElementType.Character);
  const descriptionId = useId();
  const { t } = useLibraryT();
  const translateError = useErrorText();

  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [avatar, setAvatar] = useState<AvatarChoice>({ kind: 'keep' });
  const [saved, setSaved] = useState<KnowledgeDocumentSummary[] | null>(existing ? null : []);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const withKnowledge = type !== StoryElementType.Bag;

  // Editing: the saved documents come with the element's details.
  useEffect(() => {
    if (!existing || !withKnowledge) return;
    let current = true;
    fetchStoryElementDetails(api, existing.id).then(
      (details) => current && setSaved(details.knowledge),
      (error: unknown) =>
        current &&
        setLoadProblem(
          t('element.loadDocumentsFailed', { message: translateError(userMessageOf(error)) }),
        ),
    );
    return () => {
      current = false;
    };
  }, [api, existing, withKnowledge]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (name.trim() === '') {
      setNameProblem(t('element.nameMissing'));
      return;
    }
    setNameProblem(null);
    setSaveProblem(null);
    setSaving(true);
    const storyElement: StoryElementInput = {
      ...(existing ? { id: existing.id } : {}),
      name: name.trim(),
      description,
      type,
      ...(avatar.kind === 'generated' ? { avatarUrl: avatar.path } : {}),
      ...(avatar.kind === 'removed' ? { avatarUrl: null } : {}),
    };
    try {
      const details = await upsertStoryElement(api, {
        storyElement,
        removeKnowledgeIds: removedIds,
        avatarFile: avatar.kind === 'file' ? avatar.file : null,
        newKnowledge: newFiles,
      });
      // Shown at once; the live echo of this save replaces it with the same thing.
      dispatch(
        existing ? storyElementUpdated(elementOf(details)) : storyElementAdded(elementOf(details)),
      );
      onClose();
    } catch (error) {
      setSaveProblem(userMessageOf(error));
      setSaving(false);
    }
  };

  const title = existing ? t('element.editTitle', { name: existing.name }) : t(`newOfType.${type}`);

  return (
    <Dialog title={title} onClose={onClose} className="library-dialog library-dialog--full">
      <form className="library-form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('element.name')}
          value={name}
          maxLength={nameMax}
          required
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          disabled={saving}
          hint={
            <>
              {nameProblem && (
                <span className="library-message--error" role="alert">
                  {nameProblem}{' '}
                </span>
              )}
              {name.length} / {nameMax}
            </>
          }
        />
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${descriptionId}-input`}>
            {t('element.description')}
          </label>
          <textarea
            id={`${descriptionId}-input`}
            className="text-field__input library-form__description"
            value={description}
            maxLength={descriptionMax}
            rows={4}
            aria-describedby={`${descriptionId}-hint`}
            onChange={(event) => setDescription(event.target.value)}
            disabled={saving}
          />
          <p id={`${descriptionId}-hint`} className="text-field__hint">
            {t(`aboutType.${type}`)} {description.length} / {descriptionMax}
          </p>
        </div>
        <AvatarField
          type={type}
          name={name}
          description={description}
          currentPath={existing?.avatarUrl}
          choice={avatar}
          onChange={setAvatar}
          disabled={saving}
        />
        {withKnowledge && (
          <KnowledgeField
            elementId={existing?.id}
            saved={saved}
            loadProblem={loadProblem}
            removedIds={removedIds}
            newFiles={newFiles}
            onRemoveSaved={(id) => setRemovedIds((ids) => [...ids, id])}
            onUndoRemove={(id) => setRemovedIds((ids) => ids.filter((kept) => kept !== id))}
            onAddFiles={(files) => setNewFiles((now) => [...now, ...files])}
            onRemoveNew={(file) => setNewFiles((now) => now.filter((kept) => kept !== file))}
            disabled={saving}
          />
        )}
        {saveProblem && (
          <p className="library-message library-message--error" role="alert">
            {t('element.saveFailed', { message: translateError(saveProblem) })}
          </p>
        )}
        <div className="library-form__buttons">
          <Button type="submit" aria-busy={saving} aria-disabled={saving}>
            {saving ? t('element.saving') : t('element.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('element.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
