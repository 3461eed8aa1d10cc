import type { SafetyEvent } from '@storyloom/contracts';
import { renderActionMail } from '../../platform/mail/action-mail.js';

// The words of the mails a parent gets about the children (docs/decisions/0029). What a child
// wrote is never put in a mail: the parents' page shows it to the signed-in parent.

export type MailWords = { subject: string; html: string; text: string };

/** What each kind of safety event means, as a parent reads it. */
export const SAFETY_KIND_WORDS: Record<string, string> = {
  'personal-details': 'shared a personal detail (such as an address, a phone number or a school)',
  hurt: 'spoke of being hurt',
  'self-harm': 'spoke of hurting themselves',
  secret: 'spoke of a secret with a grown-up',
  meeting: 'spoke of meeting someone',
  'unkind-words': 'used unkind words',
  'blocked-topic': 'spoke of a topic you blocked',
};

export type FamilyMailContext = {
  productName: string;
  /** Where the parents' page is: {publicUrl}/parents. */
  parentsUrl: string;
  /** The family's time zone, in which times are written. */
  timeZone: string;
  /** Child profile id to name (a deleted profile reads "A child"). */
  childNames: Map<string, string>;
};

export function safetyEventLine(event: SafetyEvent, context: FamilyMailContext): string {
  const child = (event.childProfileId && context.childNames.get(event.childProfileId)) || 'A child';
  const withWhom = event.characterName ? ` with ${event.characterName}` : '';
  const what = SAFETY_KIND_WORDS[event.kind] ?? 'said something a grown-up should read';
  return `${timeOf(event.createdAt, context.timeZone)}: ${child}, chatting${withWhom}, ${what}.`;
}

function timeOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The mail right after a safety event (at most one an hour). */
export function safetyAlertMail(events: SafetyEvent[], context: FamilyMailContext): MailWords {
  const subject = `A moment in your child’s chat to look at`;
  const rendered = renderActionMail({
    productName: context.productName,
    preheader: 'The character answered kindly and kept the message for you to read.',
    heading: 'A moment to look at together',
    paragraphs: [
      'While chatting, your child said something a grown-up should hear about. The character answered gently, changed the subject, and kept the message for you.',
      ...events.map((event) => safetyEventLine(event, context)),
      'You can read the moment in the transcript on the parents’ page. We send at most one alert an hour; anything later today comes in the evening’s summary.',
    ],
    actionLabel: 'Open the parents’ page',
    actionUrl: context.parentsUrl,
    footnote: 'You get this mail because child profiles are set up on your account.',
  });
  return { subject, ...rendered };
}

/** The daily summary of the safety events no alert covered. */
export function safetyDigestMail(events: SafetyEvent[], context: FamilyMailContext): MailWords {
  const rendered = renderActionMail({
    productName: context.productName,
    preheader: `${events.length} more ${events.length === 1 ? 'moment' : 'moments'} to look at`,
    heading: 'Today’s moments to look at',
    paragraphs: [
      'After our last alert, these moments came up in your children’s chats. Each time the character answered gently and kept the message for you.',
      ...events.map((event) => safetyEventLine(event, context)),
    ],
    actionLabel: 'Open the parents’ page',
    actionUrl: context.parentsUrl,
  });
  return { subject: 'Today’s moments in your children’s chats', ...rendered };
}

export type ChildWeek = {
  name: string;
  minutes: number;
  characterNames: string[];
  stories: number;
};

/** One child's line of the weekly digest. */
export function childWeekLine(week: ChildWeek): string {
  if (week.minutes === 0 && week.stories === 0) return `${week.name}: no chats and no stories.`;
  const chats =
    week.minutes === 0
      ? 'no chats'
      : `${week.minutes} ${week.minutes === 1 ? 'minute' : 'minutes'} chatting with ${listOf(week.characterNames)}`;
  const stories = `${week.stories} ${week.stories === 1 ? 'story' : 'stories'} made`;
  return `${week.name}: ${chats}; ${stories}.`;
}

const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? 'their characters')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function weeklyDigestMail(weeks: ChildWeek[], context: FamilyMailContext): MailWords {
  const rendered = renderActionMail({
    productName: context.productName,
    preheader: 'Time chatting, characters and stories, per child',
    heading: 'Your family’s week',
    paragraphs: [
      'Here is what your children did in the last seven days.',
      ...weeks.map(childWeekLine),
    ],
    actionLabel: 'Open the parents’ page',
    actionUrl: context.parentsUrl,
    footnote: 'You can turn this weekly mail off on the parents’ page.',
  });
  return { subject: 'Your family’s week', ...rendered };
}
