/**
 * A load balancer for the fault tests: a TCP proxy on the loopback that
 * hands each new connection to the next server in turn, skipping one that
 * does not answer. A killed server's pages reconnect through it and land on
 * one still running.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export function startProxy(ports: number[]): Promise<Proxy> {
  let next = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.pause();
    const tryFrom = (k: number, left: number) => {
      if (left === 0) return client.destroy();
      const port = ports[k % ports.length]!;
      const up = connect(port, '127.0.0.1');
      up.once('connect', () => {
        open.add(up);
        up.on('close', () => open.delete(up));
        client.pipe(up).pipe(client);
        client.resume();
        up.on('error', () => client.destroy());
        client.on('error', () => up.destroy());
        up.on('close', () => client.destroy());
        client.on('close', () => up.destroy());
      });
      up.once('error', () => tryFrom(k + 1, left - 1));
    };
    tryFrom(next++, ports.length);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`,
        close: () =>
          new Promise<void>((done) => {
            for (const s of open) s.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}
