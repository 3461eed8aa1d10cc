import type { StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { PublishDialog } from './PublishDialog';

/** 'Publish' on a bag's card in the library (the app puts it there). */
export function PublishButton({ bag }: { bag: StoryElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        aria-haspopup="dialog"
        aria-label={`Publish ${bag.name}`}
        onClick={() => setOpen(true)}
      >
        Publish
      </Button>
      {open && <PublishDialog bag={bag} onClose={() => setOpen(false)} />}
    </>
  );
}
