/** A new game: seed, who rolls, the rule options from the system's schema, a campaign for systems that have them. */
import { useEffect, useState } from 'preact/hooks';
import { api, type SystemInfo } from './api.ts';
import { navigate } from './nav.tsx';
import { keepTokens } from './room-tokens.ts';

type Field = SystemInfo['fields'][number];

function show(v: unknown): string {
  return typeof v === 'string' ? v : v === null ? '' : JSON.stringify(v);
}

/** What the form's text means for one option; throws a one-line reason. */
function read(f: Field, text: string): unknown {
  if (f.kind === 'enum' || f.kind === 'text') return text;
  if (f.kind === 'boolean') return text === 'true';
  if (f.kind === 'integer') {
    if (f.nullable && text.trim() === '') return null;
    if (!/^-?\d+$/.test(text.trim())) throw new Error(`${f.key}: a whole number`);
    return Number(text);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${f.key}: not valid JSON (e.g. ${show(f.default)})`);
  }
}

export function NewGame(p: { system: string }) {
  const [info, setInfo] = useState<SystemInfo | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [seed, setSeed] = useState('');
  const [dice, setDice] = useState<'seeded' | 'physical'>('seeded');
  const [campaign, setCampaign] = useState(new URLSearchParams(location.search).get('campaign') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Played by several people, each on their own device: a room with a code to share. */
  const [room, setRoom] = useState(false);
  useEffect(() => {
    api
      .systems()
      .then((all) => {
        const s = all.find((x) => x.id === p.system);
        if (!s) return setError(`There is no game "${p.system}".`);
        if (!s.built) return setError(`${s.title} is not playable yet.`);
        setInfo(s);
        setValues(Object.fromEntries(s.fields.map((f) => [f.key, show(f.default)])));
        document.title = `New game: ${s.title}`;
      })
      .catch((e: Error) => setError(e.message));
  }, [p.system]);

  async function start(e: Event) {
    e.preventDefault();
    if (!info || busy) return;
    setError(null);
    if (seed.trim() && !/^\d+$/.test(seed.trim())) return setError('A seed is a whole number from 0 to 4294967295, or empty for a fresh one.');
    const options: Record<string, unknown> = {};
    try {
      for (const f of info.fields) if (values[f.key] !== show(f.default)) options[f.key] = read(f, values[f.key] ?? '');
    } catch (err) {
      return setError((err as Error).message);
    }
    setBusy(true);
    try {
      if (room) {
        const r = await api.newRoom({ system: info.id, seed: seed.trim() ? Number(seed) : undefined, dice, options });
        keepTokens(r.code, { host: r.hostToken });
        navigate(`/room/${r.code}`);
        return;
      }
      const v = await api.newGame({ system: info.id, seed: seed.trim() ? Number(seed) : undefined, dice, options, campaign: campaign.trim() || undefined });
      navigate(`/game/${v.id}`);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  if (!info) return error ? <p role="alert">{error}</p> : <p>Loading…</p>;
  const set = (k: string, v: string) => setValues({ ...values, [k]: v });
  return (
    <form class="new-game" onSubmit={start}>
      <h1>New game: {info.title}</h1>
      <label>
        Seed <input name="seed" autoFocus inputMode="numeric" value={seed} placeholder="empty: a fresh one" onInput={(e) => setSeed(e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>Dice and cards</legend>
        <label>
          <input type="radio" name="dice" checked={dice === 'seeded'} onChange={() => setDice('seeded')} /> The computer rolls and draws
        </label>
        <label>
          <input type="radio" name="dice" checked={dice === 'physical'} onChange={() => setDice('physical')} /> I roll my own dice and draw my own cards, and type them in
        </label>
      </fieldset>
      <label>
        <input type="checkbox" name="room" checked={room} onChange={(e) => setRoom(e.currentTarget.checked)} /> Play with others, each on their own device: make a room to share
      </label>
      {info.campaigns && !room && (
        <label>
          Campaign <input name="campaign" value={campaign} placeholder="empty: a one-off adventure" onInput={(e) => setCampaign(e.currentTarget.value)} />
        </label>
      )}
      <details>
        <summary>Rule options</summary>
        {info.fields.map((f) => (
          <div class="field" key={f.key}>
            <label for={`opt-${f.key}`} class="key">
              {f.key}
            </label>
            {f.kind === 'enum' || f.kind === 'boolean' ? (
              <select id={`opt-${f.key}`} aria-describedby={`help-${f.key}`} value={values[f.key]} onChange={(e) => set(f.key, e.currentTarget.value)}>
                {(f.kind === 'enum' ? f.choices! : ['true', 'false']).map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            ) : (
              <input id={`opt-${f.key}`} aria-describedby={`help-${f.key}`} value={values[f.key]} placeholder={f.nullable ? 'empty: none' : undefined} onInput={(e) => set(f.key, e.currentTarget.value)} />
            )}
            <span class="help" id={`help-${f.key}`}>
              {f.help}
            </span>
          </div>
        ))}
      </details>
      {error && <p role="alert" class="error">{error}</p>}
      <button type="submit" class="primary" disabled={busy}>
        Start
      </button>
    </form>
  );
}
