/** Calls to the server's JSON API; a refusal becomes an ApiError carrying the server's one-line reason. */
import type { AnswerRequest, CampaignSummary, GameList, GameView, JoinAnswer, NewGameRequest, NewRoomAnswer, NewRoomRequest, RoomView, ScoreSheets, SystemInfo } from '../../src/server/api-types.ts';

export type { AnswerRequest, CampaignSummary, GameList, GameView, JoinAnswer, NewGameRequest, NewRoomAnswer, NewRoomRequest, RoomView, ScoreSheets, SystemInfo };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, tokens: string[] = []): Promise<T> {
  let res: Response;
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (tokens.length) headers.authorization = `Bearer ${tokens.join(' ')}`;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server cannot be reached: is `dungeon-crawl serve` still running?');
  }
  const json = (await res.json().catch(() => ({ error: `the server answered ${res.status}` }))) as T & { error?: string };
  if (!res.ok) throw new ApiError(res.status, json.error ?? `the server answered ${res.status}`);
  return json;
}

const enc = encodeURIComponent;

export const api = {
  systems: () => call<SystemInfo[]>('GET', '/api/systems'),
  rules: (system: string) => call<Record<string, string>>('GET', `/api/systems/${enc(system)}/rules`),
  games: () => call<GameList>('GET', '/api/games'),
  scores: () => call<ScoreSheets>('GET', '/api/scores'),
  campaigns: () => call<CampaignSummary[]>('GET', '/api/campaigns'),
  newGame: (req: NewGameRequest) => call<GameView>('POST', '/api/games', req),
  game: (id: string, since: number) => call<GameView>('GET', `/api/games/${enc(id)}?since=${since}`),
  answer: (id: string, since: number, a: AnswerRequest) => call<GameView>('POST', `/api/games/${enc(id)}/answer?since=${since}`, a),
  undo: (id: string, since: number, step: number) => call<GameView>('POST', `/api/games/${enc(id)}/undo?since=${since}`, { step }),
  replay: (id: string, at: number) => call<GameView>('GET', `/api/games/${enc(id)}/replay?at=${at}`),
  highScore: (id: string, name: string) => call<GameView>('POST', `/api/games/${enc(id)}/high-score`, { name }),
  saveUrl: (id: string) => `/api/games/${enc(id)}/save`,
  liveUrl: (id: string) => `/api/games/${enc(id)}/live`,
  newRoom: (req: NewRoomRequest) => call<NewRoomAnswer>('POST', '/api/rooms', req),
  room: (code: string, tokens: string[]) => call<RoomView>('GET', `/api/rooms/${enc(code)}`, undefined, tokens),
  join: (code: string, seat: string, tokens: string[]) => call<JoinAnswer>('POST', `/api/rooms/${enc(code)}/join`, { seat }, tokens),
  roomLiveUrl: (code: string) => `/api/rooms/${enc(code)}/live`,
};
