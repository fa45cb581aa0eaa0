/**
 * A TCP proxy that holds every chunk `oneWayMs` before passing it on, each way: a request and its
 * answer then take a round trip of twice that, as on a phone's link, with the machine's own
 * bandwidth. The browser still opens six connections a host, as it would to the real server.
 */
import { connect, createServer, type Server } from 'node:net';

export function delayProxy(listenPort: number, targetPort: number, oneWayMs: number): Promise<Server> {
  const proxy = createServer((client) => {
    const server = connect(targetPort, '127.0.0.1');
    client.on('data', (chunk) => setTimeout(() => server.write(chunk), oneWayMs));
    server.on('data', (chunk) => setTimeout(() => client.write(chunk), oneWayMs));
    const end = () => {
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  return new Promise((resolve) => proxy.listen(listenPort, '127.0.0.1', () => resolve(proxy)));
}
