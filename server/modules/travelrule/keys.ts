/**
 * An address as it is kept and compared: Ethereum-format (0x) and bech32 addresses in lower case,
 * as their chains read them whatever the letter case; base58 ones exactly as written.
 */
export function addressKey(address: string): string {
  const a = address.trim();
  return foldsCase(a) ? a.toLowerCase() : a;
}

/** Whether the chain reads the address whatever its letter case (EVM hex, bech32). */
export function foldsCase(address: string): boolean {
  const a = address.trim();
  return /^0x/i.test(a) || /^(bc|tb|bcrt)1/i.test(a);
}
