import { ButtonLink } from '../../components/ui/ButtonLink';
import { callPath } from '../../config/paths';
import { useCallsNavT } from './i18n';
import './call-link.css';

interface CallLinkProps {
  /** A saved story's id, or 'all'. */
  storyId: string;
  characterId: string;
  name: string;
  className?: string;
  onClick?: () => void;
}

/** 'Call': opens the call page for one character (from the chat page and from Contacts). */
export function CallLink({ storyId, characterId, name, className, onClick }: CallLinkProps) {
  const { t } = useCallsNavT();
  return (
    <ButtonLink
      variant="secondary"
      className={className ? `call-link ${className}` : 'call-link'}
      to={callPath(storyId, characterId)}
      aria-label={t('callName', { name })}
      onClick={onClick}
    >
      {t('call')}
    </ButtonLink>
  );
}
