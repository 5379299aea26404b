/**
 * The keys of a game screen, the same in a game and a room: number keys pick
 * options (two digits typed quickly for 10 and up), u undoes, ? shows the
 * keys, Escape hides them. Keys typed in a field are the field's.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { OptionView } from '../../src/server/api-types.ts';

/** Milliseconds to wait for a second digit when the first could start a two-digit option number. */
const DIGIT_WAIT = 600;

export interface KeyActions {
  /** The options that may be answered now (none: the number keys do nothing). */
  options(): readonly OptionView[] | null;
  choose(id: string): void;
  /** A number with no option. */
  say(message: string): void;
  undo?(): void;
  help?(show: boolean | 'toggle'): void;
}

export function useGameKeys(actions: KeyActions): void {
  // The latest actions, read at the key press.
  const now = useRef(actions);
  now.current = actions;
  const digits = useRef({ typed: '', timer: 0 });
  useEffect(() => {
    const pick = (typed: string) => {
      const opts = now.current.options() ?? [];
      const n = Number(typed);
      if (n >= 1 && n <= opts.length) now.current.choose(opts[n - 1]!.id);
      else now.current.say(`There is no option ${typed}.`);
    };
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT'))) return;
      const a = now.current;
      if (e.key === '?' && a.help) {
        a.help('toggle');
        e.preventDefault();
      } else if (e.key === 'Escape' && a.help) a.help(false);
      else if (e.key === 'u' && a.undo) {
        a.undo();
        e.preventDefault();
      } else if (/^[0-9]$/.test(e.key)) {
        const count = a.options()?.length ?? 0;
        if (count === 0) return;
        e.preventDefault();
        const d = digits.current;
        clearTimeout(d.timer);
        d.typed += e.key;
        const go = () => {
          const typed = d.typed;
          d.typed = '';
          pick(typed);
        };
        if (Number(d.typed) * 10 > count) go();
        else d.timer = window.setTimeout(go, DIGIT_WAIT);
      }
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      clearTimeout(digits.current.timer);
    };
  }, []);
}
