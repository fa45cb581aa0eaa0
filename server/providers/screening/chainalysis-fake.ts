/**
 * A local fake of the screening service for tests of the real adapter: it checks the API key and
 * answers identifications for the addresses it was given, or fails as told.
 */
interface FakeScreeningService {
  url: string;
  apiKey: string;
  listed: Map<string, string>;
  /** Set to make the service answer this status (or not answer at all: 'hang'). */
  failWith: number | 'hang' | null;
  fetch: typeof fetch;
  asked: string[];
}

export function fakeScreeningService(): FakeScreeningService {
  const fake: FakeScreeningService = {
    url: 'https://screening.test/api/v1/address/',
    apiKey: 'test-key',
    listed: new Map(),
    failWith: null,
    asked: [],
    fetch: async (input, init) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      if (fake.failWith === 'hang')
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      if (fake.failWith !== null) return new Response('failed', { status: fake.failWith });
      if (headers.get('X-API-Key') !== fake.apiKey) return new Response('{"message":"unauthorized"}', { status: 403 });
      const address = decodeURIComponent(url.slice(fake.url.length));
      fake.asked.push(address);
      const name = fake.listed.get(address);
      return Response.json({
        identifications: name ? [{ category: 'sanctions', name, description: 'listed', url: null }] : [],
      });
    },
  };
  return fake;
}
