import { chatHandlers } from './chat';
import { checkoutHandlers } from './checkout';
import { creditHandlers } from './credit';
import { demoHandlers } from './demo';
import { imageHandlers } from './images';
import { messageHandlers } from './message';
import { userHandlers } from './user';

/** One list of handlers for the browser worker, Jest (msw/node) and Storybook. */
export const handlers = [
  ...userHandlers,
  ...chatHandlers,
  ...messageHandlers,
  ...creditHandlers,
  ...checkoutHandlers,
  ...imageHandlers,
  ...demoHandlers,
];
