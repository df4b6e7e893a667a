import { describe, expect, it } from '@jest/globals';
import { isCheckoutUrl } from './checkout-url';

// jsdom's page is http://localhost/
describe('where a purchase may send the browser', () => {
  it.each([
    'https://checkout.stripe.com/c/pay/cs_test_a1',
    'https://pay.example.com:8443/session?id=1',
    '  https://checkout.example.com/with-spaces  ',
    'http://localhost:4000/mock-checkout/abc',
    'http://127.0.0.1:4320/mock-checkout/abc',
    'http://[::1]:8080/pay',
    'http://shop.localhost/pay',
    'http://localhost/mock-checkout/65f0c0ffee',
    '/mock-checkout/65f0c0ffee',
  ])('follows %s', (url) => {
    expect(isCheckoutUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/1',
    'http://checkout.example.com/pay',
    'http://192.168.1.10/pay',
    'http://127.example.com/pay',
    'ftp://example.com/pay',
    '//evil.example/pay',
    '/credits',
    '../mock-checkout/x',
    'mock-checkout/abc',
    '/mock-checkout/../admin',
    '',
    '   ',
    'https://',
  ])('refuses %s', (url) => {
    expect(isCheckoutUrl(url)).toBe(false);
  });

  it('refuses anything that is not text', () => {
    for (const value of [null, undefined, 42, {}, ['https://x.example']])
      expect(isCheckoutUrl(value)).toBe(false);
  });
});
