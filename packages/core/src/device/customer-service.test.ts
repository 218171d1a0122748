import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerServiceAddress, preferredCustomerService } from './customer-service.js';

// The operator convention, as the reference server applies it.
function encrypt(address: string, seed: string): string {
  const key = createHash('sha256')
    .update(seed)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8);
  const keyBytes = Buffer.from(key, 'utf8');
  const mixed = Buffer.from(address, 'utf8').map((byte, i) => byte ^ keyBytes[i % keyBytes.length]!);
  return `${Buffer.from(mixed).toString('base64url')}${key}`;
}

describe('customer-service path (spec section 3: encrypted, the last 8 characters are the key)', () => {
  it('decrypts the address', () => {
    expect(customerServiceAddress(encrypt('https://chat.lucky88.example/live', 'lucky880'))).toBe('https://chat.lucky88.example/live');
    expect(customerServiceAddress(encrypt('https://t.me/ลัคกี้', 'x'))).toBe('https://t.me/ลัคกี้');
  });

  it('refuses what is not an http(s) address', () => {
    expect(customerServiceAddress('short')).toBeNull();
    expect(customerServiceAddress(encrypt('javascript:alert(1)', 'k'))).toBeNull();
    expect(customerServiceAddress('!!!!not-base64!!12345678')).toBeNull();
  });

  it('prefers live chat', () => {
    const entries = [
      { csType: 'TELEGRAM', path: encrypt('https://t.me/a', 'a') },
      { csType: 'LIVECHAT', path: encrypt('https://chat.example/live', 'b') },
    ];
    expect(preferredCustomerService(entries)?.url).toBe('https://chat.example/live');
    expect(preferredCustomerService([entries[0]!])?.entry.csType).toBe('TELEGRAM');
    expect(preferredCustomerService([])).toBeNull();
  });
});
