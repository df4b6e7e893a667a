import type { Message } from '../../src/types/api';

/** What the offline backend stores. Wire types come from src/types; these add server-only fields. */
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
  messages: Message[];
  createdAt: string;
  updatedAt: string;
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
}

export interface ImageRecord {
  _id: string;
  userId: string;
  userName: string;
  prompt: string;
  published: boolean;
  createdAt: string;
}

export interface DbData {
  version: 1;
  users: UserRecord[];
  sessions: SessionRecord[];
  chats: ChatRecord[];
  transactions: TransactionRecord[];
  images: ImageRecord[];
}

export const emptyData = (): DbData => ({
  version: 1,
  users: [],
  sessions: [],
  chats: [],
  transactions: [],
  images: [],
});
