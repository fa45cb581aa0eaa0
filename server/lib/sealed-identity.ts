/**
 * Identity fields kept beside the Travel Rule records (decision 335): who receives a withdrawal
 * (withdrawals.beneficiary), the beneficiary's name kept with an address book entry and the names
 * a compliance case holds. Each is sealed as the records are (AES-256-GCM under the data key),
 * with the row it belongs to as associated data, so a sealed value cannot be moved to another row.
 * A value in plain text is one written before (or by an instance older than) this rule: read as it
 * is until the sealing job converts it. Plain values cannot look sealed: names hold no digits and
 * the JSON values start with a bracket.
 */
import { openSecret, sealSecret } from './sealed-secret.js';

const SEALED = /^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/;

export const isSealed = (stored: string): boolean => SEALED.test(stored);

/** A value's row: the owner bound into its seal. */
type IdentityOwner =
  | { kind: 'withdrawal'; id: string }
  | { kind: 'address_book'; userId: string; routeId: number; address: string }
  | { kind: 'screening_case'; direction: string; userId: string; reference: string };

function ownerText(o: IdentityOwner): string {
  switch (o.kind) {
    case 'withdrawal':
      return `withdrawal-beneficiary:${o.id}`;
    case 'address_book':
      return `address-book-beneficiary:${o.userId}:${o.routeId}:${o.address}`;
    case 'screening_case':
      return `screening-case-names:${o.direction}:${o.userId}:${o.reference}`;
  }
}

export const sealIdentity = (key: Uint8Array, owner: IdentityOwner, plain: string): string =>
  sealSecret(key, ownerText(owner), plain);

/** The value in plain text: opened when sealed, as it is when still plain. */
export const openIdentity = (key: Uint8Array, owner: IdentityOwner, stored: string): string =>
  isSealed(stored) ? openSecret(key, ownerText(owner), stored) : stored;

/** An address book entry's owner: the customer, the network and the address. */
export const bookOwner = (e: { userId: string; route: { id: number }; address: string }): IdentityOwner => ({
  kind: 'address_book',
  userId: e.userId,
  routeId: e.route.id,
  address: e.address,
});

/** A case's names (JSON array), sealed under the case's own key: direction, customer, reference. */
export const sealCaseNames = (
  key: Uint8Array,
  c: { direction: string; userId: string; reference: string },
  names: readonly string[],
): string =>
  sealIdentity(
    key,
    { kind: 'screening_case', direction: c.direction, userId: c.userId, reference: c.reference },
    JSON.stringify(names),
  );

/** A case's names, opened; a value that no longer parses as a list is shown as it is. */
export function openCaseNames(
  key: Uint8Array,
  c: { direction: string; user_id: string; reference: string },
  stored: string,
): unknown {
  const text = openIdentity(
    key,
    { kind: 'screening_case', direction: c.direction, userId: c.user_id, reference: c.reference },
    stored,
  );
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
