/**
 * A new game: seed, who rolls, the rule options, a campaign for systems that
 * have them. Each rule option is drawn from its field (server/options-form.ts)
 * with a real control, named in words with its help: a select, a checkbox, a
 * number field, a list with add and remove (names, a party's heroes), a list
 * of records (2HDC's Stars). What the server refuses comes back as one line.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, type SystemInfo } from './api.ts';
import { navigate } from './nav.tsx';
import { keepTokens } from './room-tokens.ts';

type Field = SystemInfo['fields'][number];
type Choice = NonNullable<Field['choices']>[number];
/** A field's value while the form is open: text for a number (so a half-typed one is kept), the value itself otherwise. */
type Value = unknown;

/** A number field's text from its value. */
function draft(f: Field, v: unknown): Value {
  if (f.kind === 'integer') return v === null || v === undefined ? '' : String(v);
  if (f.kind === 'records') return ((v as Record<string, unknown>[] | null) ?? []).map((r) => Object.fromEntries((f.fields ?? []).map((sub) => [sub.key, draft(sub, r[sub.key] ?? sub.default)])));
  return v;
}

/** What the form's value means for one field; throws a one-line reason. */
function read(f: Field, v: Value): unknown {
  if (f.kind === 'integer') {
    const text = String(v ?? '').trim();
    if (f.nullable && text === '') return null;
    if (!/^-?\d+$/.test(text)) throw new Error(`${f.label}: a whole number`);
    return Number(text);
  }
  if (f.kind === 'list') {
    const items = (v as string[] | null) ?? [];
    return f.nullable && items.length === 0 ? null : items;
  }
  if (f.kind === 'records') return ((v as Record<string, Value>[]) ?? []).map((r) => Object.fromEntries((f.fields ?? []).map((sub) => [sub.key, read(sub, r[sub.key])])));
  return v;
}

/** The first choice not yet in a list (a new item), or '' to type one. */
function nextChoice(choices: Choice[] | null, items: string[]): string {
  return choices ? (choices.find((c) => !items.includes(c.value))?.value ?? choices[0]?.value ?? '') : '';
}

/** A select of `choices`, each with what it does on hover and in its words. */
function Select(p: { id: string; label?: string; value: string; choices: Choice[]; describedBy?: string; noAbout?: boolean; onChange: (v: string) => void }) {
  const now = p.choices.find((c) => c.value === p.value);
  return (
    <>
      <select id={p.id} aria-label={p.label} aria-describedby={p.describedBy} value={p.value} title={now?.about} onChange={(e) => p.onChange(e.currentTarget.value)}>
        {p.choices.map((c) => (
          <option key={c.value} value={c.value} title={c.about}>
            {c.label}
          </option>
        ))}
        {!now && p.value !== '' && <option value={p.value}>{p.value}</option>}
      </select>
      {now?.about && !p.noAbout && <span class="help about">{now.about}</span>}
    </>
  );
}

/** One field's control (without its label and help). */
function Control(p: { f: Field; id: string; value: Value; values: Record<string, Value>; describedBy?: string; label?: string; onChange: (v: Value) => void }) {
  const { f, id } = p;
  if (f.kind === 'enum') return <Select id={id} label={p.label} describedBy={p.describedBy} value={String(p.value)} choices={f.choices ?? []} onChange={p.onChange} />;
  if (f.kind === 'boolean') return <input type="checkbox" id={id} aria-label={p.label} aria-describedby={p.describedBy} checked={p.value === true} onChange={(e) => p.onChange(e.currentTarget.checked)} />;
  if (f.kind === 'integer') {
    return <input type="number" id={id} aria-label={p.label} aria-describedby={p.describedBy} inputMode="numeric" min={f.min} max={f.max} step={1} value={String(p.value ?? '')} placeholder={f.nullable ? 'empty: none' : undefined} onInput={(e) => p.onChange(e.currentTarget.value)} />;
  }
  if (f.kind === 'text') return <input id={id} aria-label={p.label} aria-describedby={p.describedBy} value={String(p.value ?? '')} onInput={(e) => p.onChange(e.currentTarget.value)} />;
  if (f.kind === 'list') return <ListControl {...p} />;
  return <RecordsControl {...p} />;
}

/** The item choices of a list now: its own, those for the value of the option it depends on, and the records of another option by id. */
function itemChoices(f: Field, values: Record<string, Value>): Choice[] | null {
  let out: Choice[] | null = f.choices ?? (f.choicesBy ? (f.choicesBy.choices[String(values[f.choicesBy.key])] ?? []) : null);
  if (f.choicesFrom) {
    // Another option's names (hero players) or records by id (custom heroes), as they stand in the form now.
    const from = (values[f.choicesFrom] as (string | Record<string, Value>)[] | undefined) ?? [];
    const extra = from.flatMap((x) => (typeof x === 'string' ? (x.trim() ? [{ value: x, label: x }] : []) : String(x.id ?? '') !== '' ? [{ value: String(x.id), label: `${String(x.name ?? x.id)} (custom)` }] : []));
    if (extra.length) out = [...(out ?? []), ...extra];
  }
  return out;
}

/** A list of items, each a select (when the list has choices) or a text field, with add, remove and move up. */
function ListControl(p: { f: Field; id: string; value: Value; values: Record<string, Value>; describedBy?: string; onChange: (v: Value) => void }) {
  const { f } = p;
  const items = (p.value as string[] | null) ?? [];
  const choices = itemChoices(f, p.values);
  const one = f.item ?? f.label.replace(/s$/, '').toLowerCase();
  const set = (next: string[]) => p.onChange(next);
  return (
    <div class="list" id={p.id} role="group" aria-label={f.label} aria-describedby={p.describedBy}>
      {items.length === 0 && f.nullable && <span class="help">None picked: the default.</span>}
      <ol style={{ margin: '0.2rem 0', paddingLeft: 0, listStyle: 'none' }}>
        {items.map((item, i) => {
          const label = `${f.label}, ${one} ${i + 1}`;
          return (
            <li key={i} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.3rem', alignItems: 'center', marginBottom: '0.3rem' }}>
              <span aria-hidden="true">{i + 1}.</span>
              {choices ? (
                <Select id={`${p.id}-${i}`} label={label} value={item} choices={choices} noAbout={true} onChange={(v) => set(items.map((x, k) => (k === i ? v : x)))} />
              ) : (
                <input aria-label={label} value={item} onInput={(e) => set(items.map((x, k) => (k === i ? e.currentTarget.value : x)))} />
              )}{' '}
              {i > 0 && (
                <button type="button" aria-label={`Move ${label} up`} onClick={() => set(items.map((x, k) => (k === i - 1 ? items[i]! : k === i ? items[i - 1]! : x)))}>
                  ↑
                </button>
              )}{' '}
              <button type="button" aria-label={`Remove ${label}`} disabled={!f.nullable && items.length <= (f.min ?? 0)} onClick={() => set(items.filter((_, k) => k !== i))}>
                Remove
              </button>
              {choices?.find((c) => c.value === item)?.about && (
                <span class="help about" style={{ flexBasis: '100%', paddingLeft: '1.2rem' }}>
                  {choices.find((c) => c.value === item)!.about}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {(f.max === undefined || items.length < f.max) && (
        <button type="button" onClick={() => set([...items, nextChoice(choices, items)])}>
          Add a {one}
        </button>
      )}
    </div>
  );
}

/** A list of records (a Star's race, profession and Rep), each a row of its fields' controls, with add and remove. */
function RecordsControl(p: { f: Field; id: string; value: Value; values: Record<string, Value>; describedBy?: string; onChange: (v: Value) => void }) {
  const { f } = p;
  const rows = (p.value as Record<string, Value>[]) ?? [];
  const fields = f.fields ?? [];
  const one = f.item ?? f.label.replace(/s$/, '').toLowerCase();
  const fresh = (): Record<string, Value> => Object.fromEntries(fields.map((sub) => [sub.key, draft(sub, sub.default ?? (sub.kind === 'enum' ? sub.choices?.[0]?.value : sub.kind === 'list' ? [] : ''))]));
  return (
    <div class="records" id={p.id} role="group" aria-label={f.label} aria-describedby={p.describedBy}>
      {rows.map((row, i) => (
        <fieldset key={i}>
          <legend>
            {one[0]!.toUpperCase() + one.slice(1)} {i + 1}
          </legend>
          {fields.map((sub) => (
            <div class="field" key={sub.key}>
              <label for={`${p.id}-${i}-${sub.key}`}>{sub.label}</label>
              <Control f={sub} id={`${p.id}-${i}-${sub.key}`} value={row[sub.key]} values={p.values} label={`${one} ${i + 1}: ${sub.label}`} onChange={(v) => p.onChange(rows.map((r, k) => (k === i ? { ...r, [sub.key]: v } : r)))} />
            </div>
          ))}
          <button type="button" onClick={() => p.onChange(rows.filter((_, k) => k !== i))}>
            Remove {one} {i + 1}
          </button>
        </fieldset>
      ))}
      {(f.max === undefined || rows.length < f.max) && (
        <button type="button" onClick={() => p.onChange([...rows, fresh()])}>
          Add a {one}
        </button>
      )}
    </div>
  );
}

export function NewGame(p: { system: string }) {
  const [info, setInfo] = useState<SystemInfo | null>(null);
  const [values, setValues] = useState<Record<string, Value>>({});
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
        setValues(Object.fromEntries(s.fields.map((f) => [f.key, draft(f, f.default)])));
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
      // Only what differs from the defaults is sent: a save names the options that were chosen.
      for (const f of info.fields) {
        const v = read(f, values[f.key]);
        if (JSON.stringify(v) !== JSON.stringify(f.default)) options[f.key] = v;
      }
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
  const set = (k: string, v: Value) => setValues({ ...values, [k]: v });
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
            {f.kind === 'boolean' ? (
              // A checkbox before its words, as a form's yes/no reads.
              <label style={{ justifySelf: 'start' }}>
                <Control f={f} id={`opt-${f.key}`} value={values[f.key]} values={values} describedBy={`help-${f.key}`} onChange={(v) => set(f.key, v)} /> {f.label}
              </label>
            ) : (
              <>
                {f.kind === 'list' || f.kind === 'records' ? <span class="label">{f.label}</span> : <label for={`opt-${f.key}`}>{f.label}</label>}
                <Control f={f} id={`opt-${f.key}`} value={values[f.key]} values={values} describedBy={`help-${f.key}`} onChange={(v) => set(f.key, v)} />
              </>
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
