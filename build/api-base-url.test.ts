import { describe, expect, it } from '@jest/globals';
import { checkedApiBaseUrl } from './api-base-url';

describe('API_BASE_URL of a build', () => {
  it('is kept when https, or plain http to this machine', () => {
    expect(checkedApiBaseUrl(' https://api.example.com/ ', true)).toBe('https://api.example.com');
    expect(checkedApiBaseUrl('http://127.0.0.1:4000', true)).toBe('http://127.0.0.1:4000');
    expect(checkedApiBaseUrl('http://localhost:4000', true)).toBe('http://localhost:4000');
    expect(checkedApiBaseUrl('http://[::1]:4000', true)).toBe('http://[::1]:4000');
    expect(checkedApiBaseUrl(undefined, true)).toBe('');
    expect(checkedApiBaseUrl('', true)).toBe('');
  });

  it('refuses plain http elsewhere in a production build, saying why', () => {
    expect(() => checkedApiBaseUrl('http://api.example.com', true)).toThrow(
      /must be https for a production build: "http:\/\/api\.example\.com"/,
    );
    expect(() => checkedApiBaseUrl('http://192.168.1.2:4000', true)).toThrow(/https/);
    // a development build may talk to a server on the network
    expect(checkedApiBaseUrl('http://192.168.1.2:4000', false)).toBe('http://192.168.1.2:4000');
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => checkedApiBaseUrl('api.example.com', true)).toThrow(/not an address/);
    expect(() => checkedApiBaseUrl('ftp://api.example.com', true)).toThrow(/https address/);
    expect(() => checkedApiBaseUrl('javascript:alert(1)', false)).toThrow(/https address/);
  });
});
