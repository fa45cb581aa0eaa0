/**
 * A local fake of a beneficiary provider speaking TRP, for tests of the real adapter: it records
 * each inquiry (headers and body as sent) and answers as told.
 */
interface FakeTrpProvider {
  endpoint: string;
  /** What the next inquiries get: an answer body, an empty acknowledgement, a status, or no answer. */
  reply: { approved: { address: string; callback: string } } | { rejected: unknown } | 'ack' | number | 'hang' | string;
  inquiries: { headers: Headers; body: string }[];
  fetch: typeof fetch;
}

export function fakeTrpProvider(): FakeTrpProvider {
  const fake: FakeTrpProvider = {
    endpoint: 'https://vasp.test/trp/inquiry',
    reply: 'ack',
    inquiries: [],
    fetch: async (input, init) => {
      if (fake.reply === 'hang')
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      fake.inquiries.push({ headers: new Headers(init?.headers), body: String(init?.body) });
      if (String(input) !== fake.endpoint) return new Response('not found', { status: 404 });
      if (typeof fake.reply === 'number') return new Response('failed', { status: fake.reply });
      if (fake.reply === 'ack') return new Response('', { status: 200 });
      if (typeof fake.reply === 'string') return new Response(fake.reply, { status: 200 });
      return Response.json(fake.reply);
    },
  };
  return fake;
}
