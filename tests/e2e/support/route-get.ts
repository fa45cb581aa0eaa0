/**
 * A GET a route handler makes itself (`route.fetch`), asked again once if its connection is reset:
 * the handler's requests reuse a kept-alive connection, which the server closes after 5 s idle
 * (HTTP_KEEP_ALIVE_TIMEOUT_MS), and a request sent as it closes is reset. A browser asks a GET
 * again on that reset; a POST must never be sent twice, so this is for GETs only.
 */
import type { APIResponse, Route } from '@playwright/test';

export function fetchGet(route: Route): Promise<APIResponse> {
  if (route.request().method() !== 'GET') throw new Error(`fetchGet is for GETs, not ${route.request().method()}`);
  return route.fetch({ maxRetries: 1 });
}
