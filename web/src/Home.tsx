/** The home page: the systems, games to continue, finished games, the high-score sheet, the campaigns. */
import { useEffect, useState } from 'preact/hooks';
import { api, type CampaignSummary, type GameList, type ScoreSheets, type SystemInfo } from './api.ts';
import { Link, navigate } from './nav.tsx';

function when(iso: string): string {
  return iso.replace('T', ' ').replace(/:\d\dZ$/, '');
}

export function Home() {
  const [systems, setSystems] = useState<SystemInfo[] | null>(null);
  const [games, setGames] = useState<GameList | null>(null);
  const [scores, setScores] = useState<ScoreSheets | null>(null);
  const [campaigns, setCampaigns] = useState<CampaignSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Dungeon Crawl';
    Promise.all([api.systems(), api.games(), api.scores(), api.campaigns()])
      .then(([s, g, sc, c]) => {
        setSystems(s);
        setGames(g);
        setScores(sc);
        setCampaigns(c);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!systems || !games || !scores || !campaigns) return <p>Loading…</p>;
  const title = (id: string) => systems.find((s) => s.id === id)?.title ?? id;
  return (
    <div class="home">
      <section aria-labelledby="h-systems">
        <h1 id="h-systems">Games</h1>
        <ul class="systems">
          {systems.map((s) => (
            <li class={s.built ? 'system' : 'system coming'} key={s.id}>
              <h2>{s.title}</h2>
              {s.built ? (
                <Link href={`/new/${s.id}`} class="button primary" label={`New game: ${s.title}`}>
                  New game
                </Link>
              ) : (
                <p class="muted">Coming: not playable yet.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="h-bench">
        <h2 id="h-bench">Designer's workbench</h2>
        <p>
          <Link href="/simulate">Simulate</Link> <span class="muted">thousands of games and compare rule options</span> · <Link href="/odds">Odds</Link> <span class="muted">of any dice test, exactly</span>
        </p>
      </section>
      <JoinRoom />
      <section aria-labelledby="h-continue">
        <h2 id="h-continue">Continue a game</h2>
        {games.playing.length === 0 ? (
          <p class="muted">No game in progress.</p>
        ) : (
          <ul class="saves">
            {games.playing.map((g) => (
              <li key={g.id}>
                <Link href={`/game/${g.id}`}>{g.id}</Link> <span class="muted">{title(g.system)} · seed {g.seed} · {g.decisions} decisions · {g.dice === 'physical' ? 'your dice and cards' : 'computer dice'}{g.campaign ? ` · campaign ${g.campaign}` : ''} · {when(g.updated)}</span>
              </li>
            ))}
          </ul>
        )}
        {games.unreadable.length > 0 && (
          <details>
            <summary>{games.unreadable.length} save file(s) that cannot be opened</summary>
            <ul>
              {games.unreadable.map((u) => (
                <li key={u.file}>
                  {u.file}: {u.error}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      <section aria-labelledby="h-finished">
        <h2 id="h-finished">Finished games</h2>
        {games.finished.length === 0 ? (
          <p class="muted">None yet.</p>
        ) : (
          <ul class="saves">
            {games.finished.map((g) => (
              <li key={g.id}>
                <Link href={`/game/${g.id}`}>{g.id}</Link> <span class="muted">{title(g.system)} · {g.outcome} · {when(g.updated)}</span> <Link href={`/replay/${g.id}`}>replay</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="h-scores">
        <h2 id="h-scores">High scores: {title('cards')}</h2>
        <div class="sheets">
          {(['normal', 'hardcore'] as const).map((d) => (
            <table key={d}>
              <caption>{d === 'normal' ? 'Normal' : 'Hard core'}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Character</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody>
                {scores[d].length === 0 ? (
                  <tr>
                    <td colSpan={4} class="muted">
                      empty
                    </td>
                  </tr>
                ) : (
                  scores[d].map((r, i) => (
                    <tr key={i}>
                      <td>{i + 1}</td>
                      <td>{r.name}</td>
                      <td>{r.character}</td>
                      <td class="num">{r.score}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          ))}
        </div>
      </section>
      <section aria-labelledby="h-campaigns">
        <h2 id="h-campaigns">Campaigns</h2>
        {campaigns.length === 0 ? (
          <p class="muted">No campaign yet: start one from a new game ({systems.filter((x) => x.campaigns).map((x) => x.title).join(', ')}) by naming it.</p>
        ) : (
          <ul class="saves">
            {campaigns.map((c) => (
              <li key={c.name}>
                <strong>{c.name}</strong> <span class="muted">{title(c.system)} · {c.adventures} adventure(s) · band: {c.band.join(', ') || 'none left'}{c.next ? ` · next: ${c.next}` : ''}</span>{' '}
                <Link href={`/new/${c.system}?campaign=${encodeURIComponent(c.name)}`}>next adventure</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Joining a room by the code its host shared. */
function JoinRoom() {
  const [code, setCode] = useState('');
  return (
    <section aria-labelledby="h-join">
      <h2 id="h-join">Join a room</h2>
      <form
        class="join"
        onSubmit={(e) => {
          e.preventDefault();
          const c = code.toUpperCase().replace(/[\s-]/g, '');
          if (c) navigate(`/room/${encodeURIComponent(c)}`);
        }}
      >
        <label>
          Room code <input name="code" autoComplete="off" value={code} placeholder="e.g. K7QF2M" onInput={(e) => setCode(e.currentTarget.value)} />
        </label>{' '}
        <button type="submit">Join</button>
      </form>
    </section>
  );
}
