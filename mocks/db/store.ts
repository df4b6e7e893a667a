import { Dexie } from 'dexie';
import type { Chat, Message, PublishedImage, User } from '../../src/types/api';
import { NEW_CHAT_NAME } from '../../src/types/business';
import { DEFAULT_DB_NAME, openDatabase, type ParleyDexie } from './database';
import { newId, newToken } from './ids';
import type {
  ChatRecord,
  ImageRecord,
  MessageRecord,
  TransactionRecord,
  UserRecord,
} from './schema';
import type { KeyValueStorage } from './storage';

export { LEGACY_STORAGE_KEY } from './database';
const STARTING_CREDITS = 20;

/** What storing one exchange (prompt and reply) came to. */
export type ExchangeOutcome = 'stored' | 'chat-gone' | 'no-credits';

const chatMessages = (dexie: ParleyDexie, chatId: string) =>
  dexie.messages.where('[chatId+seq]').between([chatId, Dexie.minKey], [chatId, Dexie.maxKey]);

const toMessage = ({ seq: _seq, chatId: _chatId, ...message }: MessageRecord): Message => message;

/**
 * The offline backend's database: IndexedDB in the browser (shared by every tab of the origin),
 * fake-indexeddb in Node. Every operation that changes more than one record runs in one
 * transaction, so a failure (a full disk included) leaves nothing half-written, and no tab
 * keeps a copy that could overwrite another tab's writes.
 */
export class MockDb {
  private opening: Promise<ParleyDexie> | null = null;

  /** Opens the named database; `legacy` is where version 1's data may wait to be migrated. */
  attach(name = DEFAULT_DB_NAME, legacy?: KeyValueStorage): Promise<ParleyDexie> {
    const previous = this.opening;
    this.opening = (async () => {
      (await previous?.catch(() => null))?.close();
      return openDatabase(name, legacy);
    })();
    return this.opening;
  }

  private dexie(): Promise<ParleyDexie> {
    return this.opening ?? this.attach();
  }

  /** Empties every table (tests and stories start from nothing). */
  async reset(): Promise<void> {
    const dexie = await this.dexie();
    await dexie.transaction('rw', dexie.tables, () =>
      Promise.all(dexie.tables.map((t) => t.clear())),
    );
  }

  /**
   * A clock that never repeats, across tabs too: a new stamp is later than every chat's, so two
   * writes in one millisecond still order newest first. Call inside a transaction on chats.
   */
  private async stamp(dexie: ParleyDexie, atLeast = 0): Promise<string> {
    const latest = await dexie.chats.orderBy('updatedAt').last();
    const after = latest ? Date.parse(latest.updatedAt) + 1 : 0;
    return new Date(Math.max(Date.now(), after, atLeast)).toISOString();
  }

  // users and sessions

  async findUserByEmail(email: string): Promise<UserRecord | undefined> {
    const dexie = await this.dexie();
    return dexie.users.where('emailKey').equals(email.trim().toLowerCase()).first();
  }

  /** The new user with a first session's token, or null when the email is taken. */
  async createUser(input: {
    name: string;
    email: string;
    passwordHash: string;
    salt: string;
  }): Promise<{ user: UserRecord; token: string } | null> {
    const dexie = await this.dexie();
    const user: UserRecord = {
      _id: newId(),
      name: input.name,
      email: input.email.trim(),
      emailKey: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash,
      salt: input.salt,
      credits: STARTING_CREDITS,
      createdAt: new Date().toISOString(),
    };
    const token = newToken();
    return dexie.transaction('rw', dexie.users, dexie.sessions, async () => {
      if ((await dexie.users.where('emailKey').equals(user.emailKey).count()) > 0) return null;
      await dexie.users.add(user);
      await dexie.sessions.add({ token, userId: user._id, createdAt: user.createdAt });
      return { user, token };
    });
  }

  async createSession(userId: string): Promise<string> {
    const token = newToken();
    await (
      await this.dexie()
    ).sessions.add({
      token,
      userId,
      createdAt: new Date().toISOString(),
    });
    return token;
  }

  async userForToken(token: string | null): Promise<UserRecord | undefined> {
    if (!token) return undefined;
    const dexie = await this.dexie();
    return dexie.transaction('r', dexie.sessions, dexie.users, async () => {
      const session = await dexie.sessions.get(token);
      return session ? dexie.users.get(session.userId) : undefined;
    });
  }

  /** Sets a balance outright (stories and tests). */
  async setCredits(userId: string, credits: number): Promise<void> {
    await (await this.dexie()).users.update(userId, { credits });
  }

  // chats and messages

  async createChat(user: UserRecord): Promise<ChatRecord> {
    const dexie = await this.dexie();
    return dexie.transaction('rw', dexie.chats, async () => {
      const chat = chatRecord(user, NEW_CHAT_NAME, await this.stamp(dexie));
      await dexie.chats.add(chat);
      return chat;
    });
  }

  /** The user's chats with their messages, newest `updatedAt` first, read in one snapshot. */
  async chatsOf(userId: string): Promise<Chat[]> {
    const dexie = await this.dexie();
    return dexie.transaction('r', dexie.chats, dexie.messages, async () => {
      const chats = await dexie.chats.where('userId').equals(userId).toArray();
      chats.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return Promise.all(
        chats.map(async (c) => ({
          ...toWireChat(c),
          messages: (await chatMessages(dexie, c._id).toArray()).map(toMessage),
        })),
      );
    });
  }

  /** A chat only when it belongs to the caller; another user's chat is as good as missing. */
  async ownChat(userId: string, chatId: unknown): Promise<ChatRecord | undefined> {
    if (typeof chatId !== 'string') return undefined;
    const chat = await (await this.dexie()).chats.get(chatId);
    return chat?.userId === userId ? chat : undefined;
  }

  /** Deletes the caller's chat and every message of it, or nothing. */
  async deleteChat(userId: string, chatId: string): Promise<boolean> {
    const dexie = await this.dexie();
    return dexie.transaction('rw', dexie.chats, dexie.messages, async () => {
      const chat = await dexie.chats.get(chatId);
      if (chat?.userId !== userId) return false;
      await chatMessages(dexie, chatId).delete();
      await dexie.chats.delete(chatId);
      return true;
    });
  }

  /**
   * Stores a prompt and its reply as one write: the chat must still be the user's, the credits
   * are checked and taken, the image (if any) recorded, both messages appended and the chat
   * moved to the top; or, on any failure, none of it.
   */
  async storeExchange(input: {
    userId: string;
    chatId: string;
    cost: number;
    messages: Message[];
    image?: ImageRecord;
  }): Promise<ExchangeOutcome> {
    const dexie = await this.dexie();
    const tables = [dexie.users, dexie.chats, dexie.messages, dexie.images];
    return dexie.transaction('rw', tables, async () => {
      const chat = await dexie.chats.get(input.chatId);
      if (chat?.userId !== input.userId) return 'chat-gone';
      const user = await dexie.users.get(input.userId);
      if (!user || user.credits < input.cost) return 'no-credits';
      await dexie.users.update(user._id, { credits: user.credits - input.cost });
      if (input.image) await dexie.images.add(input.image);
      await dexie.messages.bulkAdd(input.messages.map((m) => ({ ...m, chatId: chat._id })));
      const last = input.messages[input.messages.length - 1]?.timestamp ?? 0;
      await dexie.chats.update(chat._id, { updatedAt: await this.stamp(dexie, last) });
      return 'stored';
    });
  }

  /** Adds a chat with its messages in one write (demo, benchmark and story seeding). */
  async seedChat(
    user: UserRecord,
    name: string,
    messages: Message[],
    updatedAt: string,
  ): Promise<ChatRecord> {
    const [chat] = await this.seedChats(user, [{ name, messages, updatedAt }]);
    return chat as ChatRecord;
  }

  /** Many chats with their messages, in one transaction. */
  async seedChats(
    user: UserRecord,
    seeds: { name: string; messages: Message[]; updatedAt: string }[],
  ): Promise<ChatRecord[]> {
    const dexie = await this.dexie();
    const chats = seeds.map(({ name, updatedAt }) => chatRecord(user, name, updatedAt));
    await dexie.transaction('rw', dexie.chats, dexie.messages, async () => {
      await dexie.chats.bulkAdd(chats);
      await dexie.messages.bulkAdd(
        seeds.flatMap(({ messages }, i) =>
          messages.map((m) => ({ ...m, chatId: (chats[i] as ChatRecord)._id })),
        ),
      );
    });
    return chats;
  }

  // images

  async addImage(image: ImageRecord): Promise<void> {
    await (await this.dexie()).images.add(image);
  }

  async findImage(id: string): Promise<ImageRecord | undefined> {
    return (await this.dexie()).images.get(id);
  }

  /** Published images, newest first, straight from the index that holds only those. */
  async publishedImages(): Promise<ImageRecord[]> {
    return (await this.dexie()).images.orderBy('publishedAt').reverse().toArray();
  }

  // transactions

  async createTransaction(
    input: Omit<TransactionRecord, '_id' | 'status' | 'createdAt'>,
    id = newId(),
  ): Promise<TransactionRecord> {
    const tx: TransactionRecord = {
      ...input,
      _id: id,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    await (await this.dexie()).transactions.add(tx);
    return tx;
  }

  async findTransaction(id: string): Promise<TransactionRecord | undefined> {
    return (await this.dexie()).transactions.get(id);
  }

  /**
   * Like a provider's webhook: the first completion marks the transaction paid and adds the
   * credits in one write; later ones change nothing.
   */
  async completeTransaction(id: string): Promise<TransactionRecord | undefined> {
    const dexie = await this.dexie();
    return dexie.transaction('rw', dexie.transactions, dexie.users, async () => {
      const tx = await dexie.transactions.get(id);
      if (!tx || tx.status === 'paid') return tx;
      const paid: TransactionRecord = { ...tx, status: 'paid', paidAt: new Date().toISOString() };
      await dexie.transactions.put(paid);
      const user = await dexie.users.get(tx.userId);
      if (user) await dexie.users.update(user._id, { credits: user.credits + tx.credits });
      return paid;
    });
  }
}

/** A new chat's record, created and last updated at `at`. */
const chatRecord = (user: UserRecord, name: string, at: string): ChatRecord => ({
  _id: newId(),
  userId: user._id,
  userName: user.name,
  name,
  createdAt: at,
  updatedAt: at,
});

/** A new image's record; `publishedAt` puts a published one in the gallery's index. */
export const newImage = (user: UserRecord, prompt: string, published: boolean): ImageRecord => {
  const createdAt = new Date().toISOString();
  return {
    _id: newId(),
    userId: user._id,
    userName: user.name,
    prompt,
    published,
    createdAt,
    ...(published ? { publishedAt: createdAt } : {}),
  };
};

export const toPublicUser = (u: UserRecord): User => ({
  _id: u._id,
  name: u.name,
  email: u.email,
  credits: u.credits,
});

export const toWireChat = (c: ChatRecord): Chat => ({
  _id: c._id,
  name: c.name,
  messages: [],
  updatedAt: c.updatedAt,
  createdAt: c.createdAt,
});

export const toPublishedImage = (i: ImageRecord, origin: string): PublishedImage => ({
  imageUrl: imageUrl(origin, i._id),
  userName: i.userName,
});

export const IMAGE_PATH_PREFIX = '/mock-images/';
export const imageUrl = (origin: string, id: string) => `${origin}${IMAGE_PATH_PREFIX}${id}.svg`;

/** The one database the handlers use. */
export const db = new MockDb();
