import { test } from 'node:test';
import assert from 'node:assert/strict';
import { article, counted, listAnd, plural, withArticle } from '../../src/core/text.ts';

test('articles follow the sound: an Orc, an Ogre, a Goblin, a Unicorn, an hour', () => {
  assert.deepEqual(['Orc', 'Ogre', 'Elf', 'Imp', 'Undead', 'Goblin', 'Room', 'Unicorn', 'one-eyed giant', 'hour', 'Dead end'].map(withArticle), [
    'an Orc', 'an Ogre', 'an Elf', 'an Imp', 'an Undead', 'a Goblin', 'a Room', 'a Unicorn', 'a one-eyed giant', 'an hour', 'a Dead end',
  ]);
  assert.equal(article('"T" corridor'), 'a');
});

test('counts agree with their nouns and verbs; lists end with "and"', () => {
  assert.equal(counted(1, 'enemy', 'enemies'), '1 enemy');
  assert.equal(counted(2, 'enemy', 'enemies'), '2 enemies');
  assert.equal(counted(0, 'card'), '0 cards');
  assert.equal(plural(1, 'is', 'are'), 'is');
  assert.equal(plural(3, 'is', 'are'), 'are');
  assert.deepEqual([[], ['Ann'], ['Ann', 'Bob'], ['Ann', 'Bob', 'Cid']].map(listAnd), ['', 'Ann', 'Ann and Bob', 'Ann, Bob and Cid']);
});
