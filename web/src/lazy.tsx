/** A page loaded on first visit (a dynamic import: Vite splits it, with what only it uses, from the game's first load). */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function Lazy(p: { load: () => Promise<ComponentType> }) {
  const [Page, setPage] = useState<ComponentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    p.load().then(
      (c) => setPage(() => c),
      (e: Error) => setError(`This page could not be loaded: ${e.message}`),
    );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  return Page ? <Page /> : <p>Loading…</p>;
}
