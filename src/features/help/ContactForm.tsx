/**
 * The contact form: a subject and a message, checked by the contract's rules (the server's), sent
 * once per attempt (an Idempotency-Key kept until it goes through). After sending it says so in
 * place; the customer also gets a confirmation by email.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import type * as calls from '../../../contract/calls/support.js';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
  validateSupportRequest,
} from '../../../contract/support.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field, FieldMessages, useFieldIds } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { contactSupport } from './api/support.js';

type Fields = FormFields<typeof calls.contactSupport, 'subject' | 'message'>;
const EMPTY: Record<Fields, string> = { subject: '', message: '' };

export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const form = useForm<Fields>(EMPTY, (v) => validateSupportRequest(v));
  const online = useOnline();
  const key = useRef(crypto.randomUUID());
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  const message = useFieldIds(
    undefined,
    form.error('message'),
    `${form.values.message.trim().length} of ${SUPPORT_MESSAGE_MAX} characters`,
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!online) return;
    form.touchAll();
    if (!form.valid) return;
    await form.submit(async () => {
      setRefusal(null);
      try {
        const r = await contactSupport(form.values, key.current);
        key.current = crypto.randomUUID();
        form.reset();
        setSent(r.message ?? SUPPORT_MESSAGES.sent);
      } catch (err) {
        key.current = crypto.randomUUID();
        if (err instanceof ApiCallError && err.code === 'VALIDATION' && form.takeServerErrors(err)) return;
        setRefusal(messageOf(err, SUPPORT_MESSAGES.sendFailed));
      }
    });
  }

  return (
    <section className="card help-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Send us a message</h2>
      {sent ? (
        <div className="help-sent" role="status">
          <p>{sent}</p>
          <Button variant="secondary" onClick={() => setSent(null)}>
            Send another message
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Field
            label="Subject"
            name="subject"
            value={form.values.subject}
            maxLength={SUPPORT_SUBJECT_MAX}
            required
            error={form.error('subject')}
            onChange={(e) => form.set('subject', e.target.value)}
            onBlur={() => form.touch('subject')}
          />
          <div className="field">
            <label htmlFor={message.inputId} className="field-label">
              Message
            </label>
            <div className={`field-control help-message${form.error('message') ? ' field-invalid' : ''}`}>
              <textarea
                id={message.inputId}
                name="message"
                rows={6}
                maxLength={SUPPORT_MESSAGE_MAX}
                required
                value={form.values.message}
                aria-invalid={form.error('message') ? true : undefined}
                aria-describedby={message.describedBy}
                onChange={(e) => form.set('message', e.target.value)}
                onBlur={() => form.touch('message')}
              />
            </div>
            <FieldMessages
              hintId={message.hintId}
              hint={`${form.values.message.trim().length} of ${SUPPORT_MESSAGE_MAX} characters`}
              errorId={message.errorId}
              error={form.error('message')}
            />
          </div>
          <p className="muted help-note">
            We send it with your customer number and answer by email. You can also write to {supportEmail}.
          </p>
          {refusal ? (
            <div className="inline-error" role="alert">
              <p>{refusal}</p>
            </div>
          ) : null}
          <OfflineNotice action="send a message" />
          <OnlineButton type="submit" busy={form.submitting}>
            {form.submitting ? 'Sending...' : 'Send message'}
          </OnlineButton>
        </form>
      )}
    </section>
  );
}
