/**
 * The sandbox's hosted card form: HTML rendered on the server, with its script and styles served
 * from their own routes (the app's CSP allows no inline script). It works without the script too:
 * the server checks every field again and shows the same errors.
 */

import { escapeHtml as esc } from '../../lib/escape-html.js';
import { sandboxHead } from '../sandbox-head.js';
import { CARD_MESSAGES, type CardErrors, type CardInput } from './sandbox-card.js';

export const PAY_SCRIPT_PATH = '/sandbox/pay/form.js';
export const PAY_STYLE_PATH = '/sandbox/pay/form.css';

interface PayPageModel {
  token: string;
  amount: string;
  description: string;
  values: Partial<CardInput>;
  errors: CardErrors;
  /** The customer agreed to keep the card for recurring buys: the form says it saves the card. */
  saveCard: boolean;
}

export const SAVE_CARD_NOTICE =
  'This card will be saved for your recurring buys, as you agreed. You can remove it in CoinVault at any time.';

function field(
  name: keyof CardInput,
  label: string,
  m: PayPageModel,
  attrs: string,
  value = m.values[name] ?? '',
): string {
  const err = m.errors[name];
  const id = `f-${name}`;
  return `<div class="field">
  <label for="${id}">${esc(label)}</label>
  <input id="${id}" name="${name}" value="${esc(value)}" ${attrs}${err ? ` aria-invalid="true"` : ''} aria-describedby="${id}-error">
  <p id="${id}-error" class="error" role="alert"${err ? '' : ' hidden'}>${err ? esc(err) : ''}</p>
</div>`;
}

export function payFormPage(m: PayPageModel): string {
  const links = `<link rel="stylesheet" href="${PAY_STYLE_PATH}">
<script src="${PAY_SCRIPT_PATH}" defer></script>`;
  return `${sandboxHead('Card payment (sandbox)', links)}
<main aria-label="Card payment">
  <header>
    <p class="badge">Sandbox · no real money moves</p>
    <h1>Pay <span class="amount">${esc(m.amount)}</span></h1>
    <p class="muted">${esc(m.description)}</p>
    ${m.saveCard ? `<p class="notice" id="save-card">${esc(SAVE_CARD_NOTICE)}</p>` : ''}
  </header>
  <form id="card-form" method="post" action="/sandbox/pay/" novalidate>
    <input type="hidden" name="token" value="${esc(m.token)}">
    ${field('number', 'Card number', m, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4200 0000 0000 0000" required')}
    <div class="row">
      ${field('expiry', 'Expiry (MM/YY)', m, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required')}
      ${field('cvc', 'CVC', m, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required', '')}
    </div>
    ${field('holder', 'Name on card', m, 'autocomplete="cc-name" maxlength="80" required')}
    <div class="actions">
      <button type="submit" name="action" value="pay" class="pay">Pay ${esc(m.amount)}</button>
      <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
  <details>
    <summary>Test cards</summary>
    <ul>
      <li><code>4200 0000 0000 0000</code> succeeds</li>
      <li><code>4005 5500 0000 0019</code> fails</li>
      <li><code>4000 0000 0000 0002</code> is declined by the bank</li>
      <li><code>4000 0000 0000 9995</code> is declined: insufficient funds</li>
      <li><code>4000 0000 0000 0069</code> is declined: expired card</li>
      <li><code>4000 0000 0000 3063</code> is declined: 3-D Secure failed</li>
    </ul>
    <p class="muted">Any future expiry date and any 3-digit CVC.</p>
  </details>
</main>
</body>
</html>`;
}

export function payMessagePage(title: string, text: string): string {
  return `${sandboxHead(title, `<link rel="stylesheet" href="${PAY_STYLE_PATH}">`)}
<main aria-label="Card payment">
  <h1>${esc(title)}</h1>
  <p class="muted">${esc(text)}</p>
</main>
</body>
</html>`;
}

export const PAY_STYLE = `:root{color-scheme:light dark;--bg:#fff;--text:#111827;--muted:#4b5563;--border:#d1d5db;--accent:#1d4ed8;--accent-contrast:#fff;--danger:#b91c1c;--surface-2:#f9fafb}
@media (prefers-color-scheme:dark){:root{--bg:#111827;--text:#f9fafb;--muted:#cbd5e1;--border:#374151;--accent:#93b4ff;--accent-contrast:#0b1120;--danger:#fca5a5;--surface-2:#1f2937}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:460px;margin:0 auto;padding:20px 16px}
h1{font-size:1.4rem;margin:4px 0}
.amount{font-variant-numeric:tabular-nums}
.badge{display:inline-block;margin:0;padding:2px 8px;border-radius:999px;border:1px solid var(--border);font-size:.8rem;color:var(--muted)}
.muted{color:var(--muted);margin:4px 0 16px}
.notice{margin:0 0 16px;padding:8px 12px;border:1px solid var(--border);border-radius:10px;background:var(--surface-2)}
.field{margin-bottom:12px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--border);border-radius:10px;background:var(--surface-2);color:var(--text);font-variant-numeric:tabular-nums}
input:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.error{color:var(--danger);font-size:.85rem;margin:4px 0 0}
.actions{display:flex;gap:12px;margin-top:16px}
button{font:inherit;font-weight:600;padding:11px 16px;border-radius:10px;border:1px solid var(--accent);cursor:pointer}
.pay{flex:1;background:var(--accent);color:var(--accent-contrast)}
.cancel{background:transparent;color:var(--accent)}
button[disabled]{opacity:.6;cursor:progress}
details{margin-top:20px;font-size:.9rem}
code{font-variant-numeric:tabular-nums}
`;

/** The form's script: formatting as you type and the same checks as the server, before sending. */
export const PAY_SCRIPT = `(function () {
  'use strict';
  var M = ${JSON.stringify(CARD_MESSAGES)};
  var form = document.getElementById('card-form');
  if (!form) return;
  function el(name) { return form.elements.namedItem(name); }
  function luhn(d) {
    if (!/^\\d{12,19}$/.test(d)) return false;
    var sum = 0, dbl = false;
    for (var i = d.length - 1; i >= 0; i--) {
      var n = d.charCodeAt(i) - 48;
      if (dbl) { n *= 2; if (n > 9) n -= 9; }
      sum += n; dbl = !dbl;
    }
    return sum % 10 === 0;
  }
  function expiryError(v) {
    var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(v);
    if (!m) return M.expiryFormat;
    var month = Number(m[1]);
    var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return M.expiryFormat;
    var now = new Date();
    var y = now.getFullYear(), mo = now.getMonth() + 1;
    if (year < y || (year === y && month < mo)) return M.expired;
    return '';
  }
  var checks = {
    number: function (v) { return luhn(v.replace(/[\\s-]/g, '')) ? '' : M.number; },
    expiry: expiryError,
    cvc: function (v) { return /^\\d{3,4}$/.test(v.trim()) ? '' : M.cvc; },
    holder: function (v) { return v.trim().length >= 2 ? '' : M.holder; }
  };
  function show(name, message) {
    var input = el(name);
    var out = document.getElementById('f-' + name + '-error');
    if (message) { input.setAttribute('aria-invalid', 'true'); out.textContent = message; out.hidden = false; }
    else { input.removeAttribute('aria-invalid'); out.textContent = ''; out.hidden = true; }
  }
  el('number').addEventListener('input', function (e) {
    var d = e.target.value.replace(/\\D/g, '').slice(0, 19);
    e.target.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  el('expiry').addEventListener('input', function (e) {
    var d = e.target.value.replace(/\\D/g, '').slice(0, 4);
    e.target.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
  el('cvc').addEventListener('input', function (e) { e.target.value = e.target.value.replace(/\\D/g, '').slice(0, 4); });
  Object.keys(checks).forEach(function (name) {
    el(name).addEventListener('blur', function (e) { if (e.target.value) show(name, checks[name](e.target.value)); });
  });
  var sending = false;
  form.addEventListener('submit', function (e) {
    if (sending) { e.preventDefault(); return; }
    var action = e.submitter && e.submitter.value;
    if (action !== 'cancel') {
      var first = null;
      Object.keys(checks).forEach(function (name) {
        var msg = checks[name](el(name).value);
        show(name, msg);
        if (msg && !first) first = el(name);
      });
      if (first) { e.preventDefault(); first.focus(); return; }
    }
    sending = true;
    if (e.submitter) {
      var keep = document.createElement('input');
      keep.type = 'hidden'; keep.name = 'action'; keep.value = action || 'pay';
      form.appendChild(keep);
      if (action !== 'cancel') e.submitter.textContent = 'Processing...';
    }
    Array.prototype.forEach.call(form.querySelectorAll('button'), function (b) { b.disabled = true; });
  });
})();
`;
