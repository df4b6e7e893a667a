import type { Message } from '../../src/types/api';

/**
 * What the offline backend stores, one record per thing. Wire types come from src/types; these
 * add server-only fields.
 */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  /** lower-cased email, for case-insensitive uniqueness */
  emailKey: string;
  passwordHash: string;
  salt: string;
  credits: number;
  createdAt: string;
}

export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: string;
}

export interface ChatRecord {
  _id: string;
  userId: string;
  userName: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** A message of a chat; `seq` (assigned by the database) keeps a chat's messages in order. */
export interface MessageRecord extends Message {
  seq?: number;
  chatId: string;
}

export interface TransactionRecord {
  _id: string;
  userId: string;
  planId: string;
  amount: number;
  credits: number;
  status: 'pending' | 'paid';
  createdAt: string;
  paidAt?: string;
  /** where the provider's checkout page sends the browser after paying (the app's /loading) */
  returnUrl?: string;
}

export interface ImageRecord {
  _id: string;
  userId: string;
  userName: string;
  prompt: string;
  published: boolean;
  createdAt: string;
  /** set only on published images, so the index lists exactly the gallery */
  publishedAt?: string;
}

/** The whole database as version 1 kept it in one localStorage string (read only to migrate). */
export interface LegacyDataV1 {
  version: 1;
  users: UserRecord[];
  sessions: SessionRecord[];
  chats: (ChatRecord & { messages: Message[] })[];
  transactions: TransactionRecord[];
  images: ImageRecord[];
}
