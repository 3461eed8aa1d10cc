import { StoryElementType } from '@storyloom/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { selectStoryElementsState } from '../../features/library/story-elements-slice';
import { useStoryElements } from '../../features/library/use-story-elements';
import { ParentOnly } from '../../features/parents/ParentOnly';
import { ParentsPage } from '../../features/parents/ParentsPage';
import { useAppSelector } from '../hooks';

/** /parents: the family page, with the library's characters for pictures and allowed lists. */
export function ParentsRoute() {
  return (
    <ParentOnly backTo={paths.story}>
      <FamilyPage />
    </ParentOnly>
  );
}

function FamilyPage() {
  useStoryElements();
  const navigate = useNavigate();
  const { elements } = useAppSelector(selectStoryElementsState);
  const characters = useMemo(
    () =>
      elements
        .filter((element) => element.type === StoryElementType.Character)
        .map((element) => ({
          id: element.id,
          name: element.name,
          avatarPath: element.avatarUrl ?? null,
        })),
    [elements],
  );
  return (
    <ParentsPage
      characters={characters}
      safetyPath={paths.childrenSafety}
      onSwitched={() => void navigate(paths.newStory)}
    />
  );
}
