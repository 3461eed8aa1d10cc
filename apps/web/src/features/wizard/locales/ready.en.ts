import { generationCancelled } from '@storyloom/contracts';

/** The texts of Ready and of opening a saved story: they load with those parts, not with the wizard's first steps (see lib/i18n). */
export const storyReadyEn = {
  summary: {
    elements: 'Characters and places',
    storytellerChooses: 'The storyteller chooses',
    event: 'What happens',
    goal: 'What they want',
    challenge: 'What stands in the way',
    instructions: 'How it should feel',
    shape: 'Length, age, language',
    shapeValue: '{{length}}, age {{age}}, {{language}}',
  },
  ready: {
    free: 'This story is free on your plan.',
    uses_one: 'This story uses {{count}} credit.',
    uses_other: 'This story uses {{count}} credits.',
    usesRange: 'This story uses {{min}} to {{max}} credits: the more pages, the more pictures.',
    youHave: 'You have {{credits}}.',
    cancelled: generationCancelled.message,
    creditsReturned: 'Your credits were returned. Change anything you like, then try again.',
    failedTitle: 'The story could not be written',
    failedMessage: '{{reason}} Your credits were returned.',
    somethingWrong: 'Something went wrong.',
    startNew: 'Start a new story',
    newVersion: 'Write a new version',
    starting: 'Starting…',
    generate: 'Generate the story',
    signInToGenerate: 'Sign in to generate',
  },
  credits: {
    needMore:
      'You need a few more credits for this story. Your draft is saved, so you can pick up right here once you have them.',
    seePlans: 'See Pricing & Plans',
  },
  progress: {
    stages: {
      gettingReady: 'Getting ready',
      planning: 'Planning the story',
      writing: 'Writing the pages',
      illustrating: 'Drawing the pictures',
      finishing: 'Putting the book together',
    },
    label: 'Story progress',
    cancelling: 'Cancelling…',
    cancel: 'Cancel',
  },
  open: {
    opening: 'Opening your story…',
    notFoundTitle: 'We couldn’t find that story',
    notFound:
      'It may have been deleted, or it belongs to another account. Your other stories are waiting in your library.',
    notFoundForVisitor:
      'It may be private or no longer here. If it is yours, sign in to open it; meanwhile, make a new one below.',
    signInToOpen: 'Sign in to open it',
    backToLibrary: 'Back to your library',
    failedTitle: 'We couldn’t open that story',
    confirmTitle: 'Keep the story you were making?',
    confirmNamed:
      'The story you were working on has changes that are only on this device. Opening “{{title}}” puts it in their place.',
    confirmUntitled:
      'The story you were working on has changes that are only on this device. Opening this story puts it in their place.',
    saveThenOpen: 'Save it, then open',
    saving: 'Saving…',
    openWithoutSaving: 'Open without saving',
    keepDraft: 'Keep working on my draft',
  },
};
