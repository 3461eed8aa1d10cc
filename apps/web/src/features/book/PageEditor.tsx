import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useBookT } from './i18n';
import { userMessageOf } from '../../lib/api-client';

interface PageEditorProps {
  pageNumber: number;
  text: string;
  /** Saves the new text; a rejection keeps the editor open with everything typed. */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** The page's text as a text area, with Save and Cancel; nothing typed is lost on a failure. */
export function PageEditor({ pageNumber, text, onSave, onCancel }: PageEditorProps) {
  const id = useId();
  const { t } = useBookT();
  const [draft, setDraft] = useState(text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = draft.trim() === '';

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft.trim());
    } catch (reason) {
      setError(userMessageOf(reason));
      setSaving(false);
    }
  }

  return (
    <form
      className="story-book__editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !saving) void save();
      }}
    >
      <label className="text-field__label" htmlFor={id}>
        {t('editor.label', { page: pageNumber })}
      </label>
      <textarea
        id={id}
        className="text-field__input story-book__editor-text"
        rows={8}
        value={draft}
        // Focus lands here when editing starts, so typing can begin at once.
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      {error && <ErrorBox title={t('editor.failed')} message={error} />}
      <div className="story-book__editor-actions">
        <Button type="submit" disabled={empty || saving}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
