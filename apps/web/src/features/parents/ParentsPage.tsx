import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ChildProfile, ParentSettings, SafetyEvent } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { userMessageOf } from '../../lib/api-client';
import { ChildrenSection } from './ChildrenSection';
import type { LibraryCharacter } from './family-types';
import { useParentsT } from './i18n';
import { useParentsApi } from './parents-api-context';
import { ParentSettingsSection } from './ParentSettingsSection';
import { PhoneLineSection } from './PhoneLineSection';
import { SafetyEventsSection } from './SafetyEventsSection';
import { TranscriptsSection } from './TranscriptsSection';
import './parents.css';

interface ParentsPageProps {
  /** The family's library characters: pictures and the allowed list come from them. */
  characters: LibraryCharacter[];
  /** Where "How we keep children safe" is. */
  safetyPath: string;
  /** After the device switched to a child. */
  onSwitched: () => void;
}

type Family = { profiles: ChildProfile[]; settings: ParentSettings; events: SafetyEvent[] };
type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: Family };

/** /parents: the children's profiles and rules, the parent's settings, alerts and chats. */
export function ParentsPage({ characters, safetyPath, onSwitched }: ParentsPageProps) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [changed, setChanged] = useState<Partial<Family>>({});

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    Promise.all([api.listProfiles(), api.getSettings(), api.safetyEvents()]).then(
      ([profiles, settings, events]) =>
        current && setLoaded({ status: 'ready', data: { profiles, settings, events } }),
      (failure: unknown) =>
        current && setLoaded({ status: 'error', message: userMessageOf(failure) }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return (
    <div className="parents-page">
      <h1>{t('title')}</h1>
      <p className="parents-page__lead">
        {t('lead')} <Link to={safetyPath}>{t('safetyLink')}</Link>
      </p>
      {loaded.status === 'loading' && (
        <p role="status" className="parents-notice">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'error' && (
        <div role="alert" className="parents-error">
          <p>
            {t('loadFailed')}: {loaded.message}
          </p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <FamilySections
          family={{ ...loaded.data, ...changed }}
          characters={characters}
          onChanged={(part) => setChanged((before) => ({ ...before, ...part }))}
          onSwitched={onSwitched}
        />
      )}
    </div>
  );
}

function FamilySections({
  family,
  characters,
  onChanged,
  onSwitched,
}: {
  family: Family;
  characters: LibraryCharacter[];
  onChanged: (part: Partial<Family>) => void;
  onSwitched: () => void;
}) {
  return (
    <>
      <ChildrenSection
        profiles={family.profiles}
        characters={characters}
        pinSet={family.settings.pinSet ?? false}
        onChanged={(profiles) => onChanged({ profiles })}
        onSwitched={onSwitched}
      />
      {family.profiles.length > 0 && (
        <PhoneLineSection
          profiles={family.profiles}
          settings={family.settings}
          onChanged={(settings) => onChanged({ settings })}
        />
      )}
      <ParentSettingsSection
        settings={family.settings}
        onChanged={(settings) => onChanged({ settings })}
      />
      <SafetyEventsSection events={family.events} profiles={family.profiles} />
      <TranscriptsSection profiles={family.profiles} events={family.events} />
    </>
  );
}
