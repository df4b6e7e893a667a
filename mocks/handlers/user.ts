import { http } from 'msw';
import { db, toPublicUser, toPublishedImage } from '../db/store';
import { hashPassword, verifyPassword } from '../db/password';
import { api, authenticate, fail, ok, readBody, route, stringField } from '../http';

const NAME_MAX = 60;
const EMAIL_MAX = 254;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userHandlers = [
  http.post(
    api('/user/register'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const name = stringField(body, 'name').trim();
      const email = stringField(body, 'email').trim();
      const password = stringField(body, 'password');
      if (!name || !email || !password) return fail('Name, email and password are required');
      if (name.length > NAME_MAX) return fail(`Name must be at most ${NAME_MAX} characters`);
      if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) {
        return fail('Please enter a valid email');
      }
      if (password.length < PASSWORD_MIN) {
        return fail(`Password must be at least ${PASSWORD_MIN} characters`);
      }
      if (password.length > PASSWORD_MAX) {
        return fail(`Password must be at most ${PASSWORD_MAX} characters`);
      }
      if (await db.findUserByEmail(email)) return fail('User already exists', 409);
      const { salt, hash } = await hashPassword(password);
      // checked again in the write: a second registration may have finished while hashing
      const created = await db.createUser({ name, email, salt, passwordHash: hash });
      if (!created) return fail('User already exists', 409);
      return ok({ token: created.token }, 201);
    }),
  ),

  http.post(
    api('/user/login'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const email = stringField(body, 'email').trim();
      const password = stringField(body, 'password');
      if (!email || !password) return fail('Email and password are required');
      const user = await db.findUserByEmail(email);
      const valid = user ? await verifyPassword(password, user.salt, user.passwordHash) : false;
      if (!user || !valid) return fail('Invalid email or password', 401);
      return ok({ token: await db.createSession(user._id) });
    }),
  ),

  http.get(
    api('/user/data'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      return ok({ user: toPublicUser(user) });
    }),
  ),

  http.get(
    api('/user/published-images'),
    route(async ({ request }) => {
      const origin = new URL(request.url).origin;
      return ok({ images: (await db.publishedImages()).map((i) => toPublishedImage(i, origin)) });
    }),
  ),
];
