import { beforeEach, describe, expect, it } from '@jest/globals';
import { addFault, clearFaults, faultFor, parseFault } from './faults';

beforeEach(() => {
  clearFaults();
});

describe('the fault knob', () => {
  it('refuses what it cannot follow, with a clear message', () => {
    expect(parseFault({ kind: 'explode', count: 1 })).toBe(
      'kind must be one of 502, drop, hang, refuse',
    );
    expect(parseFault({ kind: '502' })).toBe('say how many calls (count) or how long (forMs)');
    expect(parseFault({ kind: '502', count: -1 })).toBe('count must be a positive number');
    expect(parseFault({ kind: '502', path: 'api', count: 1 })).toBe('path must start with /');
    expect(parseFault(null)).toBe('kind must be one of 502, drop, hang, refuse');
  });

  it('fails the next N calls of a path, for one token only if asked', () => {
    const fault = parseFault({ kind: 'drop', path: '/api/chat/get', token: 't', count: 2 });
    if (typeof fault === 'string') throw new Error(fault);
    addFault(fault);
    expect(faultFor('/api/chat/get', 'other')).toBeUndefined();
    expect(faultFor('/api/user/data', 't')).toBeUndefined();
    expect(faultFor('/api/chat/get', 't')).toBe('drop');
    expect(faultFor('/api/chat/get', 't')).toBe('drop');
    expect(faultFor('/api/chat/get', 't')).toBeUndefined();
  });

  it('ends an outage after its time', () => {
    const fault = parseFault({ kind: 'hang', forMs: 1000 }, 0);
    if (typeof fault === 'string') throw new Error(fault);
    addFault(fault);
    expect(faultFor('/api/user/data', undefined, 999)).toBe('hang');
    expect(faultFor('/api/user/data', undefined, 1000)).toBeUndefined();
  });
});
