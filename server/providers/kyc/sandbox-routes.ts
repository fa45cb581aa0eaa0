/**
 * The local identity-check widget (APP_MODE=local with the sandbox provider): the page the PWA
 * embeds in place of Sumsub's, its script, and the calls it makes. A submission is reviewed by the
 * sandbox provider's rule and reported to the server's webhook endpoint 2 s later, signed, the
 * way Sumsub reports reviews. Uploaded images are counted, never stored.
 */
import type { Hono } from 'hono';
import type { Logger } from '../../log.js';
import { KYC_WEBHOOK_PATH, type KycProvider, type ProviderReview } from './port.js';
import { SANDBOX_REVIEW_DELAY_MS, type SandboxKycProvider, type SandboxWebhook } from './sandbox.js';
import { KYC_WIDGET_PAGE, KYC_WIDGET_SCRIPT } from './sandbox-page.js';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const SANDBOX_KYC_SUBMIT_PATH = '/sandbox/kyc/submit';
/** Two images at their limit, and the form around them. */
export const SANDBOX_KYC_SUBMIT_MAX_BYTES = 2 * MAX_IMAGE_BYTES + 64 * 1024;

/** The widget talks to the identity provider and logs what fails. */
interface KycSandboxDeps {
  log: Logger;
  providers: { kyc: KycProvider };
}

type Requester = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

async function deliver(app: Requester, hook: SandboxWebhook): Promise<boolean> {
  const res = await app.request(KYC_WEBHOOK_PATH, { method: 'POST', headers: hook.headers, body: hook.body });
  return res.ok;
}

/** Sends every review that is due as a webhook; marks each delivered once the server took it. */
export async function deliverDueSandboxReviews(
  app: Requester,
  deps: Pick<KycSandboxDeps, 'providers'>,
): Promise<number> {
  const provider = deps.providers.kyc;
  if (provider.kind !== 'sandbox') return 0;
  const sandbox = provider as SandboxKycProvider;
  let delivered = 0;
  for (const hook of await sandbox.dueWebhooks()) {
    if (await deliver(app, hook)) {
      await sandbox.markDelivered(hook.userId);
      delivered += 1;
    }
  }
  return delivered;
}

function tokenOf(body: unknown): string {
  return typeof body === 'object' && body !== null && typeof (body as { token?: unknown }).token === 'string'
    ? (body as { token: string }).token
    : '';
}

/** A review as the widget reads it, the shape a provider's SDK answers with. */
function reviewView(review: ProviderReview) {
  return {
    applicantId: review.applicantId,
    reviewStatus: review.reviewStatus,
    reviewResult: review.reviewAnswer
      ? { reviewAnswer: review.reviewAnswer, reviewRejectType: review.reviewRejectType ?? undefined }
      : undefined,
  };
}

export function registerKycSandbox(app: Hono, deps: KycSandboxDeps): void {
  if (deps.providers.kyc.kind !== 'sandbox') return;
  const sandbox = deps.providers.kyc as SandboxKycProvider;
  const deliverSoon = () => {
    const timer = setTimeout(() => {
      void deliverDueSandboxReviews(app, deps).catch((e) =>
        deps.log.error('sandbox kyc delivery failed', { error: e instanceof Error ? e.message : 'unknown' }),
      );
    }, SANDBOX_REVIEW_DELAY_MS + 50);
    timer.unref?.();
  };

  app.get('/sandbox/kyc', (c) => c.redirect('/sandbox/kyc/'));
  app.get('/sandbox/kyc/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(KYC_WIDGET_PAGE);
  });
  app.get('/sandbox/kyc/widget.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(KYC_WIDGET_SCRIPT);
  });

  app.post('/sandbox/kyc/applicant', async (c) => {
    const userId = await sandbox.userForToken(tokenOf(await c.req.json().catch(() => null)));
    if (!userId) return c.json({ error: 'Not authorized' }, 401);
    return c.json(reviewView(await sandbox.review(userId)));
  });

  app.post(SANDBOX_KYC_SUBMIT_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const token = typeof form?.token === 'string' ? form.token : '';
    const doc = form?.document;
    const selfie = form?.selfie;
    if (!(doc instanceof File) || !(selfie instanceof File) || doc.size === 0 || selfie.size === 0)
      return c.json({ error: 'A document photo and a selfie are required' }, 400);
    if (doc.size > MAX_IMAGE_BYTES || selfie.size > MAX_IMAGE_BYTES)
      return c.json({ error: 'Each image must be at most 10 MB' }, 413);
    const hook = await sandbox.submit(token, { documentBytes: doc.size, selfieBytes: selfie.size });
    if (!hook) return c.json({ error: 'Not authorized' }, 401);
    await deliver(app, hook);
    deliverSoon();
    return c.json({ reviewStatus: 'pending' });
  });

  app.post('/sandbox/kyc/status', async (c) => {
    const userId = await sandbox.userForToken(tokenOf(await c.req.json().catch(() => null)));
    if (!userId) return c.json({ error: 'Not authorized' }, 401);
    // A review that fell due is reported before it is shown, as a provider would.
    await deliverDueSandboxReviews(app, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(reviewView(await sandbox.review(userId)));
  });
}
