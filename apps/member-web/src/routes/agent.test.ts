import { describe, expect, it } from 'vitest';
import { agentSiteTarget, justHandedOver } from './agent.js';

describe('agent pages hand over to the agent site (decisions.md)', () => {
  it('keeps path and query, on this origin by default or on the configured agent site', () => {
    expect(agentSiteTarget('', '/m/agent/home', '?tab=team', 'https://lucky88.example')).toBe('https://lucky88.example/m/agent/home?tab=team');
    // `npm start` serves the agent site beside the member site on its own port, on whatever host the phone used.
    expect(agentSiteTarget(':5174', '/m/agent', '', 'http://192.168.1.20:5173')).toBe('http://192.168.1.20:5174/m/agent');
    expect(agentSiteTarget('https://agent.lucky88.example', '/m/member/agent/getSalaryContract', '', 'https://lucky88.example')).toBe(
      'https://agent.lucky88.example/m/member/agent/getSalaryContract',
    );
  });

  it('stops a loop only when this very page is the result of a handover moments ago', () => {
    const target = 'https://lucky88.example/m/agent';
    expect(justHandedOver(`${target}|1000`, target, 3_000)).toBe(true);
    expect(justHandedOver(`${target}|1000`, target, 20_000)).toBe(false);
    expect(justHandedOver(`${target}/home|1000`, target, 3_000)).toBe(false);
    expect(justHandedOver(null, target, 3_000)).toBe(false);
  });
});
