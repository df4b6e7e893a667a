import { resetMockConfig } from '../mocks/config';
import type { UserRecord } from '../mocks/db/schema';
import { memoryStorage } from '../mocks/db/storage';
import { db, type MockDb } from '../mocks/db/store';

export interface StoryBackend {
  /** sign this user in */
  user?: string;
  credits?: number;
  /** fills the backend before the story renders */
  seed?: (db: MockDb, user: UserRecord | undefined) => void;
}

/**
 * Every story starts from an empty offline backend (in memory, so stories never share data),
 * optionally with a signed-in user and seeded content. Returns that user's token.
 */
export const freshBackend = ({ user: name, credits, seed }: StoryBackend = {}) => {
  db.attach(memoryStorage());
  db.reset();
  resetMockConfig({ replyDelayScale: 0.3 });
  // stories never log in with it: a fixed hash keeps story start-up instant
  const user = name
    ? db.createUser({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        salt: 'story',
        passwordHash: 'story',
      })
    : undefined;
  if (user && credits !== undefined) db.giveCredits(user._id, credits - user.credits);
  seed?.(db, user);
  return user ? db.createSession(user._id) : null;
};
