/**
 * The sandbox identity-check widget: an HTML page and its script, served as separate resources
 * because the app's Content-Security-Policy allows no inline script. The page talks to its parent
 * window with the messages the real WebSDK sends (idCheck.onReady, idCheck.onApplicantLoaded,
 * idCheck.onStepCompleted, idCheck.onApplicantSubmitted, idCheck.onApplicantStatusChanged,
 * idCheck.onError), each posted as {source: 'kyc-widget', type, payload} to the parent's origin.
 */
import { sandboxHead } from '../sandbox-head.js';

export const KYC_WIDGET_PAGE = `${sandboxHead(
  'Identity check (sandbox)',
  `<style>
  :root { color-scheme: light dark; --bg: #ffffff; --text: #111827; --muted: #4b5563; --border: #d1d5db;
    --accent: #1d4ed8; --accent-contrast: #ffffff; --ok: #047857; --bad: #b91c1c; --soft: #f3f4f6; }
  @media (prefers-color-scheme: dark) { :root { --bg: #111827; --text: #f9fafb; --muted: #cbd5e1;
    --border: #374151; --accent: #93b4ff; --accent-contrast: #0b1120; --ok: #34d399; --bad: #fca5a5; --soft: #1f2937; } }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: var(--bg); color: var(--text); }
  main { max-width: 520px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p { line-height: 1.5; }
  .muted { color: var(--muted); font-size: 0.875rem; }
  .step { border: 1px solid var(--border); border-radius: 12px; padding: 16px; margin: 16px 0; }
  .step h2 { font-size: 1rem; margin: 0 0 8px; }
  label { display: block; font-weight: 600; margin-bottom: 8px; }
  input[type=file] { width: 100%; padding: 8px; border: 1px dashed var(--border); border-radius: 10px; background: var(--soft); color: var(--text); }
  img.preview { display: block; max-width: 100%; max-height: 160px; margin-top: 8px; border-radius: 8px; }
  button { width: 100%; min-height: 44px; border: 0; border-radius: 10px; background: var(--accent); color: var(--accent-contrast); font-weight: 600; font-size: 1rem; cursor: pointer; }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  .status { margin-top: 16px; padding: 12px; border-radius: 10px; background: var(--soft); }
  .status.ok { color: var(--ok); } .status.bad { color: var(--bad); }
  [hidden] { display: none !important; }
</style>`,
)}
<main>
  <h1>Identity check</h1>
  <p class="muted">Sandbox provider for local runs. Nothing you upload leaves this machine or is kept.
  Review rule: a last name starting with "Reject" is rejected, one starting with "Retry" is asked to try again, anyone else is approved.</p>
  <form id="kyc-form" novalidate>
    <section class="step" aria-labelledby="doc-title">
      <h2 id="doc-title">Step 1 of 2: Identity document</h2>
      <label for="document">Photo of your passport, ID card or driving licence</label>
      <input id="document" name="document" type="file" accept="image/*" required>
      <img id="document-preview" class="preview" alt="Document preview" hidden>
    </section>
    <section class="step" aria-labelledby="selfie-title">
      <h2 id="selfie-title">Step 2 of 2: Selfie</h2>
      <label for="selfie">A photo of your face</label>
      <input id="selfie" name="selfie" type="file" accept="image/*" capture="user" required>
      <img id="selfie-preview" class="preview" alt="Selfie preview" hidden>
    </section>
    <button id="submit" type="submit" disabled>Submit for review</button>
  </form>
  <div id="status" class="status" role="status" aria-live="polite" hidden></div>
</main>
<script src="/sandbox/kyc/widget.js"></script>
</body>
</html>`;

export const KYC_WIDGET_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.hash.slice(1));
  var token = params.get('token') || '';
  var form = document.getElementById('kyc-form');
  var submit = document.getElementById('submit');
  var statusBox = document.getElementById('status');
  var doc = document.getElementById('document');
  var selfie = document.getElementById('selfie');

  function post(type, payload) {
    if (window.parent && window.parent !== window) {
      window.parent.postMessage({ source: 'kyc-widget', type: type, payload: payload || {} }, location.origin);
    }
  }
  function show(text, tone) {
    statusBox.hidden = false;
    statusBox.textContent = text;
    statusBox.className = 'status' + (tone ? ' ' + tone : '');
  }
  function call(path, body) {
    return fetch(path, body instanceof FormData
      ? { method: 'POST', body: body }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
  function preview(input, img) {
    input.addEventListener('change', function () {
      var f = input.files && input.files[0];
      if (f) { img.src = URL.createObjectURL(f); img.hidden = false; } else { img.hidden = true; }
      if (f) post('idCheck.onStepCompleted', { idDocSetType: input === doc ? 'IDENTITY' : 'SELFIE' });
      submit.disabled = !(doc.files && doc.files[0] && selfie.files && selfie.files[0]);
    });
  }
  preview(doc, document.getElementById('document-preview'));
  preview(selfie, document.getElementById('selfie-preview'));
  // Files chosen before this script ran (a slow network) fired no change event we heard.
  submit.disabled = !(doc.files && doc.files[0] && selfie.files && selfie.files[0]);

  function finish(review) {
    var answer = review.reviewResult && review.reviewResult.reviewAnswer;
    post('idCheck.onApplicantStatusChanged', review);
    if (answer === 'GREEN') show('Verification approved.', 'ok');
    else if (review.reviewResult && review.reviewResult.reviewRejectType === 'RETRY') show('We could not verify you. Please try again with clearer photos.', 'bad');
    else show('Verification rejected.', 'bad');
  }
  function poll() {
    call('/sandbox/kyc/status', { token: token }).then(function (r) { return r.json(); }).then(function (review) {
      if (review.reviewStatus === 'completed') finish(review);
      else setTimeout(poll, 500);
    }).catch(function () { setTimeout(poll, 1000); });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (submit.disabled) return;
    submit.disabled = true;
    show('Uploading...');
    var data = new FormData();
    data.append('token', token);
    data.append('document', doc.files[0]);
    data.append('selfie', selfie.files[0]);
    call('/sandbox/kyc/submit', data).then(function (r) {
      if (!r.ok) throw new Error('submit ' + r.status);
      return r.json();
    }).then(function (review) {
      post('idCheck.onApplicantSubmitted', {});
      post('idCheck.onApplicantStatusChanged', review);
      show('Thank you. Your documents are being reviewed...');
      setTimeout(poll, 2000);
    }).catch(function () {
      submit.disabled = false;
      show('Upload failed. Please try again.', 'bad');
      post('idCheck.onError', { code: 'submit-failed', error: 'Upload failed' });
    });
  });

  call('/sandbox/kyc/applicant', { token: token }).then(function (r) {
    if (r.status === 401) throw new Error('Not authorized');
    if (!r.ok) throw new Error('Initialization failed');
    return r.json();
  }).then(function (a) {
    post('idCheck.onReady', {});
    post('idCheck.onApplicantLoaded', { applicantId: a.applicantId });
    if (a.reviewStatus === 'completed') { form.hidden = true; finish(a); }
    else if (a.reviewStatus === 'pending') { form.hidden = true; show('Your documents are being reviewed...'); poll(); }
  }).catch(function (err) {
    form.hidden = true;
    show(err.message, 'bad');
    post('idCheck.onError', { code: 'init', error: err.message });
  });
})();
`;
