/**
 * Emails go out in the account's language (decision 263): the chosen one when there is one, else
 * the language the request asked for (the app sends its own as Accept-Language), else English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { latestMail, signUpPayload, signUpThroughApi } from './testing.js';

let env: TestEnv;
let ipCount = 0;
const ip = () => `198.51.100.${++ipCount}`;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function askResetCode(email: string, headers: Record<string, string> = {}) {
  const r = await env.api.call(CALLS.sendEmailOtp, { email, type: 2 }, { ip: ip(), headers });
  expect(r.status).toBe(200);
  return latestMail(env, email);
}

describe('the language of emails', () => {
  it('writes a code email in German for an account set to German, anti-phishing code and all', async () => {
    const u = await createUser(env.deps);
    await env.deps.db.updateTable('users').set({ anti_phishing_code: 'Blauer Wal' }).where('id', '=', u.id).execute();
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    const mail = await askResetCode(u.email, { 'accept-language': 'en' });
    expect(mail.subject).toMatch(/^\d{6} ist Ihr Code zum Zurücksetzen des Passworts bei CoinVault$/);
    expect(mail.text).toContain('Ihr Anti-Phishing-Code: Blauer Wal.');
    expect(mail.text).toMatch(/Ihr Code: \d{6}/);
    expect(mail.text).toContain('läuft in 10 Minuten ab');
    expect(mail.text).not.toMatch(/\b(Your|the|you)\b/);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<strong>Blauer Wal</strong>');
  });

  it('follows a change of language from the next email on', async () => {
    const u = await createUser(env.deps);
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    expect((await askResetCode(u.email)).subject).toContain('Zurücksetzen des Passworts');
    await env.api.call(CALLS.setLanguage, { language: 'fr' }, { token: u.token });
    env.deps.clock.advance(15 * 60_000); // past the wait between two codes
    const next = await askResetCode(u.email);
    expect(next.subject).toMatch(/^\d{6} est votre code de réinitialisation du mot de passe CoinVault$/);
    expect(next.html).toContain('<html lang="fr">');
  });

  it('writes a sign-up code in the language the request asks for, English when it asks for none the app speaks', async () => {
    const polish = signUpPayload().email;
    await env.api.call(
      CALLS.sendEmailOtp,
      { email: polish, type: 1 },
      { ip: ip(), headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' } },
    );
    expect((await latestMail(env, polish)).subject).toMatch(/^\d{6} to Twój kod weryfikacyjny CoinVault$/);
    const other = signUpPayload().email;
    await env.api.call(
      CALLS.sendEmailOtp,
      { email: other, type: 1 },
      { ip: ip(), headers: { 'accept-language': 'pt-BR' } },
    );
    expect((await latestMail(env, other)).subject).toMatch(/^\d{6} is your CoinVault verification code$/);
  });

  it('gives a new account the language the app was showing at sign-up, for the emails sent later', async () => {
    const p = await signUpThroughApi(env, {}, { ip: ip(), headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const row = await env.deps.db
      .selectFrom('users')
      .select('language')
      .where('email_normalized', '=', p.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('de');
    const english = await signUpThroughApi(env, {}, { ip: ip(), headers: { 'accept-language': 'en-GB' } });
    const unset = await env.deps.db
      .selectFrom('users')
      .select('language')
      .where('email_normalized', '=', english.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(unset.language).toBeNull();
  });

  it('keeps an account without a chosen language on the language its request asks for', async () => {
    const u = await createUser(env.deps);
    const mail = await askResetCode(u.email, { 'accept-language': 'es-ES' });
    expect(mail.subject).toMatch(/es tu código para restablecer la contraseña de CoinVault$/);
  });
});
