/**
 * Wire types: what travels between the app and {host}. Shared by the app and by the
 * offline backend in mocks/, so both sides agree on every field.
 */

type Role = 'user' | 'assistant';
export type MessageMode = 'text' | 'image';
export type ThemeMode = 'light' | 'dark';

export interface Message {
  role: Role;
  content: string;
  /** milliseconds since the epoch */
  timestamp: number;
  /** when true, content is an image URL */
  isImage: boolean;
  isPublished?: boolean;
}

export interface Chat {
  _id: string;
  name: string;
  messages: Message[];
  /** ISO 8601 */
  updatedAt: string;
  createdAt?: string;
}

/** A real server is known to send only the name and credits; the offline backend adds the rest. */
export interface User {
  _id?: string;
  name: string;
  email?: string;
  credits: number;
}

type PlanId = 'basic' | 'pro' | 'premium';

export interface Plan {
  _id: PlanId | string;
  name: string;
  /** dollars */
  price: number;
  credits: number;
  features: string[];
}

export interface PublishedImage {
  imageUrl: string;
  userName: string;
}

type ApiSuccess<T extends object = object> = { success: true; message?: string } & T;

export interface LoginBody {
  name: string;
  email: string;
  password: string;
}
export type RegisterBody = LoginBody;
export interface SendMessageBody {
  chatId: string;
  prompt: string;
  isPublished: boolean;
}

export type AuthResponse = ApiSuccess<{ token: string }>;
export type UserDataResponse = ApiSuccess<{ user: User }>;
export type ChatsResponse = ApiSuccess<{ chats: Chat[] }>;
export type CreateChatResponse = ApiSuccess<{ chat: Chat }>;
export type SendMessageResponse = ApiSuccess<{ reply: Message }>;
export type DeleteChatResponse = ApiSuccess<{ message: string }>;
export type PlansResponse = ApiSuccess<{ plans: Plan[] }>;
export type PurchaseResponse = ApiSuccess<{ url: string }>;
export type PublishedImagesResponse = ApiSuccess<{ images: PublishedImage[] }>;

/** The offline provider's checkout session, as the mock payment page reads it. */
export interface CheckoutSession {
  _id: string;
  planId: string;
  planName: string;
  amount: number;
  credits: number;
  status: 'pending' | 'paid';
}
export type CheckoutSessionResponse = ApiSuccess<{ session: CheckoutSession }>;
export type CheckoutPayResponse = ApiSuccess<{ session: CheckoutSession; redirectUrl: string }>;
