/**
 * Who sent this deposit (decision 274): a deposit that came without the sender's information is
 * in the wallet but cannot be withdrawn until the customer answers: their own wallet or someone
 * else's, at a provider (from the directory, or not listed) or self-hosted, and someone else's
 * name. Above the threshold from their own self-hosted wallet not yet proven theirs, they prove it
 * first in the withdraw form's proof dialog (a signed message, or a test deposit where the network
 * cannot sign), then the answer is sent. The answer writes: offline, the screen says why it waits.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OriginKind, OriginOwner, OriginWallet } from '../../../contract/deposit-origin.js';
import type { ProviderDirectoryEntry } from '../../../contract/travel-rule.js';
import { answerDepositOrigin, getDepositOrigins, getProviders } from '../../api/deposit-origin.js';
import { messageOf } from '../../api/errors.js';
import { formatCryptoWithSymbol } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { OwnershipProofDialog } from '../../ownership-proof/OwnershipProofDialog.js';
import { useForm } from '../../state/use-form.js';
import { loadedData, useLoad } from '../../state/use-load.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { InlineError } from '../../ui/InlineError.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import '../../ui/screens.css';
import './deposit-origin.css';

function Choice<T extends string>(p: {
  legend: string;
  name: string;
  value: T | '';
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
  error?: string | undefined;
}) {
  const errorId = `origin-${p.name}-error`;
  return (
    <fieldset className="origin-choice" aria-describedby={p.error ? errorId : undefined}>
      <legend className="field-label">{p.legend}</legend>
      {p.options.map(([v, label]) => (
        <label key={v} className="origin-option">
          <input type="radio" name={p.name} value={v} checked={p.value === v} onChange={() => p.onChange(v)} />
          <span>{label}</span>
        </label>
      ))}
      {p.error ? (
        <p id={errorId} className="field-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function DepositOriginScreen() {
  const { t } = useLingui();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [, navigate] = useLocation();
  // A failed read is said as such, with a retry: never as 'does not need an answer'.
  const [loaded, reload] = useLoad(() => getDepositOrigins().then((all) => all.find((d) => d.id === id) ?? null), [id]);
  const deposit = loaded.state === 'ready' ? loaded.data : undefined;
  // Without the directory the provider's name is typed (decision 368).
  const [directory] = useLoad(() => getProviders().catch(() => [] as ProviderDirectoryEntry[]), []);
  const providers = loadedData(directory) ?? [];
  const form = useForm(
    { owner: '', wallet: '', providerId: '', providerName: '', kind: '', name: '', address: '' },
    (v) => ({
      owner: v.owner ? undefined : t`Tell us whether it came from your own wallet or someone else’s, and from where.`,
      wallet: v.wallet ? undefined : t`Tell us whether it came from your own wallet or someone else’s, and from where.`,
      name:
        v.owner === 'other' && !v.name.trim()
          ? t`Enter the full name of the person or the legal name of the business.`
          : undefined,
      kind: v.owner === 'other' && !v.kind ? t`Tell us whether the sender is a person or a business.` : undefined,
      // A provider is named: from the list, or by its name when not listed (decision 368).
      providerName:
        v.wallet === 'provider' && !v.providerId && !v.providerName.trim()
          ? t`Choose the provider from the list, or enter its name.`
          : undefined,
    }),
    'submit',
  );
  const { owner, wallet, providerId, providerName, kind, name, address } = form.values as {
    owner: OriginOwner | '';
    wallet: OriginWallet | '';
    providerId: string;
    providerName: string;
    kind: OriginKind | '';
    name: string;
    address: string;
  };
  const [proofOpen, setProofOpen] = useState(false);
  const [proven, setProven] = useState(false);
  // What the answer led to. The screen stays on it until the customer goes back: a toast alone
  // was gone before the wallet had loaded, so nothing said the answer had arrived.
  const [answered, setAnswered] = useState<'review' | 'done' | null>(null);

  if (loaded.state === 'error')
    return (
      <div className="screen origin-page">
        <InlineError onRetry={reload}>
          <p>
            <Trans>This deposit could not be loaded.</Trans>
          </p>
        </InlineError>
      </div>
    );
  if (deposit === undefined)
    return (
      <p className="screen" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (deposit === null)
    return (
      <div className="screen origin-page">
        <p>
          <Trans>This deposit does not need an answer.</Trans>
        </p>
        <Button onClick={() => navigate(paths.wallet)}>
          <Trans>Back to wallet</Trans>
        </Button>
      </div>
    );

  const outcomeText = (o: 'review' | 'done') =>
    o === 'review'
      ? t`Thank you. Our compliance team reviews your answer before this deposit can be withdrawn.`
      : t`Thank you. Your deposit can now be withdrawn.`;

  if (answered) {
    return (
      <div className="screen origin-page">
        <div role="status" data-testid="origin-answered">
          {/* Focus moves here, so a screen reader reads the outcome as the form gives way to it. */}
          <h1 className="origin-title" tabIndex={-1} ref={(el) => el?.focus()}>
            <Trans>Answer sent</Trans>
          </h1>
          <p>{outcomeText(answered)}</p>
        </div>
        <Button onClick={() => navigate(paths.wallet)}>
          <Trans>Back to wallet</Trans>
        </Button>
      </div>
    );
  }

  const amount = formatCryptoWithSymbol(deposit.amount, deposit.currency);
  const network = deposit.networkName;
  const proofAsked = owner === 'self' && wallet === 'self_hosted' && deposit.proofNeeded && !proven;
  const fromAddress = deposit.fromAddress ?? address.trim();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    form.touchAll();
    if (!form.valid || !owner || !wallet) return;
    if (proofAsked) {
      if (!fromAddress) return form.setMessage(t`Enter the address it was sent from.`);
      form.setMessage(undefined);
      return setProofOpen(true);
    }
    send(owner, wallet);
  }

  function send(owner: OriginOwner, wallet: OriginWallet) {
    void form.submit(async () => {
      try {
        const reply = await answerDepositOrigin({
          depositId: deposit!.id,
          owner,
          wallet,
          providerId: wallet === 'provider' ? providerId : '',
          providerName: wallet === 'provider' && !providerId ? providerName : '',
          kind: owner === 'other' ? kind : '',
          name: owner === 'other' ? name : '',
          address: deposit!.fromAddress ? '' : address,
        });
        // Someone else's self-hosted wallet above the threshold: compliance looks first (decision 368).
        const outcome = reply.data?.state === 'review' ? 'review' : 'done';
        // The toaster's live region, there from the start, is what a screen reader announces.
        toast.success(outcomeText(outcome));
        setAnswered(outcome);
      } catch (err) {
        if (!form.takeServerErrors(err)) form.setMessage(messageOf(err, t`Something went wrong. Please try again.`));
      }
    });
  }

  return (
    <>
      <form className="screen origin-page" onSubmit={submit} noValidate>
        <h1 className="origin-title">
          <Trans>Who sent this deposit?</Trans>
        </h1>
        <p>
          <Trans>
            Your deposit of {amount} on {network} arrived without the sender’s information. The law asks us to know who
            sends money to you. Until you answer, it cannot be withdrawn; you can still swap it.
          </Trans>
        </p>
        <Choice
          legend={t`Whose wallet did it come from?`}
          name="owner"
          value={owner}
          options={[
            ['self', t`My own wallet`],
            ['other', t`Another person or business`],
          ]}
          onChange={(v) => form.set('owner', v)}
          error={form.error('owner')}
        />
        <Choice
          legend={t`Where is that wallet?`}
          name="wallet"
          value={wallet}
          options={[
            ['provider', t`At an exchange or another provider`],
            ['self_hosted', t`A wallet its owner controls (self-hosted)`],
          ]}
          onChange={(v) => form.set('wallet', v)}
          error={form.error('wallet')}
        />
        {wallet === 'provider' ? (
          <div className="field">
            <label className="field-label" htmlFor="origin-provider">
              <Trans>Provider</Trans>
            </label>
            <select
              id="origin-provider"
              className="origin-select"
              value={providerId}
              onChange={(e) => form.set('providerId', e.target.value)}
            >
              <option value="">{t`Not listed`}</option>
              {providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {wallet === 'provider' && !providerId ? (
          <Field
            label={t`Name of the provider`}
            value={providerName}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => form.set('providerName', e.target.value)}
            error={form.error('providerName')}
          />
        ) : null}
        {owner === 'other' ? (
          <>
            <Choice
              legend={t`Is the sender a person or a business?`}
              name="kind"
              value={kind}
              options={[
                ['person', t`A person`],
                ['business', t`A business`],
              ]}
              onChange={(v) => form.set('kind', v)}
              error={form.error('kind')}
            />
            <Field
              label={kind === 'business' ? t`Legal name of the business` : t`Full name of the person`}
              value={name}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => form.set('name', e.target.value)}
              error={form.error('name')}
            />
          </>
        ) : null}
        {proofAsked ? (
          <section className="origin-proof" aria-labelledby="origin-proof-title">
            <h2 id="origin-proof-title">
              <Trans>Prove this wallet is yours</Trans>
            </h2>
            <p>
              <Trans>
                This deposit is above the amount for which the law asks us to check that a self-hosted wallet is yours.
                When you send your answer, you prove it once for this address: by signing a message with the wallet, or
                where it cannot sign, by a small test deposit.
              </Trans>
            </p>
            {deposit.fromAddress ? null : (
              <Field
                label={t`Address it was sent from`}
                value={address}
                maxLength={128}
                autoComplete="off"
                onChange={(e) => form.set('address', e.target.value)}
                error={form.error('address')}
              />
            )}
          </section>
        ) : null}
        {form.message ? (
          <p className="field-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <OfflineNotice message={t`A connection is needed to send your answer.`} />
        <OnlineButton type="submit" busy={form.submitting} block>
          <Trans>Send answer</Trans>
        </OnlineButton>
      </form>
      {/* Outside the answer's form: the dialog's own form must not submit this one. */}
      {proofOpen ? (
        <OwnershipProofDialog
          routeId={deposit.paymentRouteId}
          address={fromAddress}
          proofFor="deposit_answer"
          onProven={() => {
            setProofOpen(false);
            setProven(true);
            send('self', 'self_hosted');
          }}
          onCancel={() => setProofOpen(false)}
        />
      ) : null}
    </>
  );
}
