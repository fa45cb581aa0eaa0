/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), about 17 ms a
 * hash here. An unknown email is checked against a dummy hash so that it costs the same time as
 * a wrong password and the answer's timing does not reveal which emails have accounts.
 */
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm;
const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of a real check, for an email that has no account; always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy password that never matches anything');
  await verifyPassword(await dummy, password);
  return false;
}
