/** / (and /signup): the Sign In and Create Account tabs; navigation state activeTab picks one. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AuthNavState, AuthTab } from './nav-state.js';
import { SignInForm } from './SignInForm.js';
import './auth.css';
import { AUTH_LATER_CATALOG, LATER_CATALOG, loadCatalogs } from '../../i18n/catalogs.js';
import * as paths from '../../lib/paths.js';

// The sign-up form (its rules, date field and consent) is a chunk of its own: the sign-in tab, the
// first screen of most visits, does not fetch it. It is fetched as soon as the pointer or the
// keyboard reaches its tab, so it is usually here by the time the tab is chosen. Its rules' words
// are in the catalog that loads after the sign-in page (src/lib/rule-text.ts), and its own in the
// account forms' catalog (decision 467): both fetched with it.
const loadSignUp = () => {
  const words = loadCatalogs([LATER_CATALOG, AUTH_LATER_CATALOG]);
  return import('./SignUpForm.js').then(async (m) => {
    await words;
    return { default: m.SignUpForm };
  });
};
const SignUpForm = lazy(loadSignUp);

const TABS: Array<{ value: AuthTab; label: MessageDescriptor }> = [
  { value: 'signin', label: msg`Sign In` },
  { value: 'signup', label: msg`Create Account` },
];

export default function AuthScreen() {
  const [path] = useLocation();
  const state = useHistoryState<AuthNavState | null>();
  const [tab, setTab] = useState<AuthTab>(state?.activeTab ?? (path === paths.signUp ? 'signup' : 'signin'));
  const id = useId();
  const { t, i18n } = useLingui();
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signin: null, signup: null });

  const onKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: AuthTab =
      e.key === 'Home' ? 'signin' : e.key === 'End' ? 'signup' : tab === 'signin' ? 'signup' : 'signin';
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <section className="auth-card">
      <h1 className="auth-title">
        {tab === 'signin' ? <Trans>Welcome back</Trans> : <Trans>Create your account</Trans>}
      </h1>
      <div role="tablist" aria-label={t`Sign in or create an account`} className="auth-tabs" onKeyDown={onKey}>
        {TABS.map((item) => (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[item.value] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${item.value}-tab`}
            aria-selected={tab === item.value}
            aria-controls={`${id}-${item.value}-panel`}
            tabIndex={tab === item.value ? 0 : -1}
            className="auth-tab"
            onClick={() => setTab(item.value)}
            onPointerEnter={item.value === 'signup' ? () => void loadSignUp() : undefined}
            onFocus={item.value === 'signup' ? () => void loadSignUp() : undefined}
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="auth-panel-body">
        {tab === 'signin' ? (
          <SignInForm initialEmail={state?.email} />
        ) : (
          <Suspense fallback={null}>
            <SignUpForm />
          </Suspense>
        )}
      </div>
    </section>
  );
}
