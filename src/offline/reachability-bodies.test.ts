/**
 * The health questions read only the status, and let the body go: an unread body keeps its
 * request open for the page's life (over HTTP/1.1, one of the host's six connections), and the
 * page never looks done loading. A module of its own, so the probes are the real ones.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { checkReachableOnOpen, takesWrites } from './reachability.js';

/** An answer whose body says when it is read to its end or let go. */
function trackedAnswer(status: number, body: string): { response: Response; ended: () => boolean } {
  let ended = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
        ended = true;
      },
      cancel() {
        ended = true;
      },
    },
    { highWaterMark: 0 },
  ); // nothing read ahead: only a reader or a cancel ends it
  return { response: new Response(stream, { status }), ended: () => ended };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('the check on opening lets the answer go once it has its status', async () => {
  const answer = trackedAnswer(200, 'ok');
  vi.stubGlobal('fetch', async () => answer.response);
  await checkReachableOnOpen();
  expect(answer.ended()).toBe(true);
});

it('readiness lets a success go, and reads a refusal for what it says', async () => {
  const ready = trackedAnswer(200, '{"status":"ready"}');
  vi.stubGlobal('fetch', async () => ready.response);
  expect(await takesWrites()).toBe(true);
  expect(ready.ended()).toBe(true);
  const refused = trackedAnswer(503, '{"database":"down"}');
  vi.stubGlobal('fetch', async () => refused.response);
  expect(await takesWrites()).toBe(false);
  expect(refused.ended()).toBe(true);
});
