import type { Chat, Message, PublishedImage, User } from '../../src/types/api';
import { NEW_CHAT_NAME } from '../../src/types/business';
import { newId, newToken } from './ids';
import type {
  ChatRecord,
  DbData,
  ImageRecord,
  SessionRecord,
  TransactionRecord,
  UserRecord,
} from './schema';
import { emptyData } from './schema';
import type { KeyValueStorage } from './storage';
import { memoryStorage } from './storage';

export const STORAGE_KEY = 'parley-mock-db-v1';
export const STARTING_CREDITS = 20;

const isDbData = (value: unknown): value is DbData =>
  typeof value === 'object' &&
  value !== null &&
  (value as DbData).version === 1 &&
  ['users', 'sessions', 'chats', 'transactions', 'images'].every((k) =>
    Array.isArray((value as unknown as Record<string, unknown>)[k]),
  );

/**
 * The offline backend's database: plain records, written through to storage after every change
 * so data survives reloads and the full-page redirect to the checkout and back.
 */
export class MockDb {
  private data: DbData = emptyData();
  private storage: KeyValueStorage = memoryStorage();
  private lastStamp = 0;

  /** A clock that never repeats: two writes in one millisecond still order newest first. */
  private stamp(atLeast = 0): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1, atLeast);
    return new Date(this.lastStamp).toISOString();
  }

  constructor(storage?: KeyValueStorage) {
    if (storage) this.attach(storage);
  }

  /** Reads everything from storage, as a freshly started server would. */
  attach(storage: KeyValueStorage): void {
    this.storage = storage;
    const raw = storage.getItem(STORAGE_KEY);
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    this.data = isDbData(parsed) ? parsed : emptyData();
    this.lastStamp = Math.max(0, ...this.data.chats.map((c) => Date.parse(c.updatedAt) || 0));
  }

  reset(): void {
    this.data = emptyData();
    this.storage.removeItem(STORAGE_KEY);
  }

  private save(): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(this.data));
  }

  // users and sessions

  findUserByEmail(email: string): UserRecord | undefined {
    const key = email.trim().toLowerCase();
    return this.data.users.find((u) => u.emailKey === key);
  }

  findUser(id: string): UserRecord | undefined {
    return this.data.users.find((u) => u._id === id);
  }

  createUser(input: { name: string; email: string; passwordHash: string; salt: string }) {
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
    this.data.users.push(user);
    this.save();
    return user;
  }

  createSession(userId: string): string {
    const session: SessionRecord = {
      token: newToken(),
      userId,
      createdAt: new Date().toISOString(),
    };
    this.data.sessions.push(session);
    this.save();
    return session.token;
  }

  userForToken(token: string | null): UserRecord | undefined {
    if (!token) return undefined;
    const session = this.data.sessions.find((s) => s.token === token);
    return session ? this.findUser(session.userId) : undefined;
  }

  /**
   * Checks and takes credits in one synchronous step, so two requests at once can never
   * both pass the check. Returns false (and takes nothing) when the balance is too low.
   */
  takeCredits(userId: string, amount: number): boolean {
    const user = this.findUser(userId);
    if (!user || user.credits < amount) return false;
    user.credits -= amount;
    this.save();
    return true;
  }

  giveCredits(userId: string, amount: number): void {
    const user = this.findUser(userId);
    if (!user) return;
    user.credits += amount;
    this.save();
  }

  // chats

  createChat(user: UserRecord): ChatRecord {
    const now = this.stamp();
    const chat: ChatRecord = {
      _id: newId(),
      userId: user._id,
      userName: user.name,
      name: NEW_CHAT_NAME,
      messages: [],
      createdAt: now,
      updatedAt: now,
    };
    this.data.chats.push(chat);
    this.save();
    return chat;
  }

  chatsOf(userId: string): ChatRecord[] {
    return this.data.chats
      .filter((c) => c.userId === userId)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  /** A chat only when it belongs to the caller; another user's chat is as good as missing. */
  ownChat(userId: string, chatId: unknown): ChatRecord | undefined {
    if (typeof chatId !== 'string') return undefined;
    return this.data.chats.find((c) => c._id === chatId && c.userId === userId);
  }

  deleteChat(chat: ChatRecord): void {
    this.data.chats = this.data.chats.filter((c) => c !== chat);
    this.save();
  }

  appendMessages(chat: ChatRecord, messages: Message[]): void {
    chat.messages.push(...messages);
    chat.updatedAt = this.stamp(messages[messages.length - 1]?.timestamp ?? 0);
    this.save();
  }

  // images

  createImage(user: UserRecord, prompt: string, published: boolean): ImageRecord {
    const image: ImageRecord = {
      _id: newId(),
      userId: user._id,
      userName: user.name,
      prompt,
      published,
      createdAt: new Date().toISOString(),
    };
    this.data.images.push(image);
    this.save();
    return image;
  }

  findImage(id: string): ImageRecord | undefined {
    return this.data.images.find((i) => i._id === id);
  }

  publishedImages(): ImageRecord[] {
    return this.data.images
      .filter((i) => i.published)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  // transactions

  createTransaction(input: Omit<TransactionRecord, '_id' | 'status' | 'createdAt'>, id = newId()) {
    const tx: TransactionRecord = {
      ...input,
      _id: id,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    this.data.transactions.push(tx);
    this.save();
    return tx;
  }

  findTransaction(id: string): TransactionRecord | undefined {
    return this.data.transactions.find((t) => t._id === id);
  }

  /** Like a provider's webhook: the first completion adds the credits, later ones change nothing. */
  completeTransaction(tx: TransactionRecord): void {
    if (tx.status === 'paid') return;
    tx.status = 'paid';
    tx.paidAt = new Date().toISOString();
    const user = this.findUser(tx.userId);
    if (user) user.credits += tx.credits;
    this.save();
  }

  /** Replaces a chat's messages in one write; used by demo and benchmark seeding. */
  seedChat(user: UserRecord, name: string, messages: Message[], updatedAt: string): ChatRecord {
    const chat = this.createChat(user);
    chat.name = name;
    chat.messages = messages;
    chat.updatedAt = updatedAt;
    this.save();
    return chat;
  }
}

export const toPublicUser = (u: UserRecord): User => ({
  _id: u._id,
  name: u.name,
  email: u.email,
  credits: u.credits,
});

export const toWireChat = (c: ChatRecord): Chat => ({
  _id: c._id,
  name: c.name,
  messages: c.messages,
  updatedAt: c.updatedAt,
  createdAt: c.createdAt,
});

export const toPublishedImage = (i: ImageRecord, origin: string): PublishedImage => ({
  imageUrl: imageUrl(origin, i._id),
  userName: i.userName,
});

export const IMAGE_PATH_PREFIX = '/mock-images/';
export const imageUrl = (origin: string, id: string) => `${origin}${IMAGE_PATH_PREFIX}${id}.svg`;

/** The one database the handlers use. Browsers attach localStorage; Node keeps it in memory. */
export const db = new MockDb();
