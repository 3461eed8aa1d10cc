import { DEFAULT_SUBSCRIPTION, isBagMemberType, type StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { ElementThumbnail } from './ElementThumbnail';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
import { elementOf, upsertStoryElement, userMessageOf } from './library-api';
import { storyElementUpdated } from './story-elements-slice';

/** The part of the app's subscription slice this dialog reads (the plan's bag size). */
interface WithBagSize {
  subscription?: { subscription?: { bagOfIdeasSize?: number } };
}

const selectBagSize = (state: WithBagSize) =>
  state.subscription?.subscription?.bagOfIdeasSize ?? DEFAULT_SUBSCRIPTION.bagOfIdeasSize;

interface BagDialogProps {
  bag: StoryElement;
  /** The whole library: members are looked up in it and candidates picked from it. */
  elements: StoryElement[];
  onClose: () => void;
}

/** A bag opened: what is inside, what could go in, and how full it is on this plan. */
export function BagDialog({ bag, elements, onClose }: BagDialogProps) {
  const api = useApiClient();
  const dispatch = useDispatch();
  const capacity = useSelector(selectBagSize);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLibraryT();
  const translateError = useErrorText();

  const memberIds = bag.memberIds ?? [];
  const byId = new Map(elements.map((element) => [element.id, element]));
  const members = memberIds.flatMap((id) => byId.get(id) ?? []);
  const candidates = elements.filter(
    (element) => isBagMemberType(element.type) && !memberIds.includes(element.id),
  );

  const saveMembers = async (nextIds: string[], changingId: string) => {
    setBusyId(changingId);
    setProblem(null);
    try {
      const details = await upsertStoryElement(api, {
        storyElement: {
          id: bag.id,
          name: bag.name,
          description: bag.description,
          type: bag.type,
          memberIds: nextIds,
        },
      });
      dispatch(storyElementUpdated(elementOf(details)));
    } catch (error) {
      // 'bag_full' comes with the plan's own words; every other failure says what went wrong.
      setProblem(translateError(userMessageOf(error)));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog title={bag.name} onClose={onClose} className="library-dialog library-dialog--full">
      {bag.description && <p className="library-bag__description">{bag.description}</p>}
      <p className="library-bag__count" role="status">
        {t('bag.count', { count: members.length, capacity })}
      </p>
      {problem && (
        <p className="library-message library-message--error" role="alert">
          {problem}
        </p>
      )}

      <h3 className="library-bag__heading">{t('bag.inBag')}</h3>
      {members.length === 0 ? (
        <p className="library-bag__empty">{t('bag.emptyBag')}</p>
      ) : (
        <ul className="library-bag__list" aria-label={t('bag.inBag')}>
          {members.map((member) => (
            <li key={member.id} className="library-bag__row">
              <ElementThumbnail element={member} size="tiny" className="library-bag__thumb" />
              <span className="library-bag__name">
                {member.name}
                <span className="library-bag__type">{t(`types.${member.type}`)}</span>
              </span>
              <Button
                variant="link"
                aria-label={t('bag.removeNamed', { name: member.name })}
                aria-busy={busyId === member.id}
                disabled={busyId !== null}
                onClick={() =>
                  void saveMembers(
                    memberIds.filter((id) => id !== member.id),
                    member.id,
                  )
                }
              >
                {t('bag.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <h3 className="library-bag__heading">{t('bag.addToBag')}</h3>
      {candidates.length === 0 ? (
        <p className="library-bag__empty">
          {elements.some((element) => isBagMemberType(element.type))
            ? t('bag.allIn')
            : t('bag.createFirst')}
        </p>
      ) : (
        <ul className="library-bag__list" aria-label={t('bag.addToBag')}>
          {candidates.map((candidate) => (
            <li key={candidate.id} className="library-bag__row">
              <ElementThumbnail element={candidate} size="tiny" className="library-bag__thumb" />
              <span className="library-bag__name">
                {candidate.name}
                <span className="library-bag__type">{t(`types.${candidate.type}`)}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('bag.addNamed', { name: candidate.name })}
                aria-busy={busyId === candidate.id}
                disabled={busyId !== null}
                onClick={() => void saveMembers([...memberIds, candidate.id], candidate.id)}
              >
                {t('bag.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="library-form__buttons">
        <Button onClick={onClose}>{t('bag.done')}</Button>
      </div>
    </Dialog>
  );
}
