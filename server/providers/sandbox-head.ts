/**
 * The start of every sandbox page, to its `<body>`: English, sized for phones, with the page's
 * title and what it links or holds in its head (a stylesheet, a deferred script, or its styles).
 */
import { escapeHtml } from '../lib/escape-html.js';

export function sandboxHead(title: string, head: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>`;
}

/**
 * The plain look of the sandbox pages that carry their own styles (chain, mailbox, counterparty):
 * a grey page `width` pixels wide, bordered inputs, blue buttons, and green or red notices; `more`
 * is the page's own rules.
 */
export function plainSandboxStyle(width: number, more: string): string {
  return `<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:${width}px;padding:24px;color:#1b1f24;background:#f4f5f7}
input{padding:8px;border:1px solid #b8bec7;border-radius:8px}
button{padding:8px 16px;border-radius:8px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
.notice{background:#dcfce7;padding:12px;border-radius:8px}.notice.error{background:#fee2e2;color:#7f1d1d}
${more}
</style>`;
}
