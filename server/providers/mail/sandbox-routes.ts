/**
 * The local mailbox (APP_MODE=local, no SMTP_URL): what the outbox holds, as JSON for tests and as
 * a page for people. GET /sandbox/mail?to=<address> answers [{to, subject, text, html, sentAt}],
 * newest first. The page needs no script: a form reloads it with ?to=.
 */
import type { Hono } from 'hono';
import { fieldMaxLength, textProblem } from '../../../contract/validation/limits.js';
import type { Database } from '../../db/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { plainSandboxStyle, sandboxHead } from '../sandbox-head.js';

const LIMIT = 100;

/** The mailbox reads the outbox only. */
interface MailSandboxDeps {
  db: Database;
}

/** What is wrong with an address to look up, or undefined when it may be looked up. */
const toProblem = (to: string | undefined) => (to ? textProblem(to, fieldMaxLength('email')) : undefined);

async function messages(deps: MailSandboxDeps, to: string | undefined) {
  let q = deps.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(LIMIT);
  if (to) q = q.where((eb) => eb(eb.fn('lower', ['to']), '=', to.trim().toLowerCase()));
  return q.execute();
}

export function registerMailSandbox(app: Hono, deps: MailSandboxDeps): void {
  app.get('/sandbox/mail', async (c) => {
    const to = c.req.query('to') || undefined;
    c.header('Cache-Control', 'no-store');
    const problem = toProblem(to);
    if (problem) return c.json({ status: 'error', message: `to ${problem}`, errors: { to: problem } }, 400);
    const rows = await messages(deps, to);
    return c.json(
      rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        sentAt: new Date(r.sent_at).toISOString(),
      })),
    );
  });

  app.get('/sandbox/mail/view/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const row = Number.isSafeInteger(id)
      ? await deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    c.header('Cache-Control', 'no-store');
    if (!row) return c.text('No such message', 404);
    return c.html(row.html);
  });

  app.get('/sandbox/mail/view', async (c) => {
    const to = c.req.query('to') ?? '';
    const problem = toProblem(to);
    if (problem) return c.text(`The address ${problem}.`, 400);
    const rows = await messages(deps, to || undefined);
    const e = escapeHtml;
    const items = rows
      .map(
        (r) => `<article>
  <h2>${e(r.subject)}</h2>
  <p class="meta">To ${e(r.to)} · ${e(new Date(r.sent_at).toISOString().replace('T', ' ').slice(0, 19))} UTC · <a href="/sandbox/mail/view/${r.id}">HTML version</a></p>
  <pre>${e(r.text)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    const style = plainSandboxStyle(
      760,
      `form{display:flex;gap:8px;margin:16px 0}input{flex:1}
article{background:#fff;border-radius:12px;padding:16px;margin:12px 0}h2{font-size:17px;margin:0 0 4px}
.meta{color:#5b6470;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;margin:0}`,
    );
    return c.html(`${sandboxHead('Local mailbox', style)}
<h1>Local mailbox</h1>
<p>Messages the app would have emailed. Local mode only; newest first.</p>
<form method="get" action="/sandbox/mail/view"><label for="to" hidden>Address</label>
<input id="to" name="to" type="email" placeholder="Filter by address" value="${e(to)}"><button type="submit">Show</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`);
  });
}
