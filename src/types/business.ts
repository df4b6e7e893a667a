import type { MessageMode } from './api';

/** The product's business constants: prices in credits, starting credits, limits. */
export const MESSAGE_COST: Readonly<Record<MessageMode, number>> = { text: 1, image: 2 };
export const CHAT_TITLE_LENGTH = 32;
export const HIGHLIGHTED_PLAN_ID = 'pro';
export const POST_PAYMENT_DELAY_MS = 8000;
export const PRODUCT_NAME = 'Parley';
export const NEW_CHAT_NAME = 'New Chat';
