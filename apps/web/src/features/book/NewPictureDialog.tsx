import {
  PICTURE_SPECIFICATION_MAX,
  STORY_IMAGE_STYLES,
  type Artifact,
  type StoryImageStyle,
  type StoryPicture,
} from '@storyloom/contracts';
import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useApiClient } from '../../lib/api-client-context';
import { redrawPicture } from './book-api';
import { useBookT } from './i18n';
import { statusOf, userMessageOf } from '../../lib/api-client';
import { selectCreditsAvailable, selectCreditsPerImage } from './book-selectors';

interface NewPictureDialogProps {
  picture: StoryPicture;
  artifactId: string;
  storyId: string;
  /** The book with the new picture in it. */
  onDrawn: (artifact: Artifact) => void;
  onClose: () => void;
  onSeePlans?: () => void;
}

/** Draw a page's picture again: what it should show, in which style, for what it costs. */
export function NewPictureDialog(props: NewPictureDialogProps) {
  const { picture, artifactId, storyId, onDrawn, onClose, onSeePlans } = props;
  const api = useApiClient();
  const { t } = useBookT();
  const id = useId();
  const cost = useSelector(selectCreditsPerImage);
  const credits = useSelector(selectCreditsAvailable);
  const [description, setDescription] = useState(picture.specification);
  const [style, setStyle] = useState<StoryImageStyle>(picture.style);
  const [drawing, setDrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsCredits, setNeedsCredits] = useState(false);
  const empty = description.trim() === '';

  async function draw() {
    setDrawing(true);
    setError(null);
    setNeedsCredits(false);
    try {
      const artifact = await redrawPicture(api, artifactId, {
        tag: picture.tag,
        revisedImageSpecification: description.trim(),
        storyId,
        imageStyle: style,
      });
      onDrawn(artifact);
      onClose();
    } catch (reason) {
      if (statusOf(reason) === 402) setNeedsCredits(true);
      else setError(userMessageOf(reason));
      setDrawing(false);
    }
  }

  return (
    <Dialog title={t('picture.title')} onClose={drawing ? () => undefined : onClose}>
      <form
        className="new-picture"
        aria-busy={drawing}
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty && !drawing) void draw();
        }}
      >
        <div className="text-field">
          <label className="text-field__label" htmlFor={id}>
            {t('picture.show')}
          </label>
          <textarea
            id={id}
            className="text-field__input"
            rows={4}
            value={description}
            maxLength={PICTURE_SPECIFICATION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <fieldset className="new-picture__styles">
          <legend className="text-field__label">{t('picture.style')}</legend>
          {STORY_IMAGE_STYLES.map((option) => (
            <label key={option} className="new-picture__style">
              <input
                type="radio"
                name={`${id}-style`}
                value={option}
                checked={style === option}
                onChange={() => setStyle(option)}
              />
              {t(`picture.styles.${option}`)}
            </label>
          ))}
        </fieldset>
        {cost !== null && (
          <p className="new-picture__cost">
            {cost === 0 ? t('picture.free') : t('picture.uses', { count: cost, credits })}
          </p>
        )}
        {drawing && (
          <p className="new-picture__busy" role="status">
            {t('picture.drawingStatus')}
          </p>
        )}
        {error && <ErrorBox title={t('picture.failed')} message={error} />}
        {needsCredits && (
          <div className="story-message story-message--credits" role="status">
            <p>{t('picture.needMore')}</p>
            {onSeePlans && (
              <Button
                variant="secondary"
                onClick={() => {
                  onClose();
                  onSeePlans();
                }}
              >
                {t('picture.seePlans')}
              </Button>
            )}
          </div>
        )}
        <div className="new-picture__actions">
          <Button type="submit" disabled={empty || drawing}>
            {drawing ? t('picture.drawing') : t('picture.draw')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={drawing}>
            {t('picture.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
