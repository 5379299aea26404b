/**
 * The designer's workbench: many games played by the bots on the server's
 * worker threads (the same games and counts as `dungeon-crawl simulate`),
 * with a progress bar and Stop; the results drawn (bench/Results.tsx); a
 * second option set B to compare on the same seeds; the games behind any bar
 * or row listed by seed, each opened as a replay; the runs kept, listed and
 * exported. The address holds the run shown (`?run=N`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, type SystemInfo } from './api.ts';
import { navigate } from './nav.tsx';
import { changedOptions, defaults, OptionFields } from './bench/OptionFields.tsx';
import { RunView, optionsText, type ListRequest } from './bench/Results.tsx';
import { simApi, type SimGameList, type SimJob, type SimRun, type SimRunSummary } from './bench/sim-api.ts';
import './bench/bench.css';

const num = (n: number) => n.toLocaleString('en');

function runFromAddress(): number | null {
  const r = Number(new URLSearchParams(location.search).get('run'));
  return Number.isInteger(r) && r > 0 ? r : null;
}

export function Simulate() {
  const [systems, setSystems] = useState<SystemInfo[] | null>(null);
  const [system, setSystem] = useState('cards');
  const [games, setGames] = useState('2000');
  const [seed, setSeed] = useState('1');
  const [a, setA] = useState<Record<string, string>>({});
  const [b, setB] = useState<Record<string, string> | null>(null);
  const [job, setJob] = useState<SimJob | null>(null);
  const [run, setRun] = useState<SimRun | null>(null);
  const [runs, setRuns] = useState<SimRunSummary[]>([]);
  const [list, setList] = useState<{ req: ListRequest; games: SimGameList } | null>(null);
  /** Where the page was when a list was asked for: Close goes back there. */
  const listedFrom = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const results = useRef<HTMLElement>(null);
  const info = systems?.find((s) => s.id === system);

  useEffect(() => {
    document.title = 'Simulate';
    api.systems().then((all) => {
      const built = all.filter((s) => s.built);
      setSystems(built);
      const first = built.find((s) => s.id === 'cards') ?? built[0];
      if (first) {
        setSystem(first.id);
        setA(defaults(first.fields));
      }
    }, (e: Error) => setError(e.message));
    simApi.runs().then(setRuns, () => {});
    const r = runFromAddress();
    if (r) show(r);
  }, []);

  function pickSystem(id: string) {
    const s = systems?.find((x) => x.id === id);
    if (!s) return;
    setSystem(id);
    setA(defaults(s.fields));
    setB(b ? defaults(s.fields) : null);
  }

  async function show(id: number) {
    setList(null);
    try {
      const r = await simApi.run(id);
      setRun(r);
      history.replaceState(null, '', `/simulate?run=${id}`);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function start(e: Event) {
    e.preventDefault();
    if (!info || job?.status === 'running') return;
    setError(null);
    const n = Number(games);
    if (!/^\d+$/.test(games.trim()) || n < 1) return setError('Games: a whole number from 1.');
    if (!/^\d+$/.test(seed.trim())) return setError('Seed: a whole number from 0 to 4294967295.');
    let options: Record<string, unknown>;
    let compare: Record<string, unknown> | undefined;
    try {
      options = changedOptions(info.fields, a);
      compare = b ? changedOptions(info.fields, b) : undefined;
    } catch (err) {
      return setError((err as Error).message);
    }
    try {
      const j = await simApi.start({ system, games: n, seed: Number(seed), options, ...(compare ? { compare } : {}) });
      setJob(j);
      follow(j.job);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  function follow(id: string) {
    const tick = async () => {
      let j: SimJob;
      try {
        j = await simApi.job(id);
      } catch (err) {
        setError((err as Error).message);
        return;
      }
      setJob(j);
      if (j.status === 'running') return void setTimeout(tick, 250);
      if (j.status === 'failed') return setError(`The run failed: ${j.error}`);
      if (!j.run) return setError('Stopped before any game was played: nothing to show.');
      if (j.run) {
        await show(j.run);
        simApi.runs().then(setRuns, () => {});
        results.current?.focus();
      }
    };
    setTimeout(tick, 150);
  }

  async function listGames(req: ListRequest) {
    if (!run) return;
    try {
      const { side, title: _t, ...f } = req;
      listedFrom.current = scrollY;
      setList({ req, games: await simApi.games(run.id, side, f) });
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function open(k: number, side: 'a' | 'b') {
    if (!run) return;
    try {
      const g = await simApi.open(run.id, side, k);
      navigate(`/replay/${g.id}`);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  if (!systems) return error ? <p role="alert">{error}</p> : <p>Loading…</p>;
  const running = job?.status === 'running';
  return (
    <div class="workbench">
      <h1>Simulate</h1>
      <p class="muted">The bots play many games on the server's threads; game k plays seed + k. With Compare, B plays the same seeds, so the difference is the rules, not luck.</p>
      <form class="sim-form" onSubmit={start}>
        <div class="sim-row">
          <label>
            System{' '}
            <select value={system} onChange={(e) => pickSystem(e.currentTarget.value)}>
              {systems.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Games <input type="number" min={1} max={20000} value={games} onInput={(e) => setGames(e.currentTarget.value)} />
          </label>
          <label>
            Seed <input inputMode="numeric" value={seed} onInput={(e) => setSeed(e.currentTarget.value)} />
          </label>
        </div>
        <div class={b ? 'option-sets two' : 'option-sets'}>
          {info && <OptionFields set="A" fields={info.fields} values={a} onChange={setA} />}
          {info && b && <OptionFields set="B" fields={info.fields} values={b} onChange={setB} />}
        </div>
        <div class="sim-row">
          <button type="button" aria-pressed={b !== null} onClick={() => setB(b ? null : { ...a })}>
            Compare
          </button>
          <button type="submit" class="primary" disabled={running}>
            Run
          </button>
        </div>
        {b && <p class="muted">Set the option you want to compare in A and in B (for example difficulty normal in A, hardcore in B); an option left on choose is played each way in turn on both sides.</p>}
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {job && running && <Progress job={job} onStop={() => simApi.stop(job.job).then(setJob, (e: Error) => setError(e.message))} />}
      <section aria-labelledby="h-results" ref={results} tabIndex={-1} class="results">
        <h2 id="h-results">Results</h2>
        {run ? <RunView key={run.id} run={run} onList={listGames} /> : <p class="muted">Run a simulation, or show a kept run below.</p>}
      </section>
      {list && run && <GameList
          list={list}
          onOpen={open}
          onClose={() => {
            setList(null);
            requestAnimationFrame(() => scrollTo(0, listedFrom.current));
          }}
        />}
      <RunsKept runs={runs} shown={run?.id ?? null} onShow={show} />
    </div>
  );
}

function Progress(p: { job: SimJob; onStop: () => void }) {
  const { job } = p;
  const left = job.secondsLeft === null ? 'estimating the time left' : `about ${job.secondsLeft} s left`;
  const text = `${num(job.done)} of ${num(job.total)} games${job.total > 0 && job.side === 'B' ? ' (now B)' : ''}, ${left}`;
  return (
    <div class="progress">
      <div role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={job.total} aria-valuenow={job.done} aria-valuetext={text} class="bar">
        <div style={{ width: `${job.total ? (100 * job.done) / job.total : 0}%` }} />
      </div>
      <span>{text}</span>
      <button type="button" onClick={p.onStop}>
        Stop
      </button>
    </div>
  );
}

function GameList(p: { list: { req: ListRequest; games: SimGameList }; onOpen: (k: number, side: 'a' | 'b') => void; onClose: () => void }) {
  const { req, games } = p.list;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [p.list]);
  return (
    <section aria-labelledby="h-games" class="game-list" ref={ref} tabIndex={-1}>
      <h2 id="h-games">
        Games: {req.side === 'b' ? 'B, ' : ''}
        {req.title}
      </h2>
      <p>
        {num(games.total)} game{games.total === 1 ? '' : 's'}
        {games.total > games.games.length ? `; the first ${games.games.length} by seed` : ''}. Open one to replay it decision by decision on its board (the bot plays it again from its seed).{' '}
        <button type="button" class="link" onClick={p.onClose}>
          Close, back to the results
        </button>
      </p>
      <ul class="seeds">
        {games.games.map((g) => (
          <li key={g.k}>
            <button type="button" onClick={() => p.onOpen(g.k, req.side)} aria-label={`Open game ${g.k + 1}, seed ${g.seed} (${g.setup}, ${g.outcome})`}>
              Seed {g.seed}
            </button>{' '}
            <span class="muted">
              {g.setup}, {g.outcome}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RunsKept(p: { runs: SimRunSummary[]; shown: number | null; onShow: (id: number) => void }) {
  return (
    <section aria-labelledby="h-runs" class="runs-kept">
      <h2 id="h-runs">Runs kept</h2>
      {p.runs.length === 0 ? (
        <p class="muted">None yet: every run is kept here, with its options, seed and version.</p>
      ) : (
        <div class="scroll wide">
          <table>
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">When (UTC)</th>
                <th scope="col">System</th>
                <th scope="col">Games</th>
                <th scope="col">Seed</th>
                <th scope="col">Options</th>
                <th scope="col">Export</th>
              </tr>
            </thead>
            <tbody>
              {p.runs.map((r) => (
                <tr key={r.id} aria-current={r.id === p.shown ? 'true' : undefined}>
                  <th scope="row">
                    <button type="button" class="link" onClick={() => p.onShow(r.id)} aria-label={`Show run ${r.id}`}>
                      {r.id}
                    </button>
                  </th>
                  <td>{r.created}</td>
                  <td>{r.system}</td>
                  <td class="num">{num(r.games)}</td>
                  <td class="num">{r.seed}</td>
                  <td>{r.optionsB ? `A: ${optionsText(r.optionsA)} · B: ${optionsText(r.optionsB)}` : optionsText(r.optionsA)}</td>
                  <td>
                    <a href={simApi.jsonUrl(r.id)} download aria-label={`Run ${r.id} as JSON`}>
                      JSON
                    </a>{' '}
                    <a href={simApi.csvUrl(r.id)} download aria-label={`Run ${r.id} as CSV`}>
                      CSV
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
