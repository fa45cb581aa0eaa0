/** A JSON POST to one of the app's own addresses outside the call table, as a browser page or a provider sends it. */
/** `body` goes as it is when it is a string (a malformed delivery), as JSON otherwise. */
export function postJson(
  env: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    env.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
