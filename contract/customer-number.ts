/**
 * The customer number support and admins quote (decision 176): 'CU-7F3A-9C21-B04E', the first
 * 48 bits of the account's random id, grouped for reading aloud like a transaction's 'CV-'
 * reference, never the database id itself.
 */
export function customerNumberOf(userId: string): string {
  const hex = userId.replace(/-/g, '').slice(0, 12).toUpperCase().padEnd(12, '0');
  return `CU-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}
