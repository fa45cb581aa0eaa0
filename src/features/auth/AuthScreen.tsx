/** / (and /signup): the Sign In and Create Account tabs; navigation state activeTab picks one. */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AuthNavState, AuthTab } from './nav-state.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';
import './auth.css';
import * as paths from '../../lib/paths.js';

const TABS: Array<{ value: AuthTab; label: string }> = [
  { value: 'signin', label: 'Sign In' },
  { value: 'signup', label: 'Create Account' },
];

export default function AuthScreen() {
  const [path] = useLocation();
  const state = useHistoryState<AuthNavState | null>();
  const [tab, setTab] = useState<AuthTab>(state?.activeTab ?? (path === paths.signUp ? 'signup' : 'signin'));
  const id = useId();
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
      <h1 className="auth-title">{tab === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
      <div role="tablist" aria-label="Sign in or create an account" className="auth-tabs" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[t.value] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.value}-tab`}
            aria-selected={tab === t.value}
            aria-controls={`${id}-${t.value}-panel`}
            tabIndex={tab === t.value ? 0 : -1}
            className="auth-tab"
            onClick={() => setTab(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="auth-panel-body">
        {tab === 'signin' ? <SignInForm initialEmail={state?.email} /> : <SignUpForm />}
      </div>
    </section>
  );
}
