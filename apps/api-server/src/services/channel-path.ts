import { createHash } from 'node:crypto';

/**
 * Customer-service channel addresses travel "encrypted": the last 8 characters are the key (spec section 3).
 * The scheme: base64url of the UTF-8 address XORed with the key's bytes, followed by the key.
 */
export function encryptChannelPath(address: string, seed: string): string {
  const key = createHash('sha256')
    .update(seed)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8);
  const bytes = Buffer.from(address, 'utf8');
  const keyBytes = Buffer.from(key, 'utf8');
  const mixed = bytes.map((byte, i) => byte ^ keyBytes[i % keyBytes.length]!);
  return `${Buffer.from(mixed).toString('base64url')}${key}`;
}

export function decryptChannelPath(path: string): string {
  const key = Buffer.from(path.slice(-8), 'utf8');
  const mixed = Buffer.from(path.slice(0, -8), 'base64url');
  return Buffer.from(mixed.map((byte, i) => byte ^ key[i % key.length]!)).toString('utf8');
}

/** The reference server's own chat room of a merchant (routes/chat-room.ts): its seeded live-chat channel's address. */
export const chatRoomPath = (merchantCode: string) => `/wps/chat/room/${merchantCode}`;

/**
 * A stored channel address as a client reads it: a path (a room on this server) becomes an address on `origin`, the
 * origin the member came through, encrypted again with `seed`; a full address is passed on unchanged.
 */
export function channelPathOn(origin: string, path: string, seed: string): string {
  const address = decryptChannelPath(path);
  return address.startsWith('/') ? encryptChannelPath(`${origin}${address}`, seed) : path;
}
