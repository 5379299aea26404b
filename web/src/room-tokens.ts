/**
 * The tokens this browser holds for a room: the host's (from making it) and
 * a seat's (from taking it, or from a seat's link: `/room/<code>#t=<token>`,
 * which resumes the seat on any device). Kept in localStorage by room code;
 * a link's token is read once and taken out of the address bar, so a shared
 * screenshot or a copied address does not give the seat away.
 */
export interface RoomTokens {
  host?: string;
  seat?: string;
}

const key = (code: string) => `dc-room:${code}`;

export function tokensOf(code: string): RoomTokens {
  try {
    return JSON.parse(localStorage.getItem(key(code)) ?? '{}') as RoomTokens;
  } catch {
    return {};
  }
}

export function keepTokens(code: string, t: RoomTokens): RoomTokens {
  const all = { ...tokensOf(code), ...t };
  for (const k of ['host', 'seat'] as const) if (all[k] === undefined) delete all[k];
  localStorage.setItem(key(code), JSON.stringify(all));
  return all;
}

/** A seat's token from the address (`#t=`), kept and taken out of the address bar. */
export function tokenFromLink(code: string): RoomTokens {
  const m = /(?:^#|&)t=([\w-]{20,200})/.exec(location.hash);
  if (!m) return tokensOf(code);
  history.replaceState(null, '', location.pathname + location.search);
  return keepTokens(code, { seat: m[1] });
}

export function seatLink(code: string, token: string): string {
  return `${location.origin}/room/${encodeURIComponent(code)}#t=${token}`;
}

export const list = (t: RoomTokens): string[] => [t.host, t.seat].filter((x): x is string => !!x);
