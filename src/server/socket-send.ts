/**
 * Sending to a page's WebSocket without buffering for it: a page that does
 * not read what it is sent (its views pile up in the server's memory) is
 * cut off, not waited for. It reconnects and says hello when it reads again.
 */
import type { WebSocket } from 'ws';

/** Bytes a socket may have waiting to be sent before it is closed. */
const MAX_BUFFERED = 1 << 20;

/** Sends `text` unless the socket is closed or holds more than MAX_BUFFERED unsent: then it is terminated. Returns whether it was sent. */
export function sendBounded(socket: WebSocket, text: string): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED) {
    socket.terminate();
    return false;
  }
  socket.send(text);
  return true;
}

/**
 * Closes a socket that broke the rules (too many messages) with `code` and
 * why, and cuts it off shortly after if the page goes on sending.
 */
export function closeFor(socket: WebSocket, code: number, why: string): void {
  if (socket.readyState !== socket.OPEN) return;
  // Nothing more is read from it: what it still sends stays in the kernel's buffers, then goes with the connection.
  socket.pause();
  socket.close(code, why.slice(0, 120));
  setTimeout(() => socket.terminate(), 200).unref();
}
