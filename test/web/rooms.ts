/** Network play in the browser tests: making a room from the new-game form, joining it by its code, answering as a seat. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { choices, decisionsTaken, TWO_HOUR } from './play.ts';

/** The host's new game, made a room (the rule options set by `set`, or the players named): its code. */
export async function makeRoom(page: Page, url: string, seed: number, o: { title?: string; players?: string[]; set?: (page: Page) => Promise<void> }): Promise<string> {
  await page.goto(url);
  await page.getByRole('link', { name: `New game: ${o.title ?? TWO_HOUR}` }).click();
  await page.getByLabel('Seed', { exact: true }).fill(String(seed));
  await page.getByLabel(/make a room to share/).check();
  await page.getByText('Rule options').click();
  if (o.set) await o.set(page);
  if (o.players) await fillList(page, 'Players', o.players);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/room\//);
  const code = ((await page.locator('.room-panel .code').textContent()) ?? '').trim();
  assert.match(code, /^[A-Z2-9]{6}$/);
  assert.equal(await page.getByLabel('Link to share').inputValue(), `${url}room/${code}`);
  return code;
}

/**
 * Fills a list of names of the new-game form (its list builder, labelled
 * `label`): the items there are kept and filled in order, more are added with
 * its button, and those beyond `names` removed.
 */
export async function fillList(page: Page, label: string, names: string[]): Promise<void> {
  const list = page.getByRole('group', { name: label, exact: true });
  const one = label.replace(/s$/, '').toLowerCase();
  for (let i = 0; i < names.length; i++) {
    const item = list.getByLabel(`${label}, ${one} ${i + 1}`, { exact: true });
    if ((await item.count()) === 0) await list.getByRole('button', { name: `Add a ${one}` }).click();
    await item.fill(names[i]!);
  }
  while ((await list.getByLabel(`${label}, ${one} ${names.length + 1}`, { exact: true }).count()) > 0) await list.getByRole('button', { name: `Remove ${label}, ${one} ${names.length + 1}` }).click();
}

/** Joins by typing the code on the home page (in lower case, as a person might), and takes `seat`. */
export async function joinRoom(page: Page, url: string, code: string, seat: string | null): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Room code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByRole('region', { name: 'Room' }).waitFor();
  if (seat) {
    await page.getByRole('button', { name: `Take seat ${seat}` }).click();
    await page.getByText(`You play ${seat}.`).waitFor();
  }
}

/** The options this page may click now (its seat is asked). */
export const enabled = (page: Page) => choices(page).locator('ol.options button:enabled');

/**
 * Does `act` (a click on `page`, a seat's page) and waits until every page of
 * `watchers` shows the decision taken: in a room the answer goes over the
 * room's socket and the server sends each viewer its view. A refusal fails
 * with the page's words.
 */
export async function answeredInRoom(page: Page, act: () => Promise<unknown>, watchers: Page[] = [page]): Promise<void> {
  const before = await decisionsTaken(page);
  await act();
  const taken = (n: number) => Number(/(\d+) decisions/.exec(document.querySelector('.game-head .muted')?.textContent ?? '')?.[1]) > n || document.querySelector('.net-room [role="alert"]') !== null;
  for (const w of [page, ...watchers.filter((w) => w !== page)]) await w.waitForFunction(taken, before);
  const refusal = await page.locator('[role="alert"]').allTextContents();
  assert.deepEqual(refusal, [], 'the answer was taken');
  await page.waitForFunction(() => !document.querySelector('.game[aria-busy="true"]'));
}
