/**
 * Customer-service channel addresses (spec section 3: the path is encrypted, its last 8 characters
 * are the key): base64url of the UTF-8 address XORed with the key. Returns null when the path is
 * not a readable http(s) address, so a broken entry is never opened.
 */
export function customerServiceAddress(path: string): string | null {
  if (path.length <= 8) return null;
  try {
    const key = new TextEncoder().encode(path.slice(-8));
    const base64 = path.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char, i) => char.charCodeAt(0) ^ key[i % key.length]!);
    const address = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /^https?:\/\//.test(address) ? address : null;
  } catch {
    return null;
  }
}

/** The entry the side menu's "Customer service" opens: live chat first, else the first readable one. */
export function preferredCustomerService<E extends { csType: string; path: string }>(entries: readonly E[]): { entry: E; url: string } | null {
  const readable = entries
    .map((entry) => ({ entry, url: customerServiceAddress(entry.path) }))
    .filter((item): item is { entry: E; url: string } => item.url !== null);
  return readable.find((item) => item.entry.csType === 'LIVECHAT') ?? readable[0] ?? null;
}
