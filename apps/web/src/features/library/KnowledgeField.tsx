import { STORY_ELEMENT_LIMITS, type KnowledgeDocumentSummary } from '@storyloom/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useApiClient } from '../../lib/api-client-context';
import { formatBytes } from './element-types';
import { fetchKnowledgeDocument, userMessageOf } from './library-api';

const MAX_KB = STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes / 1024;
const MAX_DOCUMENTS = STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement;

function isTextOrMarkdown(file: File): boolean {
  return /\.(txt|md|markdown)$/i.test(file.name);
}

/** Checks new files against the limits; returns the ones to add and what was wrong. */
export function checkKnowledgeFiles(
  files: File[],
  alreadyCounted: number,
): { accepted: File[]; problem: string | null } {
  const accepted: File[] = [];
  let problem: string | null = null;
  for (const file of files) {
    if (!isTextOrMarkdown(file)) {
      problem = `${file.name} is not a .txt or .md file.`;
    } else if (file.size > STORY_ELEMENT_LIMITS.knowledgeDocumentMaxBytes) {
      problem = `${file.name} is larger than ${MAX_KB} KB.`;
    } else if (alreadyCounted + accepted.length >= MAX_DOCUMENTS) {
      problem = `An element can keep up to ${MAX_DOCUMENTS} documents.`;
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
    setProblem(fileProblem);
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
      setProblem(userMessageOf(error));
    }
  };

  return (
    <fieldset className="library-knowledge">
      <legend className="library-field__label">Things it knows</legend>
      <p className="library-field__hint">
        Add .txt or .md files (up to {MAX_KB} KB each, {MAX_DOCUMENTS} in all) with facts the story
        should remember. {count} of {MAX_DOCUMENTS}.
      </p>
      {saved === null && !loadProblem && <p className="library-field__hint">Loading documents…</p>}
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
                {removed && <span className="library-knowledge__size"> · removed on Save</span>}
              </span>
              {removed ? (
                <Button
                  variant="link"
                  onClick={() => props.onUndoRemove(doc.id)}
                  disabled={disabled}
                >
                  Keep
                </Button>
              ) : (
                <>
                  <Button
                    variant="link"
                    onClick={() => void read(doc)}
                    aria-expanded={reading?.id === doc.id}
                    aria-label={`Read ${doc.title}`}
                  >
                    {reading?.id === doc.id ? 'Hide' : 'Read'}
                  </Button>
                  <Button
                    variant="link"
                    onClick={() => props.onRemoveSaved(doc.id)}
                    aria-label={`Remove ${doc.title}`}
                    disabled={disabled}
                  >
                    Remove
                  </Button>
                </>
              )}
              {reading?.id === doc.id && (
                <div
                  className="library-knowledge__reader"
                  role="region"
                  aria-label={`Contents of ${doc.title}`}
                >
                  {reading.content === null ? 'Opening…' : reading.content}
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
                · {formatBytes(file.size)} · added on Save
              </span>
            </span>
            <Button
              variant="link"
              onClick={() => props.onRemoveNew(file)}
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
            >
              Remove
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
        Add documents
      </label>
      {problem && (
        <p className="library-message library-message--error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
