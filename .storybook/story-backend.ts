import { db, STORAGE_KEY } from '../mocks/db/store';
import { memoryStorage } from '../mocks/db/storage';
import { hashPassword } from '../mocks/db/password';
import { resetMockConfig } from '../mocks/config';

/**
 * Every story starts from an empty offline backend (in memory, so stories never share data)
 * and, when asked, a signed-in user. Returns that user's token.
 */
export const freshBackend = async (options: { user?: string; credits?: number } = {}) => {
  db.attach(memoryStorage());
  db.reset();
  resetMockConfig({ replyDelayScale: 0.5 });
  if (!options.user) return null;
  const { salt, hash } = await hashPassword('storybook-password');
  const user = db.createUser({
    name: options.user,
    email: `${options.user.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    salt,
    passwordHash: hash,
  });
  if (options.credits !== undefined) db.giveCredits(user._id, options.credits - user.credits);
  return { token: db.createSession(user._id), userId: user._id };
};

export { db, STORAGE_KEY };
