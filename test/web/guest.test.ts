/**
 * A second browser with only the bare address (no owner key): it lists no
 * game, opens none, answers none and sees no seed, a room closed for
 * idleness included; the owner's browser, which opened the address with the
 * key, keeps the cookie and plays as before.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { GameView, NewRoomAnswer, RoomView } from '../../src/server/api-types.ts';
import { becomeOwner, openPeople, screenshot, screenshotEachTest, startServer, type Browser, type Server } from './browser.ts';

const SEED = 3141592;
let server: Server;
let people: Awaited<ReturnType<typeof openPeople>>;
/** The guest's browser: each test leaves a screenshot of what the guest saw. */
let shown: Browser | undefined;
screenshotEachTest('guest', () => shown);

before(async () => {
  // Rooms nobody visits close after 0.6 s.
  server = await startServer(undefined, 0, ['--idle-minutes', '0.01']);
  people = await openPeople();
});
after(async () => {
  await people?.close();
  await server?.stop();
});

async function asOwner<T>(method: string, path: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { cookie: server.ownerCookie };
  if (body) headers['content-type'] = 'application/json';
  const r = await fetch(new URL(path, server.url), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = (await r.json()) as T;
  assert.ok(r.ok, JSON.stringify(json));
  return json;
}

test('a browser without the key: no game listed, opened, answered or exported, no seed seen, a closed room included; the owner plays on', async () => {
  const game = await asOwner<GameView>('POST', '/api/games', { system: 'cards', seed: SEED });
  const made = await asOwner<NewRoomAnswer>('POST', '/api/rooms', { system: 'cards', seed: SEED + 1 });
  const closedId = `room-${made.code}`;
  for (let k = 0; k < 100; k++) {
    if ((await asOwner<RoomView>('GET', `/api/rooms/${made.code}`)).status === 'closed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal((await asOwner<RoomView>('GET', `/api/rooms/${made.code}`)).status, 'closed', 'the room closed for idleness');

  const guest = await people.person();
  shown = guest;
  const { page } = guest;
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Dungeon Crawl' }).waitFor();
  await page.getByLabel('Room code').waitFor();
  const home = (await page.content()) + (await page.locator('body').innerText());
  assert.doesNotMatch(home, /Continue a game|Finished games|High scores/);
  for (const id of [game.id, closedId, String(SEED), String(SEED + 1)]) assert.ok(!home.includes(id), `the guest's home shows nothing of ${id}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'guest-home-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'guest-home-390');

  // Every local game's route refuses this browser, the closed room's game too.
  const api = page.request;
  const base = server.url;
  for (const id of [game.id, closedId]) {
    for (const path of [`/api/games/${id}`, `/api/games/${id}/save`, `/api/games/${id}/replay?at=0`]) assert.equal((await api.get(new URL(path, base).href)).status(), 403, path);
    const answer = await api.post(new URL(`/api/games/${id}/answer`, base).href, { data: { step: 0, choice: 'x' } });
    assert.equal(answer.status(), 403);
  }
  for (const path of ['/api/games', '/api/scores', '/api/campaigns']) assert.equal((await api.get(new URL(path, base).href)).status(), 403, path);
  assert.equal((await api.post(new URL('/api/games', base).href, { data: { system: 'cards' } })).status(), 403, 'no new local game');
  assert.equal((await api.post(new URL('/api/rooms', base).href, { data: { system: 'cards' } })).status(), 403, 'no new room');
  // The closed room is no room to a browser that held no seat of it.
  assert.equal((await api.get(new URL(`/api/rooms/${made.code}`, base).href)).status(), 404);

  // Opening the game's page shows the refusal, and no seed.
  await page.goto(new URL(`/game/${game.id}`, base).href);
  await page.getByRole('alert').waitFor();
  assert.ok(!(await page.locator('body').innerText()).includes(String(SEED)));
  await page.goto(new URL(`/room/${made.code}`, base).href);
  await page.getByRole('alert').waitFor();
  assert.ok(!(await page.content()).includes(String(SEED + 1)));
  await guest.close();

  // The owner's browser: the key address sets the cookie and leaves the address bar.
  const owner = await people.person();
  await becomeOwner(owner.page, server);
  assert.equal(owner.page.url(), server.url);
  await owner.page.getByRole('heading', { name: 'Continue a game' }).waitFor();
  const listed = await owner.page.locator('body').innerText();
  assert.ok(listed.includes(game.id) && listed.includes(closedId), 'the owner lists every game, the closed room included');
  const ownerView = await owner.page.request.get(new URL(`/api/games/${closedId}`, base).href);
  assert.equal(((await ownerView.json()) as GameView).seed, null, "the owner's view of a closed room's game hides its seed until it is over");
  await owner.close();
});
