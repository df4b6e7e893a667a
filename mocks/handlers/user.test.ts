import { describe, expect, it } from '@jest/globals';
import { call, registerUser } from '../../src/testing/backend';
import { db } from '../db/store';

describe('POST /api/user/register', () => {
  it('creates a user with 20 credits and answers a token', async () => {
    const { status, json } = await call<{ token: string }>('/user/register', {
      body: { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959' },
    });
    expect(status).toBe(201);
    expect(json.success).toBe(true);
    expect(json.token).toMatch(/^[0-9a-f]{64}$/);
    const me = await call<{ user: Record<string, unknown> }>('/user/data', { token: json.token });
    expect(me.json.user).toEqual({
      _id: expect.any(String),
      name: 'Grace Hopper',
      email: 'grace@example.com',
      credits: 20,
    });
  });

  it.each([
    [{ email: 'a@example.com', password: 'long-enough' }, 'Name, email and password are required'],
    [{ name: 'A', password: 'long-enough' }, 'Name, email and password are required'],
    [{ name: 'A', email: 'a@example.com' }, 'Name, email and password are required'],
    [
      { name: '   ', email: 'a@example.com', password: 'long-enough' },
      'Name, email and password are required',
    ],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'Please enter a valid email'],
    [
      { name: 'A', email: 'a@example.com', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { name: 'x'.repeat(61), email: 'a@example.com', password: 'long-enough' },
      'Name must be at most 60 characters',
    ],
    [{ name: 42, email: 'a@example.com', password: 'long-enough' }, 'name must be a string'],
  ])('refuses %j with "%s"', async (body, message) => {
    const { status, json } = await call('/user/register', { body });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message });
  });

  it('refuses a taken email, compared case-insensitively', async () => {
    await registerUser('First', 'Taken@Example.com');
    const { status, json } = await call('/user/register', {
      body: { name: 'Second', email: 'taken@EXAMPLE.com', password: 'long-enough' },
    });
    expect(status).toBe(409);
    expect(json).toEqual({ success: false, message: 'User already exists' });
  });

  it('stores the password salted and hashed, never in the clear', async () => {
    await registerUser('Ada', 'ada@example.com', 'my-secret-password');
    const saved = await db.findUserByEmail('ada@example.com');
    expect(JSON.stringify(saved)).not.toContain('my-secret-password');
    expect(saved?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(saved?.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers malformed JSON with a clear message', async () => {
    const { status, json } = await call('/user/register', { rawBody: '{"name": "A",' });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: 'Request body must be valid JSON' });
    const array = await call('/user/register', { rawBody: '[1,2]' });
    expect(array.json).toEqual({ success: false, message: 'Request body must be a JSON object' });
  });

  it('accepts unicode and emoji names', async () => {
    const token = await registerUser('Zoë 🚀 李', 'zoe@example.com');
    const me = await call<{ user: { name: string } }>('/user/data', { token });
    expect(me.json.user.name).toBe('Zoë 🚀 李');
  });
});

describe('POST /api/user/login', () => {
  it('answers a new token for the right password, whatever the email case', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const { json } = await call<{ token: string }>('/user/login', {
      body: { name: '', email: 'ADA@example.com', password: 'analytical-engine' },
    });
    expect(json.success).toBe(true);
    const me = await call<{ user: { name: string } }>('/user/data', { token: json.token });
    expect(me.json.user.name).toBe('Ada');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const wrong = await call('/user/login', {
      body: { email: 'ada@example.com', password: 'difference-engine' },
    });
    const unknown = await call('/user/login', {
      body: { email: 'nobody@example.com', password: 'analytical-engine' },
    });
    expect(wrong.json).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.status).toBe(401);
  });

  it('requires both fields', async () => {
    const { json } = await call('/user/login', { body: { email: '', password: '' } });
    expect(json).toEqual({ success: false, message: 'Email and password are required' });
  });
});

describe('GET /api/user/data', () => {
  it.each([[undefined], ['not-a-real-token'], ['Bearer abc']])(
    'answers 401 for token %p',
    async (token) => {
      const { status, json } = await call('/user/data', { token });
      expect(status).toBe(401);
      expect(json).toEqual({ success: false, message: 'Not authorized, token failed' });
    },
  );

  it('never returns a password or its hash', async () => {
    const token = await registerUser();
    const { json } = await call<{ user: Record<string, unknown> }>('/user/data', { token });
    expect(Object.keys(json.user).sort()).toEqual(['_id', 'credits', 'email', 'name']);
  });
});
