import type { EnhanceableField } from '@storyloom/contracts';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useApiClient } from '../../../lib/api-client-context';
import { improveDescription } from '../wizard-api';
import { signInPathFromWizard } from '../sign-in-path';
import { selectSignInState } from '../story-selectors';
import { selectStory } from '../wizard-slice';

/**
 * The wizard's "improve" action for one description: the story's language and chosen elements go
 * along, so the improvement fits the story. Visitors are sent to sign in first (docs/product.md,
 * "Readings of unclear points" 8); their draft is kept on the device and waits for them.
 */
export function useImprove(field: EnhanceableField) {
  const api = useApiClient();
  const signIn = useSelector(selectSignInState);
  const { pathname } = useLocation();
  const story = useSelector(selectStory);
  const language = story.options.language;
  const elementNames = story.storyElements.map((element) => element.name).filter(Boolean);
  const namesKey = elementNames.join('\n');

  const improve = useCallback(
    (text: string) =>
      improveDescription(api, {
        field,
        text,
        language,
        elementNames: namesKey === '' ? [] : namesKey.split('\n'),
      }),
    [api, field, language, namesKey],
  );

  return { signIn, signInPath: signInPathFromWizard(pathname), improve };
}
