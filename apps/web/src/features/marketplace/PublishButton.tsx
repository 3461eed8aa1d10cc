import type { StoryElement } from '@storyloom/contracts';
import { lazy, Suspense, useState } from 'react';
import { useMarketNavT } from './nav-i18n';
import { Button } from '../../components/ui/Button';

// The dialog (form, cover picker, marketplace API) loads on the first click: the button sits on
// the story page, which a first visit must open with as little JavaScript as possible.
const PublishDialog = lazy(() =>
  import('./PublishDialog').then((module) => ({ default: module.PublishDialog })),
);

/** 'Publish' on a bag's card in the library (the app puts it there). */
export function PublishButton({ bag }: { bag: StoryElement }) {
  const [open, setOpen] = useState(false);
  const { t } = useMarketNavT();
  return (
    <>
      <Button
        variant="link"
        aria-haspopup="dialog"
        aria-label={t('publishNamed', { name: bag.name })}
        onClick={() => setOpen(true)}
      >
        {t('publish')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PublishDialog bag={bag} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
