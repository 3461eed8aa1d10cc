import type { DemoCharacter } from '@storyloom/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDemoT } from './i18n';

/** The demo's characters with their pictures, a chat with each, and their bag in the marketplace. */
export function DemoCharacters({
  storyId,
  characters,
  marketplaceId,
}: {
  storyId: string;
  characters: DemoCharacter[];
  marketplaceId: string;
}) {
  const { t } = useDemoT();
  if (characters.length === 0) return null;
  return (
    <section className="demo__section" aria-labelledby="demo-characters-title">
      <h2 id="demo-characters-title">{t('characters')}</h2>
      <ul className="demo__characters">
        {characters.map((character) => (
          <li key={character.id} className="demo__character">
            {character.avatarUrl ? (
              <img
                src={character.avatarUrl}
                alt={t('pictureOf', { name: character.name })}
                width={96}
                height={96}
                loading="lazy"
              />
            ) : (
              <span className="demo__initial" aria-hidden="true">
                {character.name.slice(0, 1)}
              </span>
            )}
            <span className="demo__character-name">{character.name}</span>
            {/* Visitors may talk with a running demo's characters, of its story. */}
            <Link
              to={`${paths.story}/${encodeURIComponent(storyId)}/chat/${encodeURIComponent(character.id)}`}
            >
              {t('sayHello', { name: character.name })}
            </Link>
          </li>
        ))}
      </ul>
      {marketplaceId && (
        <Link to={`${paths.marketplace}/product/${encodeURIComponent(marketplaceId)}`}>
          {t('inMarketplace')}
        </Link>
      )}
    </section>
  );
}
