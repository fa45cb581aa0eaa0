/**
 * The contact form: a subject and a message, checked by the contract's rules (the server's), sent
 * once per attempt (an Idempotency-Key kept until it goes through). After sending it says so in
 * place; the customer also gets a confirmation by email.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
// The contract keeps the shortest length to itself; its English rule says it.
const MIN = /\d+/.exec(SUPPORT_MESSAGES.messageLength)?.[0] ?? '';
const MAX = SUPPORT_MESSAGE_MAX;
const SUBJECT_MAX = SUPPORT_SUBJECT_MAX;

/** The contract's checks answer in English: each of its texts as the form shows it. */
const CHECK_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [SUPPORT_MESSAGES.subjectRequired, msg`Enter a subject`],
  [SUPPORT_MESSAGES.subjectLength, msg`Subject must be at most ${SUBJECT_MAX} characters`],
  [SUPPORT_MESSAGES.messageLength, msg`Message must be ${MIN} to ${MAX} characters`],
  [SUPPORT_MESSAGES.notAllowed, msg`Contains characters that are not allowed`],
]);

export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const form = useForm<Fields>(EMPTY, (v) => validateSupportRequest(v));
  const online = useOnline();
  const key = useRef(crypto.randomUUID());
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = useId();
  const { i18n, t } = useLingui();
  const errorOf = (field: Fields): string | null => {
    const text = form.error(field);
    const known = text ? CHECK_TEXTS.get(text) : undefined;
    return known ? i18n._(known) : (text ?? null);
  };
  const length = form.values.message.trim().length;
  const counter = t`${length} of ${MAX} characters`;
  const message = useFieldIds(undefined, errorOf('message'), counter);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!online) return;
    form.touchAll();
    if (!form.valid) return;
    await form.submit(async () => {
      setRefusal(null);
      try {
        await contactSupport(form.values, key.current);
        key.current = crypto.randomUUID();
        form.reset();
        setSent(t`Message sent. We emailed you a copy and will answer by email.`);
      } catch (err) {
        key.current = crypto.randomUUID();
        if (err instanceof ApiCallError && err.code === 'VALIDATION' && form.takeServerErrors(err)) return;
        setRefusal(messageOf(err, t`Your message could not be sent. Please try again, or email us.`));
      }
    });
  }

  return (
    <section className="card help-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Send us a message</Trans>
      </h2>
      {sent ? (
        <div className="help-sent" role="status">
          <p>{sent}</p>
          <Button variant="secondary" onClick={() => setSent(null)}>
            <Trans>Send another message</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Field
            label={t`Subject`}
            name="subject"
            value={form.values.subject}
            maxLength={SUPPORT_SUBJECT_MAX}
            required
            error={errorOf('subject')}
            onChange={(e) => form.set('subject', e.target.value)}
            onBlur={() => form.touch('subject')}
          />
          <div className="field">
            <label htmlFor={message.inputId} className="field-label">
              <Trans>Message</Trans>
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
              hint={counter}
              errorId={message.errorId}
              error={errorOf('message')}
            />
          </div>
          <p className="muted help-note">
            <Trans>
              We send it with your customer number and answer by email. You can also write to {supportEmail}.
            </Trans>
          </p>
          {refusal ? (
            <div className="inline-error" role="alert">
              <p>{refusal}</p>
            </div>
          ) : null}
          <OfflineNotice message={t`A connection is needed to send a message.`} />
          <OnlineButton type="submit" busy={form.submitting}>
            {form.submitting ? t`Sending...` : t`Send message`}
          </OnlineButton>
        </form>
      )}
    </section>
  );
}
