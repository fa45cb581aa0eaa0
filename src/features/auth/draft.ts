/**
 * The sign-up form between "send the code" and "create the account". Kept in memory only: the
 * password never goes into history state or storage. After a reload the form is filled again.
 */
interface SignUpDraft {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  dob: string;
  /** The Terms and Privacy Policy were ticked as accepted, in this version of the region's Terms. */
  accept_terms: boolean;
  terms_version: string;
}

let draft: SignUpDraft | null = null;

export function saveDraft(d: SignUpDraft): void {
  draft = d;
}

export function currentDraft(email: string): SignUpDraft | null {
  return draft && draft.email.toLowerCase() === email.toLowerCase() ? draft : null;
}

export function clearDraft(): void {
  draft = null;
}
