import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth.js';

describe('the return path after the agent login', () => {
  it('returns to a page of this site', () => {
    expect(safeReturnPath('/m/agent/home?tab=links')).toBe('/m/agent/home?tab=links');
    expect(safeReturnPath('/m/member/agent/getSalaryContract')).toBe('/m/member/agent/getSalaryContract');
  });

  it('goes to the agent home for nothing, another site or a protocol-relative address', () => {
    expect(safeReturnPath(null)).toBe('/m/agent/home');
    expect(safeReturnPath('https://evil.example/m/agent')).toBe('/m/agent/home');
    expect(safeReturnPath('//evil.example/m/agent')).toBe('/m/agent/home');
    expect(safeReturnPath('/other')).toBe('/m/agent/home');
  });
});
