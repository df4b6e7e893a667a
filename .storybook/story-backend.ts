import { resetMockConfig } from '../mocks/config';
import type { UserRecord } from '../mocks/db/schema';
import { db, type MockDb } from '../mocks/db/store';

/** Stories keep their data apart from the offline app's on the same origin. */
const STORY_DB = 'parley-storybook';

export interface StoryBackend {
  /** sign this user in */
  user?: string;
  credits?: number;
  /** fills the backend before the story renders */
  seed?: (db: MockDb, user: UserRecord | undefined) => Promise<void>;
}

/**
 * Every story starts from an empty offline backend (a database of its own, emptied per story),
 * optionally with a signed-in user and seeded content. Returns that user's token.
 */
export const freshBackend = async ({ user: name, credits, seed }: StoryBackend = {}) => {
  await db.attach(STORY_DB);
  await db.reset();
  resetMockConfig({ replyDelayScale: 0.3 });
  // stories never log in with it: a fixed hash keeps story start-up instant
  const created = name
    ? await db.createUser({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        salt: 'story',
        passwordHash: 'story',
      })
    : undefined;
  const user = created?.user;
  if (user && credits !== undefined) await db.setCredits(user._id, credits);
  await seed?.(db, user);
  return created?.token ?? null;
};
