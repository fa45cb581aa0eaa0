import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A stand-in provider for tests: an HTTP server that hands `answer` each request with its whole body as text. */
export function fakeService(answer: (req: IncomingMessage, body: string, res: ServerResponse) => void): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => answer(req, body, res));
  });
}
