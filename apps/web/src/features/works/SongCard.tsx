import { SongPlayer } from './SongPlayer';
import { WorkCard } from './WorkCard';
import type { WorkCardShared } from './work-card-shared';

/** The song: nothing to choose first; once made, the player that sings along. */
export function SongCard({ work, ...shared }: WorkCardShared<'song'>) {
  const song = work.work?.result;
  return (
    <WorkCard
      kind="song"
      work={work}
      options={{}}
      done={song ? <SongPlayer song={song} /> : null}
      {...shared}
    />
  );
}
