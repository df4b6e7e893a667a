import { t } from '@lingui/core/macro';
import type { MessageMode } from '../../types/api';

/**
 * What a message costs, in words: creditCount(MESSAGE_COST[mode]), written out. A counted plural
 * makes the page's first number formatter, which costs a phone about 100 ms, and a chat's first
 * render would pay it in every start-up for these two phrases alone.
 */
export const messageCost = (mode: MessageMode): string =>
  mode === 'image' ? t`2 credits` : t`1 credit`;
