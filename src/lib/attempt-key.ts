/**
 * One Idempotency-Key per attempt at a money-moving request. The key is made when an attempt
 * starts and reused while the same request is sent again without an answer (a double click, a
 * retry after a lost connection), so the server moves the money once. An answer, accepted or
 * refused, ends the attempt: the next press is a new attempt with a new key, and a request that
 * differs (another amount, another 2FA code) is always a new attempt.
 */
export class AttemptKey {
  private key: string | null = null;
  private signature: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for sending `request`: the open attempt's when it is the same request, else a new one. */
  for(request: unknown): string {
    const signature = JSON.stringify(request);
    if (this.key === null || this.signature !== signature) {
      this.key = this.newKey();
      this.signature = signature;
    }
    return this.key;
  }

  /** The server answered: the attempt is over. */
  finish(): void {
    this.key = null;
    this.signature = null;
  }
}

/** True when a failure means no answer came back, so the same attempt may be sent again. */
export function isUnanswered(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code;
  return code === 'NETWORK' || (e as Error)?.name === 'AbortError';
}
