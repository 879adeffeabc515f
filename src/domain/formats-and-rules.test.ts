import { describe, expect, it } from 'vitest';
import { isDeadResetLink, passwordResetErrorMessage, signInErrorMessage, signUpErrorMessage } from './auth-messages';
import { emailProblem, passwordProblem, validateCredentials } from './credentials';
import { formatOrderDate } from './dates';
import { formatCents, formatOrderAmount, formatPrice, groupThousands } from './money';
import { safeRedirectPath, signInMessage } from './sign-in-redirect';

describe('money and dates (requirements §9)', () => {
  it('formats prices with $, thousands separators and two decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('formats exactly as en-US currency formatting does, without loading it', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [
      0.005, 0.01, 0.1, 1.005, 1.015, 2.675, 9.99, 22.3, 109.95, 999.995, 1000, 55_555.5, 1_234_567.891, -0.004, -7.5, -1234.5,
    ];
    for (const price of samples) expect(formatPrice(price), String(price)).toBe(intl.format(price));
    // the server's refusals and mail write cents the same way (ports/cents.ts)
    for (const cents of [0, 1, 99, 100, 9100, 123_456_789, -5])
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
  });

  it('groups a review count by thousands', () => {
    expect([0, 7, 999, 1000, 12_345, 1_234_567].map(groupThousands)).toEqual(['0', '7', '999', '1,000', '12,345', '1,234,567']);
  });

  it('shows an order amount as cents / 100 with two decimals and $', () => {
    expect(formatOrderAmount(2599)).toBe('$25.99');
  });

  it('shows the order date from seconds since epoch, in the given locale', () => {
    // 1,700,000,000 s is 2023-11-14 22:13:20 UTC (vitest.config.ts runs the tests in UTC)
    expect(formatOrderDate(1_700_000_000, 'en-US')).toBe('11/14/2023');
    expect(formatOrderDate(1_700_000_000, 'de-DE')).toBe('14.11.2023');
    expect(formatOrderDate(1_700_000_000)).toBe('11/14/2023');
  });
});

describe('credentials (requirements §5)', () => {
  it.each(['plain', 'a@b', 'a b@c.d', '@b.c', 'a@b.', ''])('refuses the e-mail %j', (email) => {
    expect(validateCredentials(email, 'long-enough')).toBe('Please enter a valid email address');
  });

  it('checks the password after the e-mail', () => {
    expect(validateCredentials('bad', '1')).toBe('Please enter a valid email address');
    expect(validateCredentials('a@b.co', '12345')).toBe('Password must be at least 6 characters long');
    expect(validateCredentials('a@b.co', '123456')).toBeNull();
  });

  it('checks an e-mail alone and a new password alone by the same rules', () => {
    expect(emailProblem('bad')).toBe('Please enter a valid email address');
    expect(emailProblem('a@b.co')).toBeNull();
    expect(passwordProblem('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordProblem('123456')).toBeNull();
  });
});

describe('auth messages (requirements §8)', () => {
  const coded = (code: string, message = '') => Object.assign(new Error(message), { code });

  it.each([
    ['auth/invalid-credential', 'Invalid email or password'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/user-not-found', 'No account found with this email'],
    ['auth/wrong-password', 'Incorrect password'],
    ['auth/email-already-in-use', 'Please sign in instead'],
  ])('sign in: %s', (code, message) => expect(signInErrorMessage(coded(code))).toBe(message));

  it.each([
    ['auth/invalid-credential', 'Invalid email or password'],
    ['auth/email-already-in-use', 'An account already exists with this email. Please sign in instead.'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/weak-password', 'Password is too weak'],
  ])('sign up: %s', (code, message) => expect(signUpErrorMessage(coded(code))).toBe(message));

  it('falls back to the provider message, then to the default', () => {
    expect(signInErrorMessage(coded('auth/too-many-requests', 'Too many attempts'))).toBe('Too many attempts');
    expect(signInErrorMessage(coded('auth/x'))).toBe('An error occurred during sign in');
    expect(signUpErrorMessage(null)).toBe('An error occurred during sign up');
  });

  it.each([
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/weak-password', 'Password is too weak'],
    ['auth/invalid-action-code', 'This link has expired or has already been used. Please ask for a new one.'],
    ['auth/server-500', 'An error occurred. Please try again.'],
  ])('password reset (ADR-033): %s', (code, message) => expect(passwordResetErrorMessage(coded(code))).toBe(message));

  it('tells a dead reset link from any other refusal', () => {
    expect(isDeadResetLink(coded('auth/invalid-action-code'))).toBe(true);
    expect(isDeadResetLink(coded('auth/weak-password'))).toBe(false);
    expect(isDeadResetLink(null)).toBe(false);
  });
});

describe('sign-in redirect (ADR-002)', () => {
  it('shows only the known messages', () => {
    expect(signInMessage('pay')).toBe('you must log in to pay');
    expect(signInMessage('orders')).toBe('you must log in to view your orders');
    expect(signInMessage('orders-page')).toBe('You must be logged in to view your orders');
    expect(signInMessage('<script>alert(1)</script>')).toBeNull();
    expect(signInMessage('toString')).toBeNull();
  });

  it('shows no message for a reason that is not text, even one that reads as a known reason', () => {
    expect(signInMessage(['pay'])).toBeNull();
    expect(signInMessage({ toString: () => 'orders' })).toBeNull();
  });

  it.each([
    ['/Payment', '/Payment'],
    ['/Orders?x=1', '/Orders?x=1'],
    ['https://elsewhere.example', '/'],
    ['//elsewhere.example/path', '/'],
    ['/\\elsewhere.example', '/'],
    ['javascript:alert(1)', '/'],
    ['Payment', '/'],
    [undefined, '/'],
  ])('accepts %j as %j', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  // the URL parser drops tabs and newlines, reads '\\' as '/' and resolves dot segments, as the
  // browser does when it follows the path
  it.each([
    ['/\t//elsewhere.example//evil.example/x', '/'],
    ['/\t/elsewhere.example/x', '/'],
    ['/\n/elsewhere.example', '/'],
    ['/\r\n/elsewhere.example/x', '/'],
    ['/\\\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example', '/'],
    ['//[', '/'],
    ['/\t/[', '/'],
  ])('refuses %j, which leads to another host or nowhere', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it.each([
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/Orders#//evil.example', '/Orders#//evil.example'],
    ['/Pay\nment', '/Payment'],
    ['/x/../Orders', '/Orders'],
  ])('keeps %j, a path on this site, as %j', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));
});
