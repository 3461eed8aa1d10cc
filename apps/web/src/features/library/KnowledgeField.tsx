import { STORY_ELEMENT_LIMITS, type KnowledgeDocumentSummary } from '@storyloom/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorText } from '../../lib/i18n';
import { formatBytes } from './element-types';
import { useLibraryT } from './i18n';
import { fetchKnowledgeDocument, userMessageOf } from './library-api';

const MAX_KB = STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes / 1024;
const MAX_DOCUMENTS = STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement;

function isTextOrMarkdown(file: File): boolean {
  return /\.(txt|md|markdown)$/i.test(file.name);
}

/** What was wrong with a file: a key of the library texts and the values it needs. */
export interface FileProblem {
  key: 'knowledge.notText' | 'knowledge.tooLarge' | 'knowledge.tooMany';
  values: { name?: string; maxKb: number; max: number };
}

/** Checks new files against the limits; returns the ones to add and what was wrong. */
export function checkKnowledgeFiles(
  files: File[],
  alreadyCounted: number,
): { accepted: File[]; problem: FileProblem | null } {
  const accepted: File[] = [];
  let problem: FileProblem | null = null;
  const limits = { maxKb: MAX_KB, max: MAX_DOCUMENTS };
  for (const file of files) {
    if (!isTextOrMarkdown(file)) {
      problem = { key: 'knowledge.notText', values: { name: file.name, ...limits } };
    } else if (file.size > STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes) {
      problem = { key: 'knowledge.tooLarge', values: { name: file.name, ...limits } };
    } else if (alreadyCounted + accepted.length >= MAX_DOCUMENTS) {
      problem = { key: 'knowledge.tooMany', values: limits };
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problem };
}

interface KnowledgeFieldProps {
  elementId: string | undefined;
  /** The saved documents; null while they load. */
  saved: KnowledgeDocumentSummary[] | null;
  loadProblem: string | null;
  removedIds: string[];
  newFiles: File[];
  onRemoveSaved: (id: string) => void;
  onUndoRemove: (id: string) => void;
  onAddFiles: (files: File[]) => void;
  onRemoveNew: (file: File) => void;
  disabled: boolean;
}

/** Things the element knows: text documents to add, read and remove. */
export function KnowledgeField(props: KnowledgeFieldProps) {
  const { elementId, saved, loadProblem, removedIds, newFiles, disabled } = props;
  const api = useApiClient();
  const inputId = useId();
  const { t } = useLibraryT();
  const translateError = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState<{
    id: string;
    title: string;
    content: string | null;
  } | null>(null);

  const kept = (saved ?? []).filter((doc) => !removedIds.includes(doc.id));
  const count = kept.length + newFiles.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, problem: fileProblem } = checkKnowledgeFiles(files, count);
    setProblem(fileProblem && t(fileProblem.key, fileProblem.values));
    if (accepted.length > 0) props.onAddFiles(accepted);
  };

  const read = async (doc: KnowledgeDocumentSummary) => {
    if (!elementId) return;
    if (reading?.id === doc.id) {
      setReading(null);
      return;
    }
    setReading({ id: doc.id, title: doc.title, content: null });
    try {
      const full = await fetchKnowledgeDocument(api, elementId, doc.id);
      setReading((now) => (now?.id === doc.id ? { ...now, content: full.content } : now));
    } catch (error) {
      setReading(null);
      setProblem(translateError(userMessageOf(error)));
    }
  };

  return (
    <fieldset className="library-knowledge">
      <legend className="library-field__label">{t('knowledge.legend')}</legend>
      <p className="library-field__hint">
        {t('knowledge.hint', { maxKb: MAX_KB, max: MAX_DOCUMENTS, count })}
      </p>
      {saved === null && !loadProblem && (
        <p className="library-field__hint">{t('knowledge.loading')}</p>
      )}
      {loadProblem && (
        <p className="library-message library-message--error" role="alert">
          {loadProblem}
        </p>
      )}
      <ul className="library-knowledge__list">
        {(saved ?? []).map((doc) => {
          const removed = removedIds.includes(doc.id);
          return (
            <li key={doc.id} className="library-knowledge__item">
              <span
                className={
                  removed ? 'library-knowledge__title is-removed' : 'library-knowledge__title'
                }
              >
                {doc.title}
                <span className="library-knowledge__size"> · {formatBytes(doc.sizeBytes)}</span>
                {removed && (
                  <span className="library-knowledge__size">{t('knowledge.removedOnSave')}</span>
                )}
              </span>
              {removed ? (
                <Button
                  variant="link"
                  onClick={() => props.onUndoRemove(doc.id)}
                  disabled={disabled}
                >
                  {t('knowledge.keep')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="link"
                    onClick={() => void read(doc)}
                    aria-expanded={reading?.id === doc.id}
                    aria-label={t('knowledge.readNamed', { title: doc.title })}
                  >
                    {reading?.id === doc.id ? t('knowledge.hide') : t('knowledge.read')}
                  </Button>
                  <Button
                    variant="link"
                    onClick={() => props.onRemoveSaved(doc.id)}
                    aria-label={t('knowledge.removeNamed', { title: doc.title })}
                    disabled={disabled}
                  >
                    {t('knowledge.remove')}
                  </Button>
                </>
              )}
              {reading?.id === doc.id && (
                <div
                  className="library-knowledge__reader"
                  role="region"
                  aria-label={t('knowledge.contentsOf', { title: doc.title })}
                >
                  {reading.content === null ? t('knowledge.opening') : reading.content}
                </div>
              )}
            </li>
          );
        })}
        {newFiles.map((file) => (
          <li
            key={`${file.name}-${file.size}-${file.lastModified}`}
            className="library-knowledge__item"
          >
            <span className="library-knowledge__title">
              {file.name}
              <span className="library-knowledge__size">
                {' '}
                · {formatBytes(file.size)}
                {t('knowledge.addedOnSave')}
              </span>
            </span>
            <Button
              variant="link"
              onClick={() => props.onRemoveNew(file)}
              aria-label={t('knowledge.removeNamed', { title: file.name })}
              disabled={disabled}
            >
              {t('knowledge.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        type="file"
        accept=".txt,.md,text/plain,text/markdown"
        multiple
        className="visually-hidden library-knowledge__input"
        onChange={onFiles}
        disabled={disabled || count >= MAX_DOCUMENTS}
      />
      <label htmlFor={inputId} className="button button--secondary library-knowledge__add">
        {t('knowledge.add')}
      </label>
      {problem && (
        <p className="library-message library-message--error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
