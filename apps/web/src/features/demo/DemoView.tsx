import type { DemoContent } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { CreateYourOwn } from './CreateYourOwn';
import { DemoCharacters } from './DemoCharacters';
import { useDemoT } from './i18n';
import './demo.css';

export interface DemoWorkSlots {
  book: ReactNode;
  coloring?: ReactNode;
  song?: ReactNode;
  audiobook?: ReactNode;
}

/**
 * A campaign's demo: the finished book, its coloring page, song and audiobook (drawn by the
 * features that make them, handed in by the app), the characters, and "Create your own".
 */
export function DemoView({
  content,
  works,
  signedIn,
}: {
  content: DemoContent;
  works: DemoWorkSlots;
  signedIn: boolean;
}) {
  const { t } = useDemoT();
  const { productName } = useRuntimeConfig();
  const part = (id: string, title: string, body: ReactNode) =>
    body ? (
      <section className="demo__section" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {body}
      </section>
    ) : null;
  return (
    <Card className="demo" aria-labelledby="demo-title">
      <p className="demo__kicker">{t('kicker')}</p>
      <h1 id="demo-title">{content.storyTitle}</h1>
      <p className="demo__lead">{t('lead', { productName })}</p>
      <CreateYourOwn signedIn={signedIn} />
      {part('demo-book', t('book'), works.book)}
      {part('demo-coloring', t('coloring'), works.coloring)}
      {part('demo-song', t('song'), works.song)}
      {part('demo-audiobook', t('audiobook'), works.audiobook)}
      <DemoCharacters
        storyId={content.storyId}
        characters={content.characters}
        marketplaceId={content.marketplaceId}
      />
      <CreateYourOwn signedIn={signedIn} />
    </Card>
  );
}
