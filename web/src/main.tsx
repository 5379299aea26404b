/** The browser client: a one-page app with four pages, chosen by the address. */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Home } from './Home.tsx';
import { NewGame } from './NewGame.tsx';
import { Game } from './Game.tsx';
import { Replay } from './Replay.tsx';
import { Room } from './Room.tsx';
import { Link } from './nav.tsx';
import { Lazy } from './lazy.tsx';
import './style.css';

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const on = () => setPath(location.pathname);
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  const m = /^\/(game|replay|new|room)\/([^/]+)$/.exec(path);
  // The workbench's pages, with their chart library, load only when visited.
  const page = path === '/simulate' ? <Lazy key={path} load={() => import('./Simulate.tsx').then((x) => x.Simulate)} /> : path === '/odds' ? <Lazy key={path} load={() => import('./Odds.tsx').then((x) => x.Odds)} /> : !m ? <Home /> : m[1] === 'game' ? <Game key={m[2]} id={decodeURIComponent(m[2]!)} /> : m[1] === 'room' ? <Room key={m[2]} code={decodeURIComponent(m[2]!)} /> : m[1] === 'replay' ? <Replay key={m[2]} id={decodeURIComponent(m[2]!)} /> : <NewGame system={decodeURIComponent(m[2]!)} />;
  return (
    <>
      <header class="top">
        <Link href="/" class="brand">
          Dungeon Crawl
        </Link>
        <span class="tagline">the computer rolls, looks up every table and cites the rule</span>
      </header>
      <main>{page}</main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
