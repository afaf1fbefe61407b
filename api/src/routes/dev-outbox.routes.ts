import { AppError } from '@larder/shared/errors';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { listOutbox, readOutboxMessage, type OutboxMessage } from '../email/outbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';

/**
 * The development outbox (`LARDER_EMAIL_TRANSPORT=outbox`): every e-mail the API would have sent,
 * newest first, so a newcomer can click a sign-in link and tests can read one. Mounted at `/dev`
 * outside production only.
 */
const OutboxQuerySchema = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' http: https: data:; frame-src 'self'; frame-ancestors 'none'";
/**
 * An e-mail's own HTML runs no script and may not touch the page around it; its links open in a
 * new tab outside the sandbox, so a kitchen's callback page runs as it would from a mail client.
 */
const EMAIL_POLICY =
  "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'self'";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** Plain text with its web addresses made into links. */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"\]]+)/g)
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border:1px solid #e5e7eb}iframe{width:100%;height:38rem;border:1px solid #e5e7eb}
.muted{color:#6b7280}</style></head><body>${body}</body></html>`;
}

function listPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr><td class="muted">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(message.to)}</td><td><a href="/dev/outbox/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Outbox',
    `<h1>Outbox</h1><p class="muted">Every e-mail the API sent in development, newest first
(<a href="/dev/outbox.json">as JSON</a>). Reload after asking for a sign-in link.</p>
${messages.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No e-mail yet.</p>'}`,
  );
}

function messagePage(message: OutboxMessage): string {
  const id = encodeURIComponent(message.id);
  return page(
    message.subject,
    `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<table><tr><th>From</th><td>${escapeHtml(message.from)}</td></tr><tr><th>To</th><td>${escapeHtml(message.to)}</td></tr>
<tr><th>Sent</th><td>${escapeHtml(message.createdAt)}</td></tr>
<tr><th>Stream</th><td>${escapeHtml(message.stream ?? 'outbound')}</td></tr>
${Object.entries(message.headers)
  .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
  .join('\n')}</table>
<h2>Text</h2><pre>${linkedText(message.text)}</pre>
<h2>HTML</h2><iframe title="The e-mail as HTML" src="/dev/outbox/${id}/html"></iframe>`,
  );
}

async function requireMessage(c: Context<AppEnv>, id: string): Promise<OutboxMessage> {
  const message = await readOutboxMessage(c.var.deps.db, id);
  if (!message) throw new AppError('not_found', 'No e-mail with that id is in the outbox.');
  return message;
}

export const devOutboxRoutes = new Hono<AppEnv>()
  .get('/outbox', validate('query', OutboxQuerySchema), async (c) => {
    c.header('Content-Security-Policy', PAGE_POLICY);
    return c.html(listPage(await listOutbox(c.var.deps.db, c.req.valid('query'))));
  })
  .get('/outbox.json', validate('query', OutboxQuerySchema), async (c) =>
    c.json({ messages: await listOutbox(c.var.deps.db, c.req.valid('query')) }),
  )
  .get('/outbox/:id', async (c) => {
    c.header('Content-Security-Policy', PAGE_POLICY);
    return c.html(messagePage(await requireMessage(c, c.req.param('id'))));
  })
  .get('/outbox/:id/html', async (c) => {
    const message = await requireMessage(c, c.req.param('id'));
    c.header('Content-Security-Policy', EMAIL_POLICY);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.html(message.html);
  });
