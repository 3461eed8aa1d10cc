import { STORY_ELEMENT_LIMITS, type StoryElementType } from '@storyloom/contracts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { StorageImage } from '../../components/ui/StorageImage';
import { useApiClient } from '../../lib/api-client-context';
import { generateAvatar, userMessageOf } from './library-api';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
import { TypeArt } from './TypeArt';

/** What happens to the picture on Save. */
export type AvatarChoice =
  | { kind: 'keep' }
  | { kind: 'file'; file: File; previewUrl: string }
  | { kind: 'generated'; path: string }
  | { kind: 'removed' };

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** A client-side check before anything is sent; the server checks the content again. */
export function avatarFileProblem(file: File): 'avatar.wrongType' | 'avatar.tooLarge' | null {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return 'avatar.wrongType';
  if (file.size > STORY_ELEMENT_LIMITS.avatarUploadMaxBytes) return 'avatar.tooLarge';
  return null;
}

interface AvatarFieldProps {
  type: StoryElementType;
  name: string;
  description: string;
  /** The picture the element has now, if any. */
  currentPath: string | undefined;
  choice: AvatarChoice;
  onChange: (choice: AvatarChoice) => void;
  disabled: boolean;
}

/** Upload a picture, make one (credits), or remove it; the result shows before saving. */
export function AvatarField({
  type,
  name,
  description,
  currentPath,
  choice,
  onChange,
  disabled,
}: AvatarFieldProps) {
  const api = useApiClient();
  const inputId = useId();
  const { t } = useLibraryT();
  const translateError = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  // A chosen file's preview URL lives as long as that choice.
  useEffect(() => {
    if (choice.kind !== 'file') return;
    return () => URL.revokeObjectURL(choice.previewUrl);
  }, [choice]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem && t(fileProblem));
    if (fileProblem) return;
    onChange({ kind: 'file', file, previewUrl: URL.createObjectURL(file) });
  };

  const makePicture = async () => {
    if (name.trim() === '') {
      setProblem(t('avatar.nameFirst'));
      return;
    }
    setProblem(null);
    setGenerating(true);
    try {
      const path = await generateAvatar(api, { name: name.trim(), description, type });
      onChange({ kind: 'generated', path });
    } catch (error) {
      setProblem(translateError(userMessageOf(error)));
    } finally {
      setGenerating(false);
    }
  };

  const shownPath =
    choice.kind === 'generated' ? choice.path : choice.kind === 'keep' ? currentPath : undefined;
  const hasPicture = choice.kind === 'file' || shownPath !== undefined;
  const busy = disabled || generating;

  return (
    <fieldset className="library-avatar">
      <legend className="library-field__label">{t('avatar.legend')}</legend>
      <div className="library-avatar__row">
        <div className="library-thumb library-avatar__preview">
          {choice.kind === 'file' ? (
            <img src={choice.previewUrl} alt={t('avatar.chosen')} className="storage-image" />
          ) : shownPath ? (
            <StorageImage
              path={shownPath}
              size="small"
              alt={choice.kind === 'generated' ? t('avatar.new') : t('avatar.current')}
            />
          ) : (
            <TypeArt type={type} />
          )}
        </div>
        <div className="library-avatar__actions">
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            className="visually-hidden library-avatar__input"
            onChange={onFile}
            disabled={busy}
          />
          <label htmlFor={inputId} className="button button--secondary library-avatar__upload">
            {t('avatar.upload')}
          </label>
          <Button
            variant="secondary"
            onClick={() => void makePicture()}
            aria-busy={generating}
            disabled={busy}
          >
            {generating ? t('avatar.making') : t('avatar.make')}
          </Button>
          {hasPicture && (
            <Button variant="link" onClick={() => onChange({ kind: 'removed' })} disabled={busy}>
              {t('avatar.remove')}
            </Button>
          )}
        </div>
      </div>
      <p className="library-field__hint">{t('avatar.hint')}</p>
      {generating && (
        <p className="library-field__hint" role="status">
          {t('avatar.drawing', { name: name.trim() })}
        </p>
      )}
      {problem && (
        <p className="library-message library-message--error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
