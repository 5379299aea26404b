/** The browser's reconnecting live channel (web/src/reconnect.ts), on a stand-in WebSocket and mocked timers. */
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: URL) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}
Object.assign(globalThis, { WebSocket: FakeSocket, location: { href: 'https://example.test/game/1' }, window: globalThis });
const { keepOpen } = await import('../../web/src/reconnect.ts');

function channel(closed: () => boolean = () => true) {
  FakeSocket.made = [];
  const heard = { opened: 0, closed: 0, steps: [] as number[] };
  const c = keepOpen('/api/games/1/live', {
    opened: () => void heard.opened++,
    heard: (m) => void (m.type === 'step' && heard.steps.push(m.step)),
    closed: () => {
      heard.closed++;
      return closed();
    },
  });
  return { c, heard };
}

test('opens a wss socket on the page\'s host and hears its messages', () => {
  const { heard } = channel();
  const s = FakeSocket.made[0]!;
  assert.equal(s.url.href, 'wss://example.test/api/games/1/live');
  s.onopen!();
  s.onmessage!({ data: JSON.stringify({ type: 'step', step: 4 }) });
  assert.deepEqual(heard, { opened: 1, closed: 0, steps: [4] });
});

test('a dropped socket is opened again after a wait; told to stop trying, it is not', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { heard } = channel();
    FakeSocket.made[0]!.onclose!({ code: 1006 });
    await Promise.resolve();
    assert.equal(FakeSocket.made.length, 1, 'not at once');
    mock.timers.tick(250);
    assert.equal(FakeSocket.made.length, 2, 'again after the first wait');
    FakeSocket.made[1]!.onopen!();
    assert.equal(heard.opened, 1);
    let again = true;
    const second = channel(() => again);
    again = false;
    FakeSocket.made[0]!.onclose!({ code: 4404 });
    await Promise.resolve();
    mock.timers.tick(10_000);
    assert.equal(FakeSocket.made.length, 1, 'no new socket');
    assert.equal(second.heard.closed, 1);
  } finally {
    mock.timers.reset();
  }
});

test('once stopped, the old socket is closed and its late close or message is not heard', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { c, heard } = channel();
    const s = FakeSocket.made[0]!;
    s.onopen!();
    c.stop();
    assert.ok(s.closed);
    s.onmessage!({ data: JSON.stringify({ type: 'step', step: 9 }) });
    s.onclose!({ code: 1000 });
    await Promise.resolve();
    mock.timers.tick(10_000);
    assert.deepEqual(heard, { opened: 1, closed: 0, steps: [] });
    assert.equal(FakeSocket.made.length, 1, 'no reconnection');
  } finally {
    mock.timers.reset();
  }
});
