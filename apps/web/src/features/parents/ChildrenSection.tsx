import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ChildProfile, ChildProfileInput } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { StorageImage } from '../../components/ui/StorageImage';
import { userMessageOf } from '../../lib/api-client';
import { childProfileActivated } from './active-profile-slice';
import { ChildProfileForm } from './ChildProfileForm';
import type { LibraryCharacter } from './family-types';
import { useParentsT } from './i18n';
import { useParentsApi } from './parents-api-context';

interface ChildrenSectionProps {
  profiles: ChildProfile[];
  characters: LibraryCharacter[];
  pinSet: boolean;
  onChanged: (profiles: ChildProfile[]) => void;
  /** After the device switched to a child (the app goes to the stories). */
  onSwitched: () => void;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; profile: ChildProfile };

/** The family's children: add, edit, delete, and one tap to switch the device to a child. */
export function ChildrenSection(props: ChildrenSectionProps) {
  const { profiles, characters, pinSet, onChanged, onSwitched } = props;
  const { t } = useParentsT();
  const api = useParentsApi();
  const dispatch = useDispatch();
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<ChildProfile | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function save(input: ChildProfileInput) {
    if (editing.kind === 'edit') {
      const saved = await api.updateProfile(editing.profile.id, input);
      onChanged(profiles.map((profile) => (profile.id === saved.id ? saved : profile)));
    } else {
      onChanged([...profiles, await api.createProfile(input)]);
    }
    setEditing({ kind: 'none' });
    setNotice(t('form.saved'));
  }

  function switchTo(profile: ChildProfile) {
    dispatch(
      childProfileActivated({
        id: profile.id,
        name: profile.name,
        ageBand: profile.ageBand,
        language: profile.language,
        readingLevel: profile.readingLevel,
        pictureElementId: profile.pictureElementId,
        unlockWith: pinSet ? 'pin' : 'password',
      }),
    );
    onSwitched();
  }

  const pictureOf = (profile: ChildProfile) =>
    characters.find((character) => character.id === profile.pictureElementId)?.avatarPath ?? null;

  return (
    <Card className="parents-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('children.title')}</h2>
      {profiles.length === 0 && <p>{t('children.empty')}</p>}
      <ul className="child-list">
        {profiles.map((profile) => {
          const picture = pictureOf(profile);
          return (
            <li key={profile.id} className="child-list__item">
              <span className="child-list__picture" aria-hidden="true">
                {picture ? (
                  <StorageImage path={picture} size="tiny" alt="" />
                ) : (
                  profile.name.slice(0, 1).toUpperCase()
                )}
              </span>
              <span className="child-list__who">
                <strong>{profile.name}</strong>
                <small>
                  {t('children.summary', {
                    ageBand: t(`ageBands.${profile.ageBand}`),
                    language: t(`languages.${profile.language}`),
                  })}
                </small>
              </span>
              <span className="parents-actions">
                <Button onClick={() => switchTo(profile)}>
                  {t('children.switchTo', { name: profile.name })}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${t('children.edit')} ${profile.name}`}
                  onClick={() => setEditing({ kind: 'edit', profile })}
                >
                  {t('children.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${t('children.delete')} ${profile.name}`}
                  onClick={() => setDeleting(profile)}
                >
                  {t('children.delete')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {notice && (
        <p className="parents-notice" role="status">
          {notice}
        </p>
      )}
      {editing.kind === 'none' ? (
        <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
          {t('children.add')}
        </Button>
      ) : (
        <ChildProfileForm
          key={editing.kind === 'edit' ? editing.profile.id : 'new'}
          characters={characters}
          profile={editing.kind === 'edit' ? editing.profile : undefined}
          onSave={save}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      {deleting && (
        <DeleteChildDialog
          profile={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            onChanged(profiles.filter((profile) => profile.id !== deleting.id));
            setNotice(t('children.deleted', { name: deleting.name }));
            setDeleting(null);
          }}
        />
      )}
    </Card>
  );
}

function DeleteChildDialog({
  profile,
  onClose,
  onDeleted,
}: {
  profile: ChildProfile;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await api.deleteProfile(profile.id);
      onDeleted();
    } catch (failure) {
      setError(userMessageOf(failure));
      setBusy(false);
    }
  }
  return (
    <Dialog title={t('children.confirmDelete', { name: profile.name })} onClose={onClose}>
      <p>{t('children.confirmDeleteLead')}</p>
      {error && (
        <p className="parents-error" role="alert">
          {error}
        </p>
      )}
      <div className="parents-actions">
        <Button disabled={busy} onClick={() => void remove()}>
          {t('children.delete')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('children.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
