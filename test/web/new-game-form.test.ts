/**
 * The new-game form of every system (issue 21): each rule option a real
 * control named in words, no JSON box; lists of names and parties built with
 * add and remove; the game starts with what was picked, and its first log
 * line is a sentence.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { choices, log } from './play.ts';
import { fillList } from './rooms.ts';

const s = browserSuite('new-game-form');
const IDENT = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b[a-z]+(?:-[a-z]+)+\b/;

const TITLES: Record<string, string> = {
  cards: 'Dungeon Crawl, the playing-card game',
  '2hdc': '2 Hour Dungeon Crawl',
  '3d6': 'Dungeon Crawl core system (3d6)',
  exploration: 'Dungeon Crawl Exploration',
  'dungeon-world': 'Dungeon World',
};

for (const [id, title] of Object.entries(TITLES)) {
  test(`${id}: every rule option has a control named in words; none is a JSON box`, async () => {
    const page = s.b.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${s.server.url}new/${id}`);
    await page.getByText('Rule options').click();
    const form = page.locator('form.new-game');
    await form.locator('.field').first().waitFor();
    assert.equal(await form.locator('textarea').count(), 0, 'no text box for JSON');
    for (const label of await form.locator('.field > label, .field > .label').allTextContents()) assert.doesNotMatch(label, IDENT, `the label "${label}" is in words`);
    for (const value of await form.locator('.field input:not([type=checkbox]):not([type=number])').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value))) {
      assert.doesNotMatch(value, /^[[{]/, `no field holds JSON: ${value}`);
    }
    await screenshot(page, `new-game-${id}`);
    void title;
  });
}

test('2hdc: two players named in the party builder, a Dwarf Star picked with what a Dwarf does; the game starts with them and says so in a sentence', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${s.server.url}new/2hdc`);
  await page.getByLabel('Seed', { exact: true }).fill('7');
  await page.getByText('Rule options').click();
  await fillList(page, 'Players', ['Ann', 'Bo']);
  await page.getByRole('button', { name: 'Add a Star' }).click();
  await page.getByLabel('Star 1: Race', { exact: true }).selectOption('Dwarf');
  assert.match((await page.locator('.records .about').first().textContent()) ?? '', /Out of the Fight/, 'what a Dwarf does is shown');
  await screenshot(page, 'new-game-2hdc-party-390');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/game\//);
  await choices(page).waitFor();
  // On a phone the log is a drawer: open it to read the first line.
  await page.getByRole('button', { name: /^Log/ }).click();
  const first = ((await log(page).locator('li').first().textContent()) ?? '').trim();
  assert.equal(first, "A new game of 2 Hour Dungeon Crawl, seed 7, the computer's dice. Rule options: Players: Ann and Bo; Stars: Dwarf, profession chosen in the game, Rep 5.");
});
